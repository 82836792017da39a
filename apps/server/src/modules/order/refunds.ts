import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@resham/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { OrderRow } from './order-mapper';
import { DuplicateRefunds } from './duplicate-refunds';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

/** A refund waiting this long (or a failed one this long) is tried again by the sweep. */
const REFUND_RETRY_AFTER_MS = { refund_pending: 60_000, refund_failed: 10 * 60_000 };

/** Money owed back to shoppers: refunded through the provider once, recorded on the order, retried until done. */
export class OrderRefunds {
  /** Second payments for settled orders (recorded by the payment that found them), refunded and retried. */
  readonly duplicates: DuplicateRefunds;

  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
  ) {
    this.duplicates = new DuplicateRefunds(db, provider, log);
  }

  /**
   * Refunds an order's payment in full through the provider, once: the order id is the idempotency key
   * and the outcome (refund id, or the error for a retry) is recorded on the order. Acts only on a payment
   * owed back (refund pending or failed, or a paid order staff rejected), and only in one process at a
   * time: the call is claimed on the order row for a few minutes, so a crash mid-call is retried later.
   */
  async refund(orderId: string): Promise<OrderRow> {
    return (await this.claimAndRefund(orderId)).order;
  }

  /**
   * refund(), saying whether this call made (or tried) the refund: `claimed` false means nothing was owed
   * or another request holds the claim right now, and the order is answered as it stands.
   */
  async refundIfOwed(orderId: string): Promise<{ order: OrderRow; claimed: boolean }> {
    return this.claimAndRefund(orderId);
  }

  /** refund(), with a further condition the claim re-checks (the sweep's "still due"). */
  private async claimAndRefund(orderId: string, also?: SQL): Promise<{ order: OrderRow; claimed: boolean }> {
    const [claimed] = await this.db
      .update(orders)
      .set({ refundClaimedUntil: sql`now() + interval '5 minutes'` })
      .where(
        and(
          eq(orders.id, orderId),
          sql`${orders.paymentId} <> ''`,
          or(
            inArray(orders.paymentStatus, ['refund_pending', 'refund_failed']),
            and(eq(orders.paymentStatus, 'paid'), eq(orders.orderStatus, 'rejected')),
          ),
          or(isNull(orders.refundClaimedUntil), lt(orders.refundClaimedUntil, sql`now()`)),
          also,
        ),
      )
      .returning();
    if (!claimed) {
      const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return { order, claimed: false };
    }
    const settle = async (values: Partial<typeof orders.$inferInsert>) => {
      const [row] = await this.db
        .update(orders)
        .set({ ...values, refundClaimedUntil: null, updatedAt: new Date() })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    };
    try {
      const refund = await this.provider.refund(claimed.paymentId, claimed.totalPaise, `refund-${orderId}`);
      const order = await settle({ paymentStatus: 'refunded', refundId: refund.id, refundError: null });
      return { order, claimed: true };
    } catch (err) {
      this.log.error({ err, orderId }, 'refund failed; it will be retried');
      const order = await settle({
        paymentStatus: 'refund_failed',
        refundError: err instanceof PaymentProviderError ? err.message : 'Refund failed',
      });
      return { order, claimed: true };
    }
  }

  /**
   * Retries refunds that are owed and not done (a crash after the payment, a provider outage), orders'
   * and second payments' alike. Answers how many this call refunded. Safe with several processes: each
   * order is claimed by one conditional UPDATE that re-checks it is still due, so a refund another
   * process just tried is not tried again.
   */
  async retryRefunds(): Promise<number> {
    const now = Date.now();
    const due = or(
      and(
        eq(orders.paymentStatus, 'refund_pending'),
        lt(orders.updatedAt, new Date(now - REFUND_RETRY_AFTER_MS.refund_pending)),
      ),
      and(
        eq(orders.paymentStatus, 'refund_failed'),
        lt(orders.updatedAt, new Date(now - REFUND_RETRY_AFTER_MS.refund_failed)),
      ),
    )!;
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(due)
      .orderBy(sql`${orders.updatedAt}`)
      .limit(20);
    let done = 0;
    for (const { id } of rows) {
      const { order, claimed } = await this.claimAndRefund(id, due);
      if (claimed && order.paymentStatus === 'refunded') done++;
    }
    return done + (await this.duplicates.retry());
  }
}
