import { and, asc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { duplicatePaymentRefunds as owed } from '../../db/schema';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

/** How long a claimed refund call may run before another process may try it (a crash mid-call). */
const LEASE = sql`now() + interval '5 minutes'`;
/** A failed refund waits 10 minutes per attempt so far (at most an hour) before it is tried again. */
const BACKOFF = sql`now() + interval '10 minutes' * least(${owed.attempts}, 6)`;

/**
 * Records, inside the transaction that found the payment to be a second one for a settled order, that its
 * money is owed back. Once per provider payment id: a redelivered or parallel webhook records nothing more.
 */
export async function recordDuplicatePayment(
  tx: Db,
  owedRefund: { paymentId: string; orderId: string; amountPaise: number },
): Promise<void> {
  await tx.insert(owed).values(owedRefund).onConflictDoNothing({ target: owed.paymentId });
}

/**
 * Refunds second payments through the provider until it accepts. Each call is claimed on the row (a lease
 * in next_attempt_at), so one process at a time makes it; the provider's idempotency key
 * `refund-duplicate-{paymentId}` makes a call repeated after a crash return the earlier refund.
 */
export class DuplicateRefunds {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Tries one owed refund now (right after it was recorded), unless it is done or another process has it. */
  async refund(paymentId: string): Promise<void> {
    const [row] = await this.claim(eq(owed.paymentId, paymentId));
    if (row) await this.attempt(row);
  }

  /** Tries every owed refund that is due; answers how many were refunded. Safe with several processes. */
  async retry(): Promise<number> {
    const due = this.db
      .select({ paymentId: owed.paymentId })
      .from(owed)
      .where(and(ne(owed.status, 'refunded'), lte(owed.nextAttemptAt, sql`now()`)))
      .orderBy(asc(owed.nextAttemptAt))
      .limit(20)
      .for('update', { skipLocked: true });
    let done = 0;
    for (const row of await this.claim(inArray(owed.paymentId, due))) {
      if (await this.attempt(row)) done++;
    }
    return done;
  }

  /** Claims due rows with one conditional UPDATE: re-checked under the row lock, so never twice at once. */
  private claim(which: SQL) {
    return this.db
      .update(owed)
      .set({ nextAttemptAt: LEASE, attempts: sql`${owed.attempts} + 1`, updatedAt: new Date() })
      .where(and(which, ne(owed.status, 'refunded'), lte(owed.nextAttemptAt, sql`now()`)))
      .returning();
  }

  private async attempt(row: typeof owed.$inferSelect): Promise<boolean> {
    const { paymentId, orderId } = row;
    let refundId: string;
    try {
      refundId = (await this.provider.refund(paymentId, row.amountPaise, `refund-duplicate-${paymentId}`)).id;
    } catch (err) {
      this.log.error({ err, orderId, paymentId }, 'refund of a second payment failed; it will be retried');
      await this.settle(paymentId, {
        status: 'failed',
        lastError: err instanceof PaymentProviderError ? err.message : 'Refund failed',
        nextAttemptAt: BACKOFF,
      });
      return false;
    }
    await this.settle(paymentId, { status: 'refunded', providerRefundId: refundId, lastError: null });
    this.log.warn({ orderId, paymentId }, 'second payment for a settled order refunded');
    return true;
  }

  private async settle(paymentId: string, values: PgUpdateSetSource<typeof owed>) {
    await this.db
      .update(owed)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(owed.paymentId, paymentId));
  }
}
