import { and, asc, eq, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@resham/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { OrderRow } from './order-mapper';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { transitionPaymentStatus } from './payment-status';
import { ORDER_PAYMENT_REASONS, otherPaymentRefundKey } from './refund-records';

type RefundRow = typeof refunds.$inferSelect;

/** How long a claimed call may run before another process may make it (a crash mid-call). */
const LEASE = sql`now() + interval '5 minutes'`;
/** A failed refund waits 10 minutes per attempt so far (at most an hour) before the sweep tries it again. */
const BACKOFF = sql`now() + interval '10 minutes' * least(${refunds.attempts}, 6)`;
/** Refunds tried per sweep, per process. */
const BATCH = 20;

/** Owed and not done, and no call in flight: what a request may try at once. */
const CLAIMABLE_NOW = or(
  inArray(refunds.status, ['pending', 'failed']),
  and(eq(refunds.status, 'processing'), lte(refunds.nextAttemptAt, sql`now()`)),
)!;
/** What the sweep tries: not done, and its time (first delay, backoff or an ended lease) has come. */
const DUE = and(ne(refunds.status, 'succeeded'), lte(refunds.nextAttemptAt, sql`now()`))!;

/**
 * Works the refunds table: each row is refunded through the provider until it accepts, never twice at
 * once. A call is claimed on its row (processing, with a lease in next_attempt_at), sent with the row's
 * idempotency key (a call repeated after a crash returns the earlier refund), and its outcome recorded
 * with the order's payment status in one transaction. Rows are written by the transactions that decide
 * them (refund-records.ts); this only carries them out.
 */
export class OrderRefunds {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Refunds the order's own payment now, if it is owed and no call is in flight; answers the order. */
  async refund(orderId: string): Promise<OrderRow> {
    return (await this.refundIfOwed(orderId)).order;
  }

  /**
   * refund(), saying whether this call made (or tried) the refund: `claimed` false means nothing was owed
   * or another request holds the claim right now, and the order is answered as it stands.
   */
  async refundIfOwed(orderId: string): Promise<{ order: OrderRow; claimed: boolean }> {
    const [row] = await this.claim(
      and(eq(refunds.orderId, orderId), inArray(refunds.reason, ORDER_PAYMENT_REASONS), CLAIMABLE_NOW)!,
    );
    if (row) await this.attempt(row);
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return { order, claimed: !!row };
  }

  /** Refunds a payment that is not its order's own (a second one, another amount) now, unless done or in flight. */
  async refundOtherPayment(paymentId: string): Promise<void> {
    await this.refundByKey(otherPaymentRefundKey(paymentId));
  }

  /** Makes the refund of this key now (a return's), unless it is done or in flight. */
  async refundByKey(idempotencyKey: string): Promise<void> {
    const [row] = await this.claim(and(eq(refunds.idempotencyKey, idempotencyKey), CLAIMABLE_NOW)!);
    if (row) await this.attempt(row);
  }

  /**
   * The sweep: tries every refund that is due, of every kind; answers how many this call refunded. Safe
   * with several processes: a batch is claimed by one UPDATE over rows locked with SKIP LOCKED that
   * re-checks they are due, so a row another process claimed or just tried is not tried again.
   */
  async retryRefunds(): Promise<number> {
    const due = this.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(DUE)
      .orderBy(asc(refunds.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let done = 0;
    for (const row of await this.claim(and(inArray(refunds.id, due), DUE)!)) {
      if (await this.attempt(row)) done++;
    }
    return done;
  }

  /** Claims rows with one conditional UPDATE: re-checked under each row's lock, so never twice at once. */
  private claim(which: SQL) {
    return this.db
      .update(refunds)
      .set({
        status: 'processing',
        nextAttemptAt: LEASE,
        attempts: sql`${refunds.attempts} + 1`,
        updatedAt: new Date(),
      })
      .where(which)
      .returning();
  }

  /** One call to the provider for a claimed row, and its outcome recorded; true if refunded. */
  private async attempt(row: RefundRow): Promise<boolean> {
    let providerRefundId: string;
    try {
      providerRefundId = (
        await this.provider.refund(row.providerPaymentId, row.amountPaise, row.idempotencyKey)
      ).id;
    } catch (err) {
      this.log.error(
        { err, orderId: row.orderId, refundId: row.id, paymentId: row.providerPaymentId },
        'refund failed; it will be retried',
      );
      await this.settle(row, {
        status: 'failed',
        lastError: err instanceof PaymentProviderError ? err.message : 'Refund failed',
      });
      return false;
    }
    await this.settle(row, { status: 'succeeded', providerRefundId });
    if (!isOrderPayment(row.reason)) {
      this.log.warn({ orderId: row.orderId, paymentId: row.providerPaymentId }, `${row.reason} refunded`);
    }
    return true;
  }

  /**
   * Records a call's outcome on its row and, for the order's own payment, moves the order's payment
   * status with it, in one transaction. A success another process recorded first is never overwritten.
   */
  private async settle(
    row: RefundRow,
    outcome: { status: 'succeeded'; providerRefundId: string } | { status: 'failed'; lastError: string },
  ) {
    await this.db.transaction(async (tx) => {
      const [settled] = await tx
        .update(refunds)
        .set(
          outcome.status === 'succeeded'
            ? { ...outcome, lastError: null, updatedAt: new Date() }
            : { ...outcome, nextAttemptAt: BACKOFF, updatedAt: new Date() },
        )
        .where(and(eq(refunds.id, row.id), ne(refunds.status, 'succeeded')))
        .returning({ reason: refunds.reason });
      if (!settled || !isOrderPayment(settled.reason)) return;
      await transitionPaymentStatus(
        tx,
        row.orderId,
        ['refund_pending', 'refund_failed'],
        outcome.status === 'succeeded' ? 'refunded' : 'refund_failed',
      );
    });
  }
}

function isOrderPayment(reason: RefundRow['reason']): boolean {
  return (ORDER_PAYMENT_REASONS as readonly string[]).includes(reason);
}
