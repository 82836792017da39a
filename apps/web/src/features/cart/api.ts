// Cart fetchers and the cart query. Kept small: the header's count badge (entry chunk) imports it.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../auth/session';

/** Why a line cannot be bought as it stands ('ok' when it can). */
export type CartAvailability = 'ok' | 'deleted' | 'out-of-stock' | 'insufficient-stock';

export interface CartItem {
  productId: string;
  title: string;
  image: string;
  images: string[];
  /** Rupees, before tax. */
  price: number;
  salePrice: number;
  quantity: number;
  totalStock: number;
  availability: CartAvailability;
}

export interface Cart {
  _id: string;
  userId: string;
  items: CartItem[];
}

export interface CartResponse {
  success: boolean;
  message?: string;
  data: Cart;
}

export const cartKey = (userId: string) => ['cart', userId] as const;

const seg = encodeURIComponent;

export async function fetchCart(userId: string, signal?: AbortSignal): Promise<Cart> {
  return (await api.get<CartResponse>(`/api/shop/cart/get/${seg(userId)}`, { signal })).data;
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
