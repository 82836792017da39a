// One product (spec §7 Shop products by id), for /shop/product/{id}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse, ProductResponse } from '@resham/shared';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useHydrating } from '../../../lib/hydration';

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

/** Up to 8 other products in stock most like this one (issue 36). */
export const similarQuery = (id: string) =>
  queryOptions({
    queryKey: ['public', 'products', 'similar', id],
    queryFn: async ({ signal }) =>
      (
        await api.get<ProductListResponse>(`/api/shop/products/similar/${encodeURIComponent(id)}`, {
          signal,
        })
      ).data,
  });

/**
 * The product page's similar products, asked for once the page is live: not in the server's HTML, whose
 * cache is cleared by the product's own changes, while this list changes with every product's.
 */
export function useSimilar(id: string) {
  const hydrating = useHydrating();
  return useQuery({ ...similarQuery(id), enabled: !hydrating && id !== '' });
}
