import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminOrderPageResponse,
  type AdminOrderResponse,
  type MessageResponse,
  type OrderStatus,
  type ShipmentFields,
} from '@resham/shared';
import { api } from '../../lib/api-client';
import { orderListQuery, type OrderFilters } from './order-filters';

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (filters: OrderFilters) => ['admin', 'orders', 'list', filters] as const,
  detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
};

/** A page of orders, newest first; the previous page stays on screen while the next one loads. */
export function useAdminOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: adminOrderKeys.list(filters),
    queryFn: async ({ signal }) =>
      api.get<AdminOrderPageResponse>(`/api/admin/orders/get?${orderListQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: adminOrderKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.get<AdminOrderResponse>(`/api/admin/orders/details/${encodeURIComponent(id!)}`, {
          signal,
        })
      ).data,
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/**
 * Moves an order to `orderStatus` (or retries a failed refund with 'rejected'). Whatever the outcome,
 * the admin's lists, details and dashboard reload: a failed refund still changed the order.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, orderStatus, ...fields }: { id: string; orderStatus: OrderStatus } & ShipmentFields) =>
      api.put<MessageResponse>(`/api/admin/orders/update/${encodeURIComponent(id)}`, {
        orderStatus,
        ...fields,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
