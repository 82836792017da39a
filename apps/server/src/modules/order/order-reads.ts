import { and, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@resham/shared';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { toApiOrder, type OrderItemRow, type OrderRow } from './order-mapper';
import { orderRefundIds } from './refund-reads';

/** Reading orders: the shopper's own (another's is a 404, as if it did not exist), staff's any, with their lines. */
export class OrderReads {
  constructor(
    private readonly db: Db,
    /** STORE_STATE: the order's tax label (CGST + SGST or IGST) depends on it. */
    private readonly sellerState: string,
  ) {}

  /** The session user's order, or 404 (another user's order is indistinguishable from none). */
  async ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return row;
  }

  async anyOrder(orderId: string): Promise<OrderRow> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return row;
  }

  /**
   * The session user's order behind a provider order, if it still awaits payment: what the simulated
   * window may pay. Another user's provider order is a 404, as if it did not exist.
   */
  async ownPayableByProviderOrder(userId: string, providerOrderId: string): Promise<OrderRow> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.userId, userId)));
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    if (row.orderStatus !== 'pending' || row.paymentStatus !== 'pending') {
      throw new HttpError(409, ORDER_MESSAGES.notPending);
    }
    return row;
  }

  /** An order's lines, in the order they were bought. */
  async items(orderId: string): Promise<OrderItemRow[]> {
    return this.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  }

  /** An order as the API answers it: the user's own when `userId` is given, else any (staff). */
  async details(orderId: string, userId?: string) {
    const row = userId ? await this.ownOrder(userId, orderId) : await this.anyOrder(orderId);
    const [items, refundIds] = await Promise.all([this.items(orderId), orderRefundIds(this.db, [orderId])]);
    return toApiOrder(row, items, this.sellerState, refundIds.get(orderId) ?? null);
  }

  /** A user's orders, newest first, with their lines (two queries, no N+1). */
  async listForUser(userId: string) {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(200);
    return this.withItems(rows);
  }

  async withItems(rows: OrderRow[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [items, refundIds] = await Promise.all([
      this.db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
      orderRefundIds(this.db, ids),
    ]);
    const byOrder = new Map<string, OrderItemRow[]>();
    for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    return rows.map((r) =>
      toApiOrder(r, byOrder.get(r.id) ?? [], this.sellerState, refundIds.get(r.id) ?? null),
    );
  }
}
