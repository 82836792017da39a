import { eq } from 'drizzle-orm';
import { paiseToRupees, type Product, type ProductWithDetails } from '@resham/shared';
import type { Db } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import { DETAIL_COLUMNS, detailsOf } from './saree-detail-columns';

/** The columns a product answer is made from: never the search text or vector. */
export const PRODUCT_COLUMNS = {
  id: products.id,
  title: products.title,
  description: products.description,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  totalStock: products.totalStock,
  averageReview: products.averageReview,
  reviewCount: products.reviewCount,
  youtubeLink: products.youtubeLink,
  images: products.images,
  createdAt: products.createdAt,
  ...DETAIL_COLUMNS,
};
/** A product's answer columns with its category's and subcategory's names (no search text or vector). */
export function selectProductsWithNames(db: Db) {
  return db
    .select({ product: PRODUCT_COLUMNS, category: categories.name, subcategory: subcategories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId));
}

export type ProductRow = Pick<typeof products.$inferSelect, keyof typeof PRODUCT_COLUMNS>;
export interface ProductWithNames {
  product: ProductRow;
  category: string;
  subcategory: string | null;
}

export function toApiProduct({ product: p, category, subcategory }: ProductWithNames): Product {
  return {
    _id: p.id,
    id: p.id,
    title: p.title,
    description: p.description,
    category,
    subcategory,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    price: paiseToRupees(p.pricePaise),
    salePrice: paiseToRupees(p.salePricePaise),
    totalStock: p.totalStock,
    averageReview: Math.round(p.averageReview * 10) / 10,
    reviewCount: p.reviewCount,
    youtubeLink: p.youtubeLink,
    images: p.images,
    image: p.images[0] ?? '',
    createdAt: p.createdAt.toISOString(),
  };
}

/** The product page's and the admin's answer: the card and what the saree is made of. */
export function toApiProductWithDetails(row: ProductWithNames): ProductWithDetails {
  return { ...toApiProduct(row), ...detailsOf(row.product) };
}

export function searchTextOf(
  title: string,
  description: string,
  category: string,
  subcategory: string | null,
) {
  return [title, category, subcategory ?? '', description].join(' \n ');
}
