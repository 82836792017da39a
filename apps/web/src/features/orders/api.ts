import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@resham/shared';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

export interface OrderItem {
  productId: string;
  title: string;
  image: string;
  /** Unit price before tax, rupees. */
  price: number;
  priceWithTax: number;
  lineTotal: number;
  quantity: number;
}

export interface OrderAddress {
  addressId?: string;
  address: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  phone: string;
  notes: string;
  isGift: boolean;
  giftMessage: string;
}

/** An order as the API returns it (money in rupees). */
export interface Order {
  _id: string;
  userId: string;
  cartItems: OrderItem[];
  addressInfo: OrderAddress;
  orderStatus: string;
  paymentMethod: string;
  paymentStatus: string;
  subtotal: number;
  taxAmount: number;
  taxLabel: string;
  shippingCharges: number;
  totalAmount: number;
  orderDate: string;
  invoiceNumber: string | null;
  reservedUntil: string | null;
  /** Why an unpaid order was cancelled ('superseded', 'expired', 'shopper', 'admin', …), else null. */
  cancelReason?: string | null;
}

const seg = encodeURIComponent;

export const ordersKey = (userId: string) => ['orders', userId] as const;
export const orderDetailsKey = (orderId: string) => ['orders', 'details', orderId] as const;

const NO_ORDERS: Order[] = [];

/** The shopper's orders, newest first; a failed load reads as an empty list (spec §8). */
export function useOrders(userId: string | undefined) {
  const query = useQuery({
    queryKey: ordersKey(userId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<{ success: boolean; data: Order[] }>(`/api/shop/order/list/${seg(userId!)}`, { signal }))
        .data,
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
          await api.get<{ success: boolean; data: Order }>(`/api/shop/order/details/${seg(orderId!)}`, {
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

export const cancelOrder = (orderId: string) =>
  api.post<{ success: boolean; message: string }>(`/api/shop/order/cancel/${seg(orderId)}`);

/** The GST invoice PDF of a paid order (409 before payment). */
export async function fetchInvoice(orderId: string, userId: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/shop/order/invoice/${seg(orderId)}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
      body: JSON.stringify({ userId }),
    });
  } catch {
    throw new ApiError(MESSAGES.web.network, 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message || MESSAGES.toast.invoiceFailed, response.status);
  }
  return response.blob();
}
