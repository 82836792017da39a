import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './selling';

/** A refund's own lifecycle: pending → processing (a call claimed) → succeeded, or failed (retried). */
export const REFUND_STATES = ['pending', 'processing', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * Why money goes back. The first four give back the order's own payment (its payment status follows the
 * refund); a duplicate or wrong-amount payment is another payment, and a return's refund a part of the
 * order's: these leave the order's payment status alone.
 */
export const REFUND_REASONS = [
  'shopper_cancelled',
  'rejected',
  'returned',
  'order_not_payable',
  'duplicate_payment',
  'wrong_amount',
  /** Units of a delivered order a shopper sent back (issue 37): their share, not the whole payment. */
  'customer_return',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Every refund the shop owes, one row each: written in the transaction that decides it, then worked by
 * the refund sweep (modules/order/refunds.ts) until the provider accepts it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: REFUND_STATES }).notNull().default('pending'),
    /** The provider's payment the money is given back from. */
    providerPaymentId: text('provider_payment_id').notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the sweep may try it next; while a call is in flight, the claim's lease (a crash is retried later). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sent with every call for this refund, so a call repeated after a crash returns the earlier refund. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status <> 'succeeded'`),
    index('refunds_order_idx').on(t.orderId),
  ],
);
