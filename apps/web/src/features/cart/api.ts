// Cart fetchers and the cart query. Kept small: the header's count badge (entry chunk) imports it.
import { useQuery } from '@tanstack/react-query';
import {
  GUEST_CART_HINT_COOKIE,
  GUEST_CART_OWNER,
  type Cart,
  type CartChangedResponse,
  type CartItem,
  type CartResponse as CartReadResponse,
} from '@resham/shared';
import { api } from '../../lib/api-client';
import { useHydrating } from '../../lib/hydration';
import { useSession } from '../../lib/session';

export type { Cart, CartAvailability, CartItem } from '@resham/shared';
/** What add, update and remove answer: the cart as it now stands, and the toast's text. */
export type CartResponse = CartChangedResponse;

export const cartKey = (userId: string) => ['cart', userId] as const;

/**
 * Whose cart the app works on: the signed-in shopper's id, or `guest` — the routes take it in the same
 * place (`/api/shop/cart/get/guest`, `/api/shop/cart/guest/:productId`, `userId: 'guest'`), and the
 * server finds a guest's cart by its HttpOnly cookie (issue 34).
 */
export const cartOwner = (userId: string | undefined) => userId ?? GUEST_CART_OWNER;

/** The server's readable hint that this browser holds a guest cart; without it there is none to ask for. */
const hasGuestCartHint = () =>
  typeof document !== 'undefined' &&
  document.cookie.split('; ').some((c) => c.startsWith(`${GUEST_CART_HINT_COOKIE}=`));

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

/**
 * The shopper's cart: the signed-in shopper's, or a guest's. A guest's is asked for only once the page
 * is hydrated and only when the server's hint says there is one (most visitors: no request); her first
 * add fills it from the answer.
 */
export function useCart() {
  const { user, isLoading: sessionLoading } = useSession();
  const hydrating = useHydrating();
  const owner = cartOwner(user?.id);
  const enabled = user !== null || (!hydrating && !sessionLoading && hasGuestCartHint());
  const query = useQuery({
    queryKey: cartKey(owner),
    queryFn: ({ signal }) => fetchCart(owner, signal),
    enabled,
    staleTime: 10_000,
  });
  return {
    user,
    items: query.data?.items ?? NO_ITEMS,
    isLoading: enabled && query.isPending,
    isError: query.isError,
  };
}
