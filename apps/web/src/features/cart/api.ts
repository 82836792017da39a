// Cart fetchers and the cart query. Kept small: the header's count badge (entry chunk) imports it.
import { useQuery } from '@tanstack/react-query';
import type { Cart, CartChangedResponse, CartItem, CartResponse as CartReadResponse } from '@resham/shared';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export type { Cart, CartAvailability, CartItem } from '@resham/shared';
/** What add, update and remove answer: the cart as it now stands, and the toast's text. */
export type CartResponse = CartChangedResponse;

export const cartKey = (userId: string) => ['cart', userId] as const;

const seg = encodeURIComponent;

export async function fetchCart(userId: string, signal?: AbortSignal): Promise<Cart> {
  return (await api.get<CartReadResponse>(`/api/shop/cart/get/${seg(userId)}`, { signal })).data;
}

/** Each add sends quantity 1 (spec §5). */
export const addCartItem = (userId: string, productId: string) =>
  api.post<CartResponse>('/api/shop/cart/add', { userId, productId, quantity: 1 });

export const updateCartItem = (userId: string, productId: string, quantity: number) =>
  api.put<CartResponse>('/api/shop/cart/update-cart', { userId, productId, quantity });

export const removeCartItem = (userId: string, productId: string) =>
  api.delete<CartResponse>(`/api/shop/cart/${seg(userId)}/${seg(productId)}`);

const NO_ITEMS: CartItem[] = [];

/** The signed-in shopper's cart (guests have none: an empty list, no request). */
export function useCart() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const query = useQuery({
    queryKey: cartKey(userId),
    queryFn: ({ signal }) => fetchCart(userId, signal),
    enabled: userId !== '',
    staleTime: 10_000,
  });
  return {
    user,
    items: query.data?.items ?? NO_ITEMS,
    isLoading: userId !== '' && query.isPending,
    isError: query.isError,
  };
}
