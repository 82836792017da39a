// One product (spec §7 Shop products by id), for /shop/product/{id}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductResponse } from '@resham/shared';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const fetchProduct = async (id: string, signal?: AbortSignal) =>
  (await api.get<ProductResponse>(`/api/shop/products/get/${encodeURIComponent(id)}`, { signal })).data;

// 'public' keys survive sign-out (see features/auth/api.ts).
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['public', 'products', 'detail', id],
    queryFn: ({ signal }) => fetchProduct(id, signal),
  });

/** One product; `notFound` for an unknown or malformed id (the server answers 404 or 400). */
export function useProduct(id: string) {
  const query = useQuery(productQuery(id));
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  return { product: query.data, isLoading: query.isPending, notFound };
}
