import { z } from '../zod';
import { sareeDetailsSchema } from '../saree-details';
import { dataResponse, messageDataResponse, pageResponse } from './envelope';

/** A product as the API returns it (money in rupees). */
export const productSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  subcategory: z.string().nullable(),
  categoryId: z.string(),
  subcategoryId: z.string().nullable(),
  price: z.number(),
  salePrice: z.number(),
  totalStock: z.number().int(),
  averageReview: z.number(),
  reviewCount: z.number().int(),
  youtubeLink: z.string().nullable(),
  images: z.array(z.string()),
  /** Legacy single image: the first of `images`. */
  image: z.string(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product with what it is made of (issue 36): the product page's and the admin's answer. Listings,
 * search and the featured row send the card (productSchema) without it.
 */
export const productWithDetailsSchema = productSchema.extend(sareeDetailsSchema.shape);
export type ProductWithDetails = z.infer<typeof productWithDetailsSchema>;

export const categorySchema = z.object({ id: z.string(), _id: z.string(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const subcategorySchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  categoryId: z.string(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const bannerSchema = z.object({
  _id: z.string(),
  id: z.string(),
  imageDesktop: z.string(),
  imageMobile: z.string(),
  alt: z.string(),
  /** The storefront page the banner leads to (a path under /shop/), or null. */
  link: z.string().nullable(),
  /** Tiny blurred stand-ins (data: URIs) shown while each image loads; null when there is none. */
  placeholderDesktop: z.string().nullable(),
  placeholderMobile: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /api/shop/products/get, /featured, /api/shop/search/{keyword}. */
export const productListResponseSchema = dataResponse(z.array(productSchema));
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/**
 * GET /api/shop/products/get and /api/shop/search/{keyword} with `page` or `pageSize`: one page and
 * the true total (contract in `../listing-page.ts`).
 */
export const productListPageResponseSchema = pageResponse(productSchema);
export type ProductListPageResponse = z.infer<typeof productListPageResponseSchema>;

/** GET /api/shop/products/get/{id}. */
export const productResponseSchema = dataResponse(productWithDetailsSchema);
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** GET /api/admin/products/detail-values: the values the catalogue uses, most used first (at most 100 each). */
export const detailValuesResponseSchema = dataResponse(
  z.object({ fabric: z.array(z.string()), colour: z.array(z.string()), weave: z.array(z.string()) }),
);
export type DetailValues = z.infer<typeof detailValuesResponseSchema>['data'];

/** POST /api/admin/products/add, PUT /api/admin/products/edit/{id}. */
export const productSavedResponseSchema = messageDataResponse(productWithDetailsSchema);
export type ProductSavedResponse = z.infer<typeof productSavedResponseSchema>;

/**
 * GET /api/admin/products/get: every product without `page`/`pageSize` (then page 1 of one page),
 * else that page of the grid.
 */
export const productPageResponseSchema = pageResponse(productWithDetailsSchema);
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

/** GET /api/common/categories (no `data`: the spec's client reads the two lists). */
export const categoryTreeResponseSchema = z.object({
  success: z.literal(true),
  categories: z.array(categorySchema),
  subcategories: z.array(subcategorySchema),
});
export type CategoryTreeResponse = z.infer<typeof categoryTreeResponseSchema>;
export type CategoryTree = Omit<CategoryTreeResponse, 'success'>;

export const categorySavedResponseSchema = messageDataResponse(categorySchema);
export type CategorySavedResponse = z.infer<typeof categorySavedResponseSchema>;
export const subcategorySavedResponseSchema = messageDataResponse(subcategorySchema);
export type SubcategorySavedResponse = z.infer<typeof subcategorySavedResponseSchema>;

/** GET /api/common/feature/get. */
export const bannerListResponseSchema = dataResponse(z.array(bannerSchema));
export type BannerListResponse = z.infer<typeof bannerListResponseSchema>;
export const bannerSavedResponseSchema = messageDataResponse(bannerSchema);
export type BannerSavedResponse = z.infer<typeof bannerSavedResponseSchema>;

/** One stored upload: its URL and the original's size in pixels. */
export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** POST /api/admin/products/upload-image: `results` in the order the files were sent (spec §7). */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(uploadedImageSchema),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
