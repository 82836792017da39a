export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'refund_failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The one order lifecycle, enforced by the server and shown alike to shoppers and staff:
 * pending (awaiting payment) → confirmed (paid) → inProcess → inShipping → delivered;
 * rejected from confirmed or inProcess (refunded); cancelled for unpaid orders.
 * pending → confirmed happens only through a verified payment, never by hand.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  confirmed: ['inProcess', 'rejected'],
  inProcess: ['inShipping', 'rejected'],
  inShipping: ['delivered'],
  delivered: [],
  rejected: [],
  cancelled: [],
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
};

/** Badge colours of spec §4: confirmed green, rejected red, any other value yellow. */
export function orderStatusTone(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'confirmed' || status === 'delivered') return 'green';
  if (status === 'rejected' || status === 'cancelled') return 'red';
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
  refundFailed: 'Order rejected, but the refund failed. Please retry the refund.',
  refundRetried: 'Refund completed.',
  alreadyRefunded: 'This order is already refunded.',
} as const;
