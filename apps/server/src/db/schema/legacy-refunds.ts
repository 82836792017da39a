import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './selling';

/**
 * Where the previous release kept second and wrong-amount payments owed back, before refunds were rows
 * (migration 0040 copied them to `refunds`). Nothing reads or writes it; it stays while that release's
 * processes may still serve during an update, and a later migration copies what they wrote and drops it.
 */
export const legacyDuplicatePaymentRefunds = pgTable(
  'duplicate_payment_refunds',
  {
    paymentId: text('payment_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['pending', 'refunded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be tried next; while a call is in flight, the claim's lease (a crash is retried later). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    providerRefundId: text('provider_refund_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('duplicate_payment_refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status <> 'refunded'`),
    index('duplicate_payment_refunds_order_idx').on(t.orderId),
  ],
);
