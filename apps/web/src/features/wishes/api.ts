import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  MessageResponse,
  StockAlertResponse,
  StockAlertStandingResponse,
  WishlistChangedResponse,
  WishlistIdsResponse,
  WishlistResponse,
} from '@resham/shared';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export const wishlistIdsKey = ['wishlist', 'ids'] as const;
export const wishlistKey = ['wishlist', 'items'] as const;

const wishlistIdsQuery = queryOptions({
  queryKey: wishlistIdsKey,
  queryFn: async ({ signal }) =>
    (await api.get<WishlistIdsResponse>('/api/shop/wishlist/ids', { signal, noStore: true })).data,
  staleTime: 60_000,
});

/**
 * The saved products' ids, for the hearts: asked only for a signed-in shopper, after hydration
 * (useSession is a guest's while the server's HTML hydrates), so no shopper's data is in cached HTML.
 */
export function useWishlistIds(): Set<string> | null {
  const { user } = useSession();
  const { data } = useQuery({ ...wishlistIdsQuery, enabled: user !== null });
  return user && data ? new Set(data) : null;
}

export function useWishlist() {
  return useQuery({
    queryKey: wishlistKey,
    queryFn: async ({ signal }) =>
      (await api.get<WishlistResponse>('/api/shop/wishlist', { signal, noStore: true })).data,
  });
}

export const saveWish = (productId: string) =>
  api.post<WishlistChangedResponse>(`/api/shop/wishlist/${encodeURIComponent(productId)}`);
export const removeWish = (productId: string) =>
  api.delete<WishlistChangedResponse>(`/api/shop/wishlist/${encodeURIComponent(productId)}`);

export const askWhenBack = (productId: string, email?: string) =>
  api.post<StockAlertResponse>('/api/shop/stock-alerts', email ? { productId, email } : { productId });
/** Whether the signed-in shopper's "email me" request for this product stands (issue 36). */
export async function fetchAlertStanding(productId: string, signal?: AbortSignal): Promise<boolean> {
  const res = await api.get<StockAlertStandingResponse>(
    `/api/shop/stock-alerts/${encodeURIComponent(productId)}`,
    { signal },
  );
  return res.data.asked;
}
export const confirmWhenBack = (token: string) =>
  api.post<MessageResponse>('/api/shop/stock-alerts/confirm', { token });
