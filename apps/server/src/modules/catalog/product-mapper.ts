import { paiseToRupees, type Product } from '@resham/shared';
import type { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
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
