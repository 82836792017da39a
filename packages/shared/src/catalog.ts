import { z } from './zod';
import { SORT_OPTIONS, type SortOption } from './limits';
import { MEDIA_URL_PATTERN, youtubeVideoId } from './media';
import { LISTING_PAGE } from './listing-page';
import { isWholePaise } from './money';
import { LIMITS } from './limits';
import { plainText } from './plain-text';

export { LISTING_PAGE, pagePath } from './listing-page';

export const CATALOG_MESSAGES = {
  categoryNameRequired: 'Category name is required.',
  subcategoryNameRequired: 'Subcategory name is required.',
  nameTooLong: 'Name must be at most 80 characters.',
  categoryExists: 'A category with this name already exists.',
  subcategoryExists: 'This category already has a subcategory with this name.',
  categoryNotFound: 'Category not found.',
  subcategoryNotFound: 'Subcategory not found.',
  parentRequired: 'Please choose a parent category.',
  categoryInUse: (n: number) =>
    `This category is used by ${n} product${n === 1 ? '' : 's'}. Move or delete those products first.`,
  categoryHasSubcategories: 'Delete this category’s subcategories first.',
  categoryAdded: 'Category added',
  categoryRenamed: 'Category renamed',
  categoryDeleted: 'Category deleted',
  subcategoryAdded: 'Subcategory added',
  subcategoryRenamed: 'Subcategory renamed',
  subcategoryDeleted: 'Subcategory deleted',
  subcategoryInUse: (n: number) =>
    `This subcategory is used by ${n} product${n === 1 ? '' : 's'}. Move or delete those products first.`,
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  categoryRequired: 'Category is required.',
  priceInvalid: 'Price must be greater than 0.',
  salePriceInvalid: 'Sale price must be 0 or more.',
  salePriceTooHigh: 'Sale price must be below the price.',
  stockInvalid: 'Total stock must be a whole number of 0 or more.',
  stockChanged: (current: number) =>
    `Stock changed to ${current} since you opened this product (sold or reserved meanwhile). Check the figure and save again.`,
  imagesRequired: 'Please upload at least one image.',
  imagesTooMany: 'A product can have at most 10 images.',
  imageNotOurs: 'Images must be uploaded to this shop first.',
  youtubeInvalid: 'Please enter a YouTube video link (watch, shorts or embed URL).',
  subcategoryNotInCategory: 'The subcategory does not belong to the chosen category.',
  productNotFound: 'Product not found.',
  productAdded: 'Product add successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  desktopImageRequired: 'Desktop image is required.',
  mobileImageRequired: 'Mobile image is required.',
  bannerAdded: 'Banner added successfully',
  bannerDeleted: 'Banner deleted successfully',
  bannerNotFound: 'Banner not found.',
  uploadNotImage: 'Only JPEG, PNG, WebP or AVIF images can be uploaded.',
  uploadTooLarge: 'Each image must be at most 8 MB.',
  uploadTooManyPixels: 'The image is too large (at most 40 megapixels).',
  uploadNoFiles: 'Please choose at least one image.',
  storageUnavailable: 'Images cannot be stored or loaded right now. Please try again in a few minutes.',
} as const;

const M = CATALOG_MESSAGES;

const nameSchema = (required: string) =>
  plainText(z.string({ error: required }).trim().min(1, required).max(80, M.nameTooLong));

export const categoryInputSchema = z.object({ name: nameSchema(M.categoryNameRequired) });
export const subcategoryCreateSchema = z.object({
  name: nameSchema(M.subcategoryNameRequired),
  categoryId: z.string({ error: M.parentRequired }).uuid(M.parentRequired),
});
export const subcategoryRenameSchema = z.object({ name: nameSchema(M.subcategoryNameRequired) });

/**
 * A number, or the text of one as a form field holds it ('12000', ' 3 '). Anything else (true, [], null,
 * an object, '') is refused rather than coerced: `Number(true)` is 1 and `Number([])` is 0.
 */
const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), schema);

const rupees = (message: string) =>
  numeric(z.number({ error: message }).refine((n) => isWholePaise(n), message));
const stock = () =>
  z
    .number({ error: M.stockInvalid })
    .int(M.stockInvalid)
    .min(0, M.stockInvalid)
    .max(LIMITS.maxInteger, M.stockInvalid);
/** The most a price or sale price may be, in rupees (₹1 crore). */
const MAX_PRICE = 10_000_000;

const imagesSchema = z
  .array(z.string().regex(MEDIA_URL_PATTERN, M.imageNotOurs), { error: M.imagesRequired })
  .max(10, M.imagesTooMany);

/**
 * A product as the admin form sends it. `category` and `subcategory` are each a name or an id (our
 * form sends names, the spec's original client the ids from /api/common/categories).
 */
export const productInputSchema = z
  .object({
    title: plainText(z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200)),
    description: plainText(
      z.string({ error: M.descriptionRequired }).trim().min(1, M.descriptionRequired).max(5000),
    ),
    category: plainText(z.string({ error: M.categoryRequired }).trim().min(1, M.categoryRequired).max(200)),
    subcategory: plainText(z.string().trim().max(200))
      .nullish()
      .transform((v) => v || null),
    price: rupees(M.priceInvalid).refine((n) => n > 0 && n <= MAX_PRICE, M.priceInvalid),
    // No sale price: missing, null or an empty form field.
    salePrice: z
      .preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), rupees(M.salePriceInvalid))
      .refine((n) => n >= 0 && n <= MAX_PRICE, M.salePriceInvalid),
    totalStock: numeric(stock().max(LIMITS.maxStock, M.stockInvalid)),
    images: imagesSchema.min(1, M.imagesRequired),
    youtubeLink: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || youtubeVideoId(v) !== null, M.youtubeInvalid),
  })
  .refine((p) => p.salePrice < p.price, { message: M.salePriceTooHigh, path: ['salePrice'] });
export type ProductInput = z.input<typeof productInputSchema>;

/**
 * An edit also carries the stock figure the form loaded: when units were sold or reserved since, the
 * server refuses (409 with the current figure) instead of writing a stale absolute number over them.
 * Without it (older clients) the figure sent is written as it is.
 * An empty image list keeps the product's images: the spec's client cannot upload while
 * editing and sends `images: []`.
 */
export const productEditSchema = productInputSchema.safeExtend({
  images: imagesSchema,
  expectedStock: numeric(stock()).optional(),
});
export type ProductEdit = z.input<typeof productEditSchema>;

export const bannerInputSchema = z.object({
  imageDesktop: z
    .string({ error: M.desktopImageRequired })
    .min(1, M.desktopImageRequired)
    .regex(MEDIA_URL_PATTERN, M.imageNotOurs),
  imageMobile: z
    .string({ error: M.mobileImageRequired })
    .min(1, M.mobileImageRequired)
    .regex(MEDIA_URL_PATTERN, M.imageNotOurs),
  alt: plainText(z.string().trim().max(200)).optional().default(''),
});

export function parseSort(value: unknown): SortOption {
  return SORT_OPTIONS.some((o) => o.id === value) ? (value as SortOption) : 'price-lowtohigh';
}

/**
 * The optional paging parameters of the shop's listing and search (the contract is in
 * `listing-page.ts`): absent → the whole list as the spec answers it; present → one page with the
 * true total. Out-of-range or non-integer values are refused (400), never clamped.
 */
export const listingPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(LISTING_PAGE.maxPage, `page must be at most ${LISTING_PAGE.maxPage}`)
    .optional(),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${LISTING_PAGE.maxSize}` })
    .int(`pageSize must be a whole number from 1 to ${LISTING_PAGE.maxSize}`)
    .min(1, `pageSize must be a whole number from 1 to ${LISTING_PAGE.maxSize}`)
    .max(LISTING_PAGE.maxSize, `pageSize must be a whole number from 1 to ${LISTING_PAGE.maxSize}`)
    .optional(),
});
export type ListingPageQuery = z.output<typeof listingPageQuerySchema>;

/** The page asked for, with defaults filled in; null when neither parameter was given (the spec's call). */
export function listingPage(q: ListingPageQuery): { page: number; pageSize: number } | null {
  if (q.page === undefined && q.pageSize === undefined) return null;
  return { page: q.page ?? 1, pageSize: q.pageSize ?? LISTING_PAGE.defaultSize };
}
