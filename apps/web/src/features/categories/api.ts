import { useQuery } from '@tanstack/react-query';
import { categoryTreeQuery } from '../../lib/category-tree';

/** Categories for navigation; a failed load reads as an empty list (spec §8). */
export function useCategories() {
  const query = useQuery(categoryTreeQuery);
  return { categories: query.data?.categories ?? [], isLoading: query.isPending };
}

/** The listing URL for a category, as the spec's navigation builds it. */
export function listingPathFor(categoryName: string): string {
  return `/shop/listing?${new URLSearchParams({ category: categoryName }).toString()}`;
}
