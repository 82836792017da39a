import { eq, sql } from 'drizzle-orm';
import { COD_METHOD, type PaymentStatus } from '@resham/shared';
import type { Db } from '../../db/client';
import { orders, refunds, returns, type RefundReason } from '../../db/schema';
import type { OrderRow } from './order-mapper';
import { transitionPaymentStatus, type AlongWithPayment } from './payment-status';

/** Refunds of the order's own payment: its payment status follows them (refund_pending → refunded). */
export const ORDER_PAYMENT_REASONS = [
  'shopper_cancelled',
  'rejected',
  'returned',
  'order_not_payable',
] as const satisfies readonly RefundReason[];
export type OrderPaymentReason = (typeof ORDER_PAYMENT_REASONS)[number];

/** Refunds of another payment than the order's: a second payment, or one for another amount. */
export type OtherPaymentReason = Exclude<RefundReason, OrderPaymentReason>;

/** The sweep leaves a new refund this long to the call made right after its transaction commits. */
const FIRST_SWEEP_AFTER = sql`now() + interval '1 minute'`;

/** Writes one refund row, due to the sweep a minute from now; a second with the same key writes nothing. */
async function oweRefund(
  tx: Db,
  owed: { orderId: string; amountPaise: number; reason: RefundReason; paymentId: string; key: string },
): Promise<void> {
  await tx
    .insert(refunds)
    .values({
      orderId: owed.orderId,
      amountPaise: owed.amountPaise,
      reason: owed.reason,
      providerPaymentId: owed.paymentId,
      idempotencyKey: owed.key,
      nextAttemptAt: FIRST_SWEEP_AFTER,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey });
}

/** One idempotency key per refund, the keys the provider has known since before refunds were rows. */
export const orderRefundKey = (orderId: string) => `refund-${orderId}`;
export const otherPaymentRefundKey = (paymentId: string) => `refund-duplicate-${paymentId}`;

/**
 * Decides, in the caller's transaction, that an order's own payment goes back in full: its payment status
 * moves from `from` to refund_pending (with `values`) and the refund row is written beside it. Answers
 * the changed order, or null (nothing written) when the order was no longer in `from`.
 */
export async function oweOrderPayment(
  tx: Db,
  orderId: string,
  from: PaymentStatus,
  reason: OrderPaymentReason,
  values: AlongWithPayment = {},
): Promise<OrderRow | null> {
  const order = await transitionPaymentStatus(tx, orderId, from, 'refund_pending', values);
  if (!order) return null;
  await oweRefund(tx, {
    orderId,
    amountPaise: order.totalPaise,
    reason,
    paymentId: order.paymentId,
    key: orderRefundKey(orderId),
  });
  return order;
}

/**
 * Records that a payment which is not the order's own (a second one, or one for another amount) goes
 * back. Once per provider payment id: a redelivered or parallel report of it records nothing more.
 */
export async function owePaymentBack(
  tx: Db,
  owed: { orderId: string; paymentId: string; amountPaise: number; reason: OtherPaymentReason },
): Promise<void> {
  await oweRefund(tx, { ...owed, key: otherPaymentRefundKey(owed.paymentId) });
}

/** A return's refund: one per return, whatever retries or races decide it again. */
export const returnRefundKey = (returnId: string) => `refund-return-${returnId}`;

/**
 * Records that the units of a return are refunded their share of the order (issue 37), in the
 * transaction that moves the return: once per return. The order's payment status is left as it is (a
 * part of it goes back). Answers the refund's key, to make it at once.
 */
export async function oweReturnRefund(
  tx: Db,
  owed: { returnId: string; orderId: string; paymentId: string; amountPaise: number },
): Promise<string> {
  const key = returnRefundKey(owed.returnId);
  await oweRefund(tx, { ...owed, reason: 'customer_return', key });
  return key;
}

export const exchangeCreditRefundKey = (replacementOrderId: string) =>
  `refund-exchange-credit-${replacementOrderId}`;

/**
 * An exchange's replacement paid partly by the returned units' credit and partly at the door (issue 37)
 * ended undelivered (cancelled, rejected or returned): nothing was collected, and the credit goes back to
 * the payment of the order the units were returned from. Once per replacement. Answers the refund's key,
 * to make it at once, or null for any other order.
 */
export async function oweExchangeCreditBack(
  tx: Db,
  order: { id: string; paymentMethod: string; exchangeCreditPaise: number },
): Promise<string | null> {
  if (order.paymentMethod !== COD_METHOD || order.exchangeCreditPaise === 0) return null;
  const [origin] = await tx
    .select({ orderId: returns.orderId, paymentId: orders.paymentId })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.replacementOrderId, order.id));
  if (!origin) return null;
  const key = exchangeCreditRefundKey(order.id);
  await oweRefund(tx, {
    orderId: origin.orderId,
    amountPaise: order.exchangeCreditPaise,
    reason: 'customer_return',
    paymentId: origin.paymentId,
    key,
  });
  return key;
}
