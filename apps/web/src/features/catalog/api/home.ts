// The home page's calls (spec §7 Common feature, Shop featured products).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, Product } from '@resham/shared';
import { api } from '../../../lib/api-client';
import type { DataResponse } from './response';

export const fetchBanners = async (signal?: AbortSignal) =>
  (await api.get<DataResponse<Banner[]>>('/api/common/feature/get', { signal })).data ?? [];

export const fetchFeaturedProducts = async (signal?: AbortSignal) =>
  (await api.get<DataResponse<Product[]>>('/api/shop/products/featured', { signal })).data ?? [];

// 'public' keys survive sign-out (see features/auth/api.ts).
export const bannersQuery = queryOptions({
  queryKey: ['public', 'banners'],
  queryFn: ({ signal }) => fetchBanners(signal),
  staleTime: 5 * 60_000,
});

export const featuredProductsQuery = queryOptions({
  queryKey: ['public', 'products', 'featured'],
  queryFn: ({ signal }) => fetchFeaturedProducts(signal),
});

/** Banners for the home slider; a failed load reads as none. */
export function useBanners() {
  const query = useQuery(bannersQuery);
  return { banners: query.data ?? [], isLoading: query.isPending };
}

/** Up to 8 newest products (out of stock included); a failed load reads as none. */
export function useFeaturedProducts() {
  const query = useQuery(featuredProductsQuery);
  return { products: query.data ?? [], isLoading: query.isPending };
}
