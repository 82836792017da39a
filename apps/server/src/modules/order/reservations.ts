import { and, eq, lt, sql } from 'drizzle-orm';
import type { CancelReason } from '@resham/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { releaseStock } from './stock';

/** The stock an unpaid order holds: given back when the order is cancelled or its hold lapses. */
export class OrderReservations {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Cancels an unpaid order and gives its stock back. Safe to call on any order: it only acts on pending ones. */
  async cancel(orderId: string, reason: CancelReason): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || order.orderStatus !== 'pending' || order.paymentStatus !== 'pending') return false;
      if (order.stockReserved) {
        const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
        await releaseStock(tx, items);
      }
      await markCancelled(tx, orderId, reason);
      this.log.info({ orderId, reason }, 'order cancelled');
      return true;
    });
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
      const cancelled = await this.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), lapsed))
          .for('update', { skipLocked: true });
        if (!order) return false; // paid, cancelled or extended meanwhile, or another process has it
        if (order.stockReserved) {
          await releaseStock(tx, await tx.select().from(orderItems).where(eq(orderItems.orderId, id)));
        }
        await markCancelled(tx, id, 'expired');
        return true;
      });
      if (cancelled) {
        this.log.info({ orderId: id, reason: 'expired' }, 'order cancelled');
        n++;
      }
    }
    return n;
  }
}

/** Marks an order cancelled, holding nothing; the caller has given its stock back in the same transaction. */
export async function markCancelled(tx: Db, orderId: string, reason: CancelReason) {
  await tx
    .update(orders)
    .set({
      orderStatus: 'cancelled',
      cancelReason: reason,
      stockReserved: false,
      reservedUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}
