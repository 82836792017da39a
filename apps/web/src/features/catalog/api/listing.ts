// The listing's products call (spec §7 Shop products); its filters read lib/category-tree.ts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse, SortOption } from '@resham/shared';
import { api } from '../../../lib/api-client';
import type { Filters } from '../filters';

/** The products call's query: `category=A,B&subcategory=X&sortBy=…` (names; the server ignores case). */
export function productsQuery(filters: Filters, sort: SortOption): string {
  const params = new URLSearchParams();
  for (const section of ['category', 'subcategory'] as const) {
    const values = filters[section];
    if (values?.length) params.set(section, values.join(','));
  }
  params.set('sortBy', sort);
  return params.toString();
}

export const fetchProducts = async (filters: Filters, sort: SortOption, signal?: AbortSignal) =>
  (
    await api.get<ProductListResponse>(`/api/shop/products/get?${productsQuery(filters, sort)}`, {
      signal,
    })
  ).data ?? [];

// 'public' keys survive sign-out (see features/auth/api.ts).
export const productsQueryOptions = (filters: Filters, sort: SortOption) =>
  queryOptions({
    queryKey: ['public', 'products', 'list', productsQuery(filters, sort)],
    queryFn: ({ signal }) => fetchProducts(filters, sort, signal),
  });

/**
 * The filtered, sorted listing. The previous list stays while a new one loads. A failed load is told
 * apart from an empty result (issue 12: an error with Retry, not '0 Products'); `retry` asks again.
 */
export function useProducts(filters: Filters, sort: SortOption) {
  const query = useQuery({ ...productsQueryOptions(filters, sort), placeholderData: keepPreviousData });
  const failed = query.isError && !query.isFetching;
  return {
    products: query.isError ? [] : (query.data ?? []),
    // Asking again after a failure shows the skeletons, as the first load does.
    isLoading: query.isPending || (query.isError && query.isFetching),
    isUpdating: query.isPlaceholderData,
    failed,
    retry: () => void query.refetch(),
  };
}
