import { paiseToRupees, type Product } from '@resham/shared';
import { products } from '../../db/schema';

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
};
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

export function searchTextOf(
  title: string,
  description: string,
  category: string,
  subcategory: string | null,
) {
  return [title, category, subcategory ?? '', description].join(' \n ');
}
