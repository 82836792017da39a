// The home page's calls (spec §7 Common feature, Shop featured products).
// The storefront's calls live in one file per page (home, listing, search, product), so each page's first
// load carries only its own fetchers and query hooks (see the size budget in apps/web/scripts/shell-size.mjs).
// Answers are typed from the API's response schemas in @resham/shared: `import type` only, so no
// schema code (zod) reaches the shop's first download.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerListResponse, ProductListResponse } from '@resham/shared';
import { api } from '../../../lib/api-client';

export const fetchBanners = async (signal?: AbortSignal) =>
  (await api.get<BannerListResponse>('/api/common/feature/get', { signal })).data ?? [];

export const fetchFeaturedProducts = async (signal?: AbortSignal) =>
  (await api.get<ProductListResponse>('/api/shop/products/featured', { signal })).data ?? [];

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
