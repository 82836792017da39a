import { useQuery } from '@tanstack/react-query';
import type {
  Order,
  OrderCancelledResponse,
  OrderListResponse,
  OrderResponse,
  ShopperCancelReason,
} from '@resham/shared';
import { api } from '../../lib/api-client';

export type { Order } from '@resham/shared';

const seg = encodeURIComponent;

export const ordersKey = (userId: string) => ['orders', userId] as const;
export const orderDetailsKey = (orderId: string) => ['orders', 'details', orderId] as const;

const NO_ORDERS: Order[] = [];

/** The shopper's orders, newest first; a failed load reads as an empty list (spec §8). */
export function useOrders(userId: string | undefined) {
  const query = useQuery({
    queryKey: ordersKey(userId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<OrderListResponse>(`/api/shop/order/list/${seg(userId!)}`, { signal })).data,
    enabled: !!userId,
    staleTime: 0,
  });
  return { orders: query.data ?? NO_ORDERS, isLoading: !!userId && query.isPending };
}

/** One order's details; null when the load fails (spec §8). */
export function useOrderDetails(orderId: string | null) {
  return useQuery({
    queryKey: orderDetailsKey(orderId ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return (
          await api.get<OrderResponse>(`/api/shop/order/details/${seg(orderId!)}`, {
            signal,
          })
        ).data;
      } catch {
        return null;
      }
    },
    enabled: !!orderId,
    staleTime: 0,
  });
}

/** Cancels an order: an unpaid one as it is, a confirmed one (before dispatch) with the reason chosen. */
export const cancelOrder = (orderId: string, reason?: ShopperCancelReason) =>
  api.post<OrderCancelledResponse>(`/api/shop/order/cancel/${seg(orderId)}`, reason ? { reason } : undefined);
