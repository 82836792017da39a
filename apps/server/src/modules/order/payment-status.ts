import { and, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@resham/shared';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { OrderRow } from './order-mapper';

/**
 * Where an order's payment status may go from each status (drawn in docs/payments.md). Every change of
 * it goes through transitionPaymentStatus below; nothing else writes `payment_status`.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'refund_pending', 'authorized_released'],
  authorized_released: ['refund_pending'],
  paid: ['refund_pending'],
  refund_pending: ['refunded', 'refund_failed'],
  // A retry that fails again is recorded again.
  refund_failed: ['refunded', 'refund_failed'],
  refunded: [],
  cod_pending: ['paid'],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** A move the table does not allow: a bug in the caller, never a state a request can ask for. */
export class IllegalPaymentTransition extends Error {
  constructor(from: readonly PaymentStatus[], to: PaymentStatus) {
    super(`payment status may not move from ${from.join(' or ')} to ${to}`);
  }
}

/** What may change with the payment status in the same statement (never the status itself). */
export type AlongWithPayment = Omit<PgUpdateSetSource<typeof orders>, 'paymentStatus'>;

/**
 * Moves an order's payment status from `from` (one status, or any of several) to `to`, with `values`
 * written in the same UPDATE ... WHERE payment_status IN (from), so a concurrent change is never
 * overwritten. Answers the changed row, or null when the order was not in `from` (another process moved
 * it first). A move the table does not allow throws before anything is written.
 */
export async function transitionPaymentStatus(
  tx: Db,
  orderId: string,
  from: PaymentStatus | readonly PaymentStatus[],
  to: PaymentStatus,
  values: AlongWithPayment = {},
): Promise<OrderRow | null> {
  const sources = typeof from === 'string' ? [from] : from;
  if (sources.length === 0 || !sources.every((s) => canMovePayment(s, to))) {
    throw new IllegalPaymentTransition(sources, to);
  }
  const [row] = await tx
    .update(orders)
    .set({ updatedAt: new Date(), ...values, paymentStatus: to })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, [...sources])))
    .returning();
  return row ?? null;
}
