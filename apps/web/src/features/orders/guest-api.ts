// A guest's order, opened by the link in her emails (issue 34): /shop/order/<token>.
import { useQuery } from '@tanstack/react-query';
import type { OrderCancelledResponse, OrderResponse, ShopperCancelReason } from '@resham/shared';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import type { Order } from './api';

/** What a link opens: the order, a cancelled one (and whether it has an invoice), or nothing. */
export type GuestOrderView =
  | { kind: 'order'; order: Order }
  | { kind: 'cancelled'; message: string; invoice: boolean }
  | { kind: 'invalid'; message: string };

// Under 'orders', so a cancel (which asks every cached order again) refreshes it too.
export const guestOrderKey = (token: string) => ['orders', 'guest', token] as const;

export function useGuestOrder(token: string) {
  return useQuery({
    queryKey: guestOrderKey(token),
    queryFn: async ({ signal }): Promise<GuestOrderView> => {
      try {
        const { data } = await api.get<OrderResponse>(`/api/shop/order/guest/${encodeURIComponent(token)}`, {
          signal,
          noStore: true,
        });
        return { kind: 'order', order: data };
      } catch (error) {
        if (isApiError(error) && error.status === 410)
          return { kind: 'cancelled', message: error.message, invoice: error.body.invoice === true };
        if (isApiError(error) && (error.status === 404 || error.status === 400))
          return { kind: 'invalid', message: error.message };
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
  });
}

export const cancelGuestOrder = (token: string, reason: ShopperCancelReason) =>
  api.post<OrderCancelledResponse>('/api/shop/order/guest/cancel', { token, reason });

/** Emails the order's link when the number and email match (the same 202 answer either way). */
export const lookUpOrder = (orderNumber: string, email: string) =>
  api.post<{ success: true; message: string }>('/api/shop/order/lookup', { orderNumber, email });
