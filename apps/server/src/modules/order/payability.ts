import type { CancelReason, NotConfirmedReason, OrderStatus, PaymentStatus } from '@resham/shared';

export type PaymentOutcome = { kind: 'confirm' } | { kind: 'refund'; reason: NotConfirmedReason };

/**
 * What a payment arriving now may do to an order whose payment is still pending, before prices and
 * stock are looked at:
 * - 'confirm': the order is pending and holds its stock at the prices it was created at;
 * - 'confirm-if-unchanged': it was cancelled only because its reservation lapsed: confirm if every price
 *   is still the one it was created at and the stock can be taken again, else refund;
 * - 'refund': cancelled by the shopper or staff, superseded by a newer checkout, or anything else.
 */
export function paymentOutcome(order: {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  cancelReason: CancelReason | null;
}): 'confirm' | 'confirm-if-unchanged' | 'refund' {
  if (order.paymentStatus !== 'pending') return 'refund';
  if (order.orderStatus === 'pending') return 'confirm';
  if (order.orderStatus === 'cancelled' && order.cancelReason === 'expired') return 'confirm-if-unchanged';
  return 'refund';
}
