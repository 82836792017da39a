import { and, eq, lt, sql } from 'drizzle-orm';
import type { CancelReason } from '@resham/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import type { StockChange } from '../../lib/catalog-tags';
import { releaseDiscountUse } from '../discount';
import { RECONCILE_FIRST_CHECK } from './reconciliation';
import { releaseStock, type StockLine } from './stock';

/** The stock an unpaid order holds: given back when the order is cancelled or its hold lapses. */
export class OrderReservations {
  constructor(
    private readonly db: Db,
    private readonly changes: CatalogChanges,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Cancels an unpaid order and gives its stock back. Safe to call on any order: it only acts on pending ones. */
  async cancel(orderId: string, reason: CancelReason): Promise<boolean> {
    const released = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || order.orderStatus !== 'pending' || order.paymentStatus !== 'pending') return null;
      return releaseOrder(tx, order, { status: 'cancelled', reason });
    });
    if (!released) return false;
    this.log.info({ orderId, reason }, 'order cancelled');
    this.changes.changed(...released);
    return true;
  }

  /**
   * Releases reservations that were not paid in time. Returns how many orders this call cancelled.
   * Safe with several processes sweeping at once: each order is claimed under its row lock with SKIP
   * LOCKED and re-checked there (still unpaid, hold lapsed by the database's clock), so it is cancelled
   * and its stock given back once, and an order being paid or extended right now is left alone.
   */
  async expireReservations(): Promise<number> {
    const lapsed = and(
      eq(orders.orderStatus, 'pending'),
      eq(orders.paymentStatus, 'pending'),
      lt(orders.reservedUntil, sql`now()`),
    );
    const due = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(lapsed)
      .orderBy(orders.reservedUntil)
      .limit(100);
    let n = 0;
    for (const { id } of due) {
      const released = await this.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), lapsed))
          .for('update', { skipLocked: true });
        if (!order) return null; // paid, cancelled or extended meanwhile, or another process has it
        return releaseOrder(tx, order, { status: 'cancelled', reason: 'expired' });
      });
      if (released) {
        this.log.info({ orderId: id, reason: 'expired' }, 'order cancelled');
        this.changes.changed(...released);
        n++;
      }
    }
    return n;
  }
}

/**
 * Ends an order's hold on stock, the one way every cancel and reject does it: gives back what it reserved
 * (only while it still holds it, so never twice) and records it cancelled (with why), rejected or
 * returned undelivered (a rejection with the reason the shopper is told); a cancelled order gives its discount code's use back (once). The caller holds
 * the order's row lock in `tx`; `items` when it has read the lines already. Answers the stock it gave
 * back, for the caller to name once its transaction committed (catalogChanges.changed).
 */
export async function releaseOrder(
  tx: Db,
  order: { id: string; stockReserved: boolean },
  end:
    | { status: 'cancelled'; reason: CancelReason }
    | { status: 'rejected'; reason: string }
    | { status: 'returned' },
  items?: StockLine[],
): Promise<StockChange[]> {
  let released: StockChange[] = [];
  if (order.stockReserved) {
    const lines =
      items ??
      (await tx
        .select({ productId: orderItems.productId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id)));
    released = await releaseStock(tx, lines);
  }
  if (end.status === 'cancelled') await releaseDiscountUse(tx, order.id);
  await tx
    .update(orders)
    .set({
      orderStatus: end.status,
      ...(end.status === 'cancelled'
        ? {
            cancelReason: end.reason,
            // A payment may still be made (or have been made, its verify lost) against its provider
            // order: the reconciliation sweep asks the provider, starting shortly.
            reconcileAt: sql`case when ${orders.providerOrderId} is not null then ${RECONCILE_FIRST_CHECK} end`,
          }
        : end.status === 'rejected'
          ? { rejectionReason: end.reason }
          : {}),
      stockReserved: false,
      reservedUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  return released;
}
