import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { addCartItem, cartKey, removeCartItem, updateCartItem, type Cart, type CartResponse } from './api';
import { withAdded, withoutItem, withQuantity, type CartProduct } from './cart-math';

/** One change to the cart, with the success toast's title when it should differ from the server's. */
export type CartChange = (
  | { kind: 'add'; product: CartProduct }
  | { kind: 'set'; productId: string; quantity: number }
  | { kind: 'remove'; productId: string }
) & { successTitle?: string };

export const cartMutationKey = ['cart-change'] as const;

export type CartRequest = (userId: string, change: CartChange) => Promise<CartResponse>;

export const sendCartChange: CartRequest = (userId, change) => {
  if (change.kind === 'add') return addCartItem(userId, change.product._id);
  if (change.kind === 'set') return updateCartItem(userId, change.productId, change.quantity);
  return removeCartItem(userId, change.productId);
};

export function applyCartChange(cart: Cart, change: CartChange): Cart {
  if (change.kind === 'add') return withAdded(cart, change.product);
  if (change.kind === 'set') return withQuantity(cart, change.productId, change.quantity);
  return withoutItem(cart, change.productId);
}

interface Snapshot {
  previous: Cart | undefined;
}

/** Per query client: whether changes overlapped since the cart was last quiet. */
const overlapped = new WeakMap<QueryClient, boolean>();

export interface CartChangeCallbacks {
  onSuccess?: (response: CartResponse, change: CartChange) => void;
  onError?: (error: Error, change: CartChange) => void;
}

/**
 * A cart change with an optimistic update: the cached cart changes at once, the server's cart
 * replaces it when the request succeeds, and the snapshot comes back when it fails. When changes
 * overlap (a quick double click), no single answer or snapshot is trusted: the cart is refetched
 * once the last of them has settled.
 */
export function cartChangeOptions(
  queryClient: QueryClient,
  userId: string,
  callbacks: CartChangeCallbacks = {},
  request: CartRequest = sendCartChange,
): MutationOptions<CartResponse, Error, CartChange, Snapshot> {
  const queryKey = cartKey(userId);
  // Callbacks run while this change still counts as pending: 1 means it is the only one left.
  const isLast = () => queryClient.isMutating({ mutationKey: cartMutationKey }) <= 1;

  return {
    mutationKey: cartMutationKey,
    // One request at a time, in click order, so the server applies them in the order they were made.
    scope: { id: 'cart' },
    mutationFn: (change) => request(userId, change),
    onMutate: async (change) => {
      if (!isLast()) overlapped.set(queryClient, true);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Cart>(queryKey);
      if (previous) queryClient.setQueryData<Cart>(queryKey, applyCartChange(previous, change));
      return { previous };
    },
    onSuccess: (response, change) => {
      if (isLast() && !overlapped.get(queryClient)) queryClient.setQueryData(queryKey, response.data);
      callbacks.onSuccess?.(response, change);
    },
    onError: (error, change, snapshot) => {
      if (isLast() && !overlapped.get(queryClient) && snapshot?.previous)
        queryClient.setQueryData(queryKey, snapshot.previous);
      callbacks.onError?.(error, change);
    },
    onSettled: () => {
      if (!isLast() || !overlapped.get(queryClient)) return;
      overlapped.delete(queryClient);
      void queryClient.invalidateQueries({ queryKey });
    },
  };
}
