// The category tree (GET /api/common/categories) under one cache key for every screen that shows it:
// the Products menu, the listing's filters and the admin's category and product forms.
import { queryOptions } from '@tanstack/react-query';
import type { CategoryTree, CategoryTreeResponse } from '@resham/shared';
import { api } from './api-client';

// 'public' keys survive sign-out (see features/auth/api.ts); admin edits refresh every key but the session.
export const categoryTreeKey = ['public', 'categories'] as const;

export async function fetchCategoryTree(signal?: AbortSignal): Promise<CategoryTree> {
  const data = await api.get<CategoryTreeResponse>('/api/common/categories', { signal });
  return { categories: data.categories ?? [], subcategories: data.subcategories ?? [] };
}

/** Categories and subcategories; the shop keeps them 5 minutes (admin screens ask with staleTime 0). */
export const categoryTreeQuery = queryOptions({
  queryKey: categoryTreeKey,
  queryFn: ({ signal }) => fetchCategoryTree(signal),
  staleTime: 5 * 60_000,
});
