import { useQuery } from '@tanstack/react-query';
import type { CategoryTreeResponse } from '@resham/shared';
import { api } from '../../lib/api-client';

export type { Category, Subcategory } from '@resham/shared';

export const categoriesKey = ['public', 'categories'] as const;

export async function fetchCategories(signal?: AbortSignal) {
  const data = await api.get<CategoryTreeResponse>('/api/common/categories', { signal });
  return { categories: data.categories ?? [], subcategories: data.subcategories ?? [] };
}

/** Categories for navigation; a failed load reads as an empty list (spec §8). */
export function useCategories() {
  const query = useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 5 * 60_000,
  });
  return { categories: query.data?.categories ?? [], isLoading: query.isPending };
}

/** The listing URL for a category, as the spec's navigation builds it. */
export function listingPathFor(categoryName: string): string {
  return `/shop/listing?${new URLSearchParams({ category: categoryName }).toString()}`;
}
