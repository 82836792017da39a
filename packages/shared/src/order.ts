export * from './order-number';

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
  'cancelled',
  /** Came back undelivered from inShipping (RTO): stock back once; a prepaid order is refunded, COD takes no money. */
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * refund_pending: money came in for an order that cannot be confirmed (cancelled, superseded, sold out);
 * the refund is on its way (retried by the server until the provider accepts it).
 * authorized_released: a payment was only authorised (Razorpay's manual capture) for an order that could
 * not take it; it was never captured, and the provider releases the hold. Should it be captured later
 * anyway (auto-capture, the dashboard), it is refunded (refund_pending, then refunded).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'refund_pending',
  'refunded',
  'refund_failed',
  'authorized_released',
  /** Cash on delivery: nothing taken yet; paid when staff mark the order delivered and the cash collected. */
  'cod_pending',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Why an unpaid order was cancelled. A payment arriving later for an 'expired' order may still confirm it
 * (same prices, stock still there); for any other reason it is refunded.
 */
export const CANCEL_REASONS = ['expired', 'shopper', 'admin', 'superseded', 'provider-failed'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * The one order lifecycle, enforced by the server and shown alike to shoppers and staff:
 * pending (awaiting payment) → confirmed (paid) → inProcess → inShipping → delivered;
 * rejected from confirmed or inProcess (refunded); cancelled for unpaid orders; returned from inShipping.
 * pending → confirmed happens only through a verified payment, never by hand; a cash-on-delivery order
 * is confirmed when it is placed. The shopper cancels a confirmed or inProcess order herself (not here:
 * SHOPPER_CANCELLABLE), never once it is in shipping.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  confirmed: ['inProcess', 'rejected'],
  inProcess: ['inShipping', 'rejected'],
  inShipping: ['delivered', 'returned'],
  delivered: [],
  rejected: [],
  cancelled: [],
  returned: [],
};

/** The statuses in which a shopper may still cancel her confirmed order herself (before dispatch). */
export const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['confirmed', 'inProcess'];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  authorized_released: 'Not taken (released)',
  cod_pending: 'Cash on delivery',
};

/** Badge colours of spec §4: confirmed green, rejected red, any other value yellow. */
export function orderStatusTone(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'confirmed' || status === 'delivered') return 'green';
  if (status === 'rejected' || status === 'cancelled' || status === 'returned') return 'red';
  return 'yellow';
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export const ADMIN_ORDER_MESSAGES = {
  updated: (status: OrderStatus) => `Order status updated to ${ORDER_STATUS_LABELS[status]}.`,
  illegal: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${ORDER_STATUS_LABELS[from]} cannot be moved to ${ORDER_STATUS_LABELS[to]}.`,
  refunded: 'Order rejected and the payment refunded.',
  returnedRefunded: 'Order marked returned and the payment refunded.',
  refundFailed: 'Order rejected, but the refund failed. Please retry the refund.',
  refundRetried: 'Refund completed.',
  alreadyRefunded: 'This order is already refunded.',
  /** Another request (another admin, the sweep) is making this order's refund right now. */
  refundInProgress: 'The refund of this order is being made right now. Refresh in a moment to see it.',
  invalidStatus: 'Please choose a valid order status.',
} as const;

/** Why a payment could not confirm its order. */
export type NotConfirmedReason = 'cancelled' | 'soldOut' | 'priceChanged' | 'productGone';
const NOT_CONFIRMED: Record<NotConfirmedReason, string> = {
  cancelled: 'This order was cancelled',
  soldOut: 'The reservation expired and an item sold out meanwhile',
  priceChanged: 'The reservation expired and prices have changed since',
  productGone: 'The reservation expired and an item is no longer sold',
};

const ORDER_MESSAGES_CANCELLED_NOT_TAKEN =
  'This order was cancelled, so your payment was not taken. Any amount on hold is released by your bank.';

/** What shoppers are told about their orders and payments (server responses, shown as they are). */
export const ORDER_MESSAGES = {
  notFound: 'Order not found.',
  productGone: (title: string) => `'${title}' is no longer available. Please remove it from your cart.`,
  gatewayDown: 'The payment service is not reachable right now. Please try again in a minute.',
  badSignature: 'Payment verification failed. If money was deducted, it will be refunded automatically.',
  wrongProviderOrder: 'This payment does not belong to this order.',
  amountMismatch: 'The payment amount does not match the order total.',
  /** A captured payment for another amount than the order's: it pays nothing and is given back. */
  amountMismatchRefunded:
    'The payment amount does not match the order total, so it cannot pay for this order; it will be refunded automatically.',
  paymentNotCaptured: 'The payment has not been completed.',
  notPending: 'This order is no longer awaiting payment.',
  holdEnded: 'This order was held for as long as we can hold stock. Please check out again.',
  paid: 'Payment verified. Your order is confirmed.',
  alreadyPaid: 'This order is already paid.',
  cancelled: 'Order cancelled.',
  codPlaced: 'Order placed. Please pay in cash when it is delivered.',
  tooLarge: (limit: string) =>
    `Orders above ${limit} cannot be paid online. Please contact us to place this order.`,
  tooSmall: (least: string) => `Orders below ${least} cannot be paid online. Please add another item.`,
  /** The order would cost other than the total the shopper was shown (a price or a code changed): 409. */
  totalChanged: (total: string) =>
    `Your total has changed to ${total} since the summary was shown. Your order was not placed: please check the summary and place it again.`,
  expectedTotalInvalid: 'expectedTotal must be an amount in rupees (at most 2 decimals).',
  /** A payment for an order that can no longer be confirmed: refunded, or on its way back. */
  notConfirmed: (reason: NotConfirmedReason, refunded: boolean) =>
    `${NOT_CONFIRMED[reason]}; your payment ${refunded ? 'has been refunded' : 'will be refunded automatically'}.` +
    (reason === 'cancelled' ? '' : ' Please check out again.'),
  cancelledNotTaken: ORDER_MESSAGES_CANCELLED_NOT_TAKEN,
  /** An authorised payment for an order that can no longer be confirmed: never captured, released. */
  notTaken: (reason: NotConfirmedReason) =>
    reason === 'cancelled'
      ? ORDER_MESSAGES_CANCELLED_NOT_TAKEN
      : `${NOT_CONFIRMED[reason]}, so your payment was not taken. Any amount on hold is released by your bank. Please check out again.`,
  invoiceNotReady: 'The invoice is available once the order is paid.',
  /** The simulated payment window was given a provider order it does not know. */
  unknownProviderOrder: 'Unknown payment order.',
} as const;

/** After a closed or failed payment, and in the shopper's order history (issue 12). */
export const PAYMENT_RECOVERY_MESSAGES = {
  /** Under the notice while the same order can be paid again. */
  retryHint: "Press 'Retry payment' to pay for this same order: no second order is created.",
  /** The folded group of never-paid orders that a newer checkout replaced or whose hold ran out. */
  unpaidAttempts: (n: number) => `Unpaid attempts (${n})`,
  unpaidAttemptsHint:
    'Checkouts that were never paid: a newer checkout replaced them, or their hold ran out. Nothing was charged for them.',
  /** Why a folded order was cancelled. */
  superseded: 'Replaced by a newer checkout',
  expired: 'Hold ran out unpaid',
} as const;
