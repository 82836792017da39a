import type {
  AddressValues,
  CodOrderCreated,
  GuestBuyerInput,
  DiscountCheckResponse,
  Order,
  OrderResponse,
  PaymentStart,
  ProviderPayment,
  SimulatedPayResponse,
  VerifyPaymentResponse,
} from '@resham/shared';
import { api, apiRequest } from '../../lib/api-client';

// What the server returns when it creates an order or reopens a pending one for payment (PaymentStart),
// the three fields the payment window hands back signed by the provider (ProviderPayment), and the
// verification's outcome: the API's response schemas in @resham/shared.
export type { PaymentProviderName, PaymentStart, ProviderPayment } from '@resham/shared';
export type VerifyResponse = VerifyPaymentResponse;

/** An order as the payment step needs it. */
export type PayableOrder = Pick<
  Order,
  '_id' | 'orderStatus' | 'paymentStatus' | 'totalAmount' | 'reservedUntil' | 'cartItems'
>;

const seg = encodeURIComponent;

/** What the checkout sends for a new order: where it goes, the code applied, and the total it showed (rupees). */
export type OrderRequest = {
  discountCode?: string | undefined;
  expectedTotal: number;
} & (
  | { addressId: string }
  /** A guest (no session): who she is, the whole address, and for cash on delivery the emailed code. */
  | {
      guest: GuestBuyerInput;
      addressInfo: AddressValues;
      emailCode?: string | undefined;
      /** "Create an account with these details": an account and a link to choose its password. */
      createAccount?: boolean;
    }
);

const orderBody = ({ discountCode, ...order }: OrderRequest, paymentMethod: 'online' | 'cod') => ({
  ...order,
  paymentMethod,
  ...(discountCode ? { discountCode } : {}),
});

/**
 * Only where it goes, the way to pay, the discount code typed and the total shown are sent: the server
 * prices the order from the cart and the database. A code that stopped applying is a 409 (ApiError)
 * whose body has the summary without it; a total other than the one shown is a 409 whose body has
 * `totalChanged` and the summary as it is now. A guest's answer names her order's page (`orderLink`).
 */
export const createOrder = (order: OrderRequest) =>
  api.post<PaymentStart>('/api/shop/order/create', orderBody(order, 'online'));

/** A cash-on-delivery order: confirmed at once, nothing to pay now (no payment window). */
export const createCodOrder = (order: OrderRequest) =>
  api.post<CodOrderCreated>('/api/shop/order/create', orderBody(order, 'cod'));

/** Emails a guest the 6-digit code cash on delivery asks for (202 whoever asks). */
export const askGuestEmailCode = (email: string) =>
  api.post<{ success: true; message: string }>('/api/shop/order/guest-code', { email });

/** The code box: the summary with the code for this cart and address (an ApiError says why not). */
export const checkDiscountCode = (code: string, addressId: string | null) =>
  api.post<DiscountCheckResponse>(
    '/api/shop/discount-codes/check',
    addressId ? { code, addressId } : { code },
  );

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
  api.post<SimulatedPayResponse>('/api/payments/simulated/pay', {
    order_id: providerOrderId,
  });

export async function fetchPayableOrder(orderId: string, signal?: AbortSignal) {
  return (
    await api.get<OrderResponse>(`/api/shop/order/details/${seg(orderId)}`, {
      signal,
    })
  ).data as PayableOrder;
}
