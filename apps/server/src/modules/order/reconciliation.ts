import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { PaymentProvider } from './payment-provider';
import type { OrderPayments } from './payments';

/** The first question about a cancelled order, asked shortly after it was cancelled. */
export const RECONCILE_FIRST_CHECK = sql`now() + interval '2 minutes'`;
/** How long a claimed check may run before another process may make it (a crash mid-check). */
const LEASE = sql`now() + interval '5 minutes'`;
/**
 * After the n-th check, the next comes this many minutes later: 10 min, 1 h, 6 h, 1 day, 2 days, 2 days
 * (the last about 5 days after cancelling: Razorpay may capture an authorisation until then); then none.
 */
const NEXT_CHECK_MINUTES = [10, 60, 6 * 60, 24 * 60, 2 * 24 * 60, 2 * 24 * 60];
/** With nothing outstanding at the provider (no payment, or only failed ones), asking stops after this many checks. */
const QUIET_CHECKS = 3;
/** Orders older than this are not asked about any more (Razorpay releases uncaptured payments in 5 days). */
const RECONCILE_DAYS = 7;
/** Orders checked per sweep, per process. */
const BATCH = 20;

/**
 * Asks the provider about orders that were cancelled (by the shopper or staff, superseded by a newer
 * checkout, or expired) with a provider order and no settled payment, so money is never kept without a
 * webhook: a verify request lost with its process, a webhook that never came. Each payment the provider
 * lists for the order is applied exactly as a webhook would apply it (OrderPayments): captured money
 * for an order that cannot take it is refunded through the refund machinery (once: claimed on the order
 * row, idempotency key per order), an authorization is left uncaptured and recorded as released, and a
 * late payment for an expired order that can still be confirmed confirms it.
 *
 * Bounded: only rows with a due `reconcile_at` (a partial index), a batch at a time; three questions
 * per order (2 min, 12 min and 1 h 12 min after cancelling) while the provider lists nothing outstanding,
 * up to seven over about 5 days while an authorisation is outstanding, never beyond the order's first
 * week, none once its payment is settled. Safe with several processes: a batch is claimed by one UPDATE over
 * rows locked with SKIP LOCKED, which pushes `reconcile_at` out by a lease.
 */
export class PaymentReconciliation {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly payments: OrderPayments,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Checks the orders that are due; answers how many this call checked. */
  async reconcile(): Promise<number> {
    const due = this.db
      .select({ id: orders.id })
      .from(orders)
      .where(lte(orders.reconcileAt, sql`now()`))
      .orderBy(asc(orders.reconcileAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(orders)
      .set({ reconcileAt: LEASE, reconcileChecks: sql`${orders.reconcileChecks} + 1` })
      .where(and(inArray(orders.id, due), lte(orders.reconcileAt, sql`now()`)))
      .returning({
        id: orders.id,
        providerOrderId: orders.providerOrderId,
        checks: orders.reconcileChecks,
        createdAt: orders.createdAt,
      });
    let checked = 0;
    for (const row of claimed) {
      if (await this.check(row)) checked++;
    }
    return checked;
  }

  /** One order: its payments applied, then its next check scheduled (or none). False if the provider failed. */
  private async check(row: {
    id: string;
    providerOrderId: string | null;
    checks: number;
    createdAt: Date;
  }): Promise<boolean> {
    // An authorisation (or a payment still being made) may be captured later: keep asking while one is.
    let outstanding = false;
    if (row.providerOrderId) {
      let listed;
      try {
        listed = await this.provider.fetchOrderPayments(row.providerOrderId);
      } catch (err) {
        // Asked again when the lease ends.
        this.log.error({ err, orderId: row.id }, 'payment reconciliation: provider lookup failed');
        return false;
      }
      outstanding = listed.some((p) => p.status === 'authorized' || p.status === 'created');
      for (const payment of listed) {
        if (payment.status !== 'captured' && payment.status !== 'authorized') continue;
        try {
          const result = await this.payments.reconcilePayment(row.providerOrderId, payment.id);
          this.log.info(
            { orderId: row.id, paymentId: payment.id, paymentStatus: result.paymentStatus },
            'payment reconciliation: payment applied',
          );
        } catch (err) {
          // A payment for another amount (owed back, handled there), the provider down: the next check.
          this.log.warn(
            { err, orderId: row.id, paymentId: payment.id },
            'payment reconciliation: not applied',
          );
        }
      }
    }
    const [order] = await this.db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, row.id));
    const unsettled = order?.paymentStatus === 'pending' || order?.paymentStatus === 'authorized_released';
    const minutes = outstanding || row.checks < QUIET_CHECKS ? NEXT_CHECK_MINUTES[row.checks - 1] : undefined;
    const next = minutes === undefined ? null : new Date(Date.now() + minutes * 60_000);
    const tooOld = next && next.getTime() > row.createdAt.getTime() + RECONCILE_DAYS * 24 * 60 * 60_000;
    await this.db
      .update(orders)
      .set({ reconcileAt: row.providerOrderId && unsettled && !tooOld ? next : null })
      .where(eq(orders.id, row.id));
    return true;
  }
}
