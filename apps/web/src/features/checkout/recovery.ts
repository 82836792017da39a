import type { PayResult } from './payment/pay-order';

/** What the shopper is told after a payment window closed without a payment. */
export type PaymentNotice = Exclude<PayResult, { status: 'paid' }>;

/**
 * What an order is made of, as far as the checkout can tell: the delivery address and the cart's
 * lines. Two equal keys mean a new order would be the same order again.
 */
export function basketKey(
  addressId: string | null,
  items: ReadonlyArray<{ productId: string; quantity: number }>,
): string {
  const lines = items.map((item) => `${item.productId}×${item.quantity}`).sort();
  return `${addressId ?? ''}|${lines.join(',')}`;
}

/** Whether the order a notice speaks of can still be paid (a closed window, or a failure worth retrying). */
export const isRetryable = (notice: PaymentNotice | null): notice is PaymentNotice =>
  notice !== null && (notice.status === 'dismissed' || notice.retryable);

/**
 * The order the checkout's main button should pay again instead of creating another: the one the last
 * notice speaks of, while it is payable and the address and cart are still what it was created from.
 * Null when a new order is due (nothing failed, the order cannot be paid, or the basket changed).
 */
export function retryTarget(
  notice: PaymentNotice | null,
  createdFrom: string | null,
  current: string,
): string | null {
  if (!isRetryable(notice)) return null;
  return createdFrom === current ? notice.orderId : null;
}
