import { api, apiRequest } from '../../lib/api-client';

export type PaymentProviderName = 'razorpay' | 'simulated';

/** What the server returns when it creates an order, or reopens a pending one for payment. */
export interface PaymentStart {
  success: boolean;
  orderId: string;
  razorpayOrder: { id: string; amount: number; currency: string };
  checkout: {
    key: string;
    provider: PaymentProviderName;
    name: string;
    description: string;
    prefill: { name: string; email: string; contact: string };
    theme: { color: string };
  };
}

/** The three fields the payment window hands back, signed by the provider. */
export interface ProviderPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface VerifyResponse {
  success: boolean;
  orderId: string;
  orderStatus: string;
  paymentStatus: string;
  message: string;
}

/** An order as the payment step needs it. */
export interface PayableOrder {
  _id: string;
  orderStatus: string;
  paymentStatus: string;
  totalAmount: number;
  reservedUntil: string | null;
  cartItems: Array<{ productId: string; title: string; quantity: number; lineTotal: number }>;
}

const seg = encodeURIComponent;

/** Only the address id is sent: the server prices the order from the cart and the database. */
export const createOrder = (addressId: string) =>
  api.post<PaymentStart>('/api/shop/order/create', { addressId });

/** Pays a pending order again (same provider order; the reservation is extended). */
export const retryOrderPayment = (orderId: string) =>
  api.post<PaymentStart>(`/api/shop/order/retry/${seg(orderId)}`);

/**
 * 200 for a genuine payment either way: `success: false` (with the order and payment status) when it
 * could not confirm the order, e.g. one cancelled meanwhile, whose payment the server refunds.
 */
export const verifyPayment = (body: ProviderPayment & { orderId: string }) =>
  apiRequest<VerifyResponse>('/api/shop/order/verify-razorpay', {
    method: 'POST',
    body,
    allowUnsuccessful: true,
  });

/** The simulated gateway's 'Pay' (what Razorpay's own servers do for a real payment). */
export const simulatedPay = (providerOrderId: string) =>
  api.post<ProviderPayment & { success: boolean }>('/api/payments/simulated/pay', {
    order_id: providerOrderId,
  });

export async function fetchPayableOrder(orderId: string, signal?: AbortSignal) {
  return (
    await api.get<{ success: boolean; data: PayableOrder }>(`/api/shop/order/details/${seg(orderId)}`, {
      signal,
    })
  ).data;
}
