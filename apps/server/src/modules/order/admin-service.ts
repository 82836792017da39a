import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  amountDuePaise,
  ADMIN_ORDER_MESSAGES as M,
  canMoveOrder,
  COD_MESSAGES,
  COD_METHOD,
  formatPaise,
  ORDER_MESSAGES,
  ORDER_SEARCH,
  orderSearchNeedle,
  REJECTION_MESSAGES,
  TRACKING_MESSAGES,
  trackingUrlFor,
  type OrderStatus,
  type ShipmentFields,
} from '@resham/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import type { StockChange } from '../../lib/catalog-tags';
import { HttpError, notFound } from '../../lib/errors';
import { recordActivity, type Actor } from '../activity/record';
import type { Buyers } from './buyers';
import type { OrderRow } from './order-mapper';
import type { OrderReads } from './order-reads';
import { transitionPaymentStatus } from './payment-status';
import { oweExchangeCreditBack, oweOrderPayment } from './refund-records';
import type { OrderRefunds } from './refunds';
import { releaseOrder } from './reservations';

export interface StatusEvents {
  /** Inside the transaction that changed the status (emails to queue). */
  statusChanged(tx: Db, orderId: string, status: OrderStatus): Promise<void>;
  afterCommit?(): void;
}

/** Staff's view of orders: paged lists, details with the customer, and the lifecycle of spec §4 made strict. */
export class AdminOrderService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderReads,
    private readonly buyers: Buyers,
    private readonly refunds: OrderRefunds,
    private readonly events: StatusEvents,
    private readonly changes: CatalogChanges,
  ) {}

  async list(opts: {
    page: number;
    pageSize: number;
    status?: OrderStatus;
    q?: string;
    orderNumber?: number;
  }) {
    const conditions: SQL[] = [];
    if (opts.status) conditions.push(eq(orders.orderStatus, opts.status));
    // One row at most, found through the unique index on order_number.
    if (opts.orderNumber !== undefined) conditions.push(eq(orders.orderNumber, opts.orderNumber));
    const q = opts.q?.trim();
    if (q) {
      // A well-formed uuid is the order's id; anything else is looked for in the kept search text
      // (name, email, phone, recipient) through its trigram index.
      if (z.uuid().safeParse(q).success) conditions.push(eq(orders.id, q));
      else {
        const needle = orderSearchNeedle(q);
        if (needle === null) throw new HttpError(400, ORDER_SEARCH.tooShort);
        const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(sql`${orders.searchText} like ${pattern}`);
      }
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ order: orders, customerName: orders.buyerName, customerEmail: orders.buyerEmail })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(opts.pageSize)
        .offset((opts.page - 1) * opts.pageSize),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    const withItems = await this.orders.withItems(rows.map((r) => r.order));
    return {
      data: withItems.map((o, i) => ({
        ...o,
        customerName: rows[i]!.customerName,
        customerEmail: rows[i]!.customerEmail,
      })),
      total: total!.n,
      page: opts.page,
      pageSize: opts.pageSize,
    };
  }

  async details(orderId: string) {
    const order = await this.orders.details(orderId);
    const buyer = await this.buyers.of(orderId);
    return { ...order, customerName: buyer.userName, customerEmail: buyer.email };
  }

  /**
   * Moves an order along the lifecycle, under the order's row lock. In Shipping records the courier and
   * AWB (and the tracking page); Delivered for a cash-on-delivery order records the cash collected
   * (payment paid, so the dashboard counts it from now). Rejecting (with the reason the shopper is
   * told), or a parcel returned undelivered, gives the stock back once and refunds a prepaid payment;
   * repeating the rejection retries a failed refund and never restores stock twice. A COD order takes no
   * money either way.
   */
  async updateStatus(
    orderId: string,
    to: OrderStatus,
    actor: Actor,
    fields: ShipmentFields = {},
  ): Promise<{ message: string }> {
    const outcome = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      const prepaid = order.paymentMethod !== COD_METHOD && order.paymentId !== '';
      // Repeating a rejection (or a return) retries its refund; it never restores stock twice.
      const ended = to === 'rejected' || to === 'returned';
      if (ended && order.orderStatus === to && prepaid) {
        // Ended while still marked paid (before refunds were recorded as owed): owed from now.
        if (order.paymentStatus === 'paid') await oweOrderPayment(tx, orderId, 'paid', to);
        return { retryRefund: true, released: [], creditKey: null };
      }
      if (!canMoveOrder(order.orderStatus, to)) throw new HttpError(409, M.illegal(order.orderStatus, to));
      // The shopper is told why (order details and email). A repeat above, retrying a refund, keeps the
      // reason the rejection gave.
      const reason = fields.reason ?? '';
      if (to === 'rejected' && !reason) throw new HttpError(400, REJECTION_MESSAGES.reasonRequired);
      const subject = `#${order.orderNumber}`;
      await recordActivity(tx, {
        actor,
        kind: 'order.status',
        subject,
        before: { orderStatus: order.orderStatus },
        after: { orderStatus: to, ...(to === 'rejected' ? { reason } : {}) },
      });
      let released: StockChange[] = [];
      let creditKey: string | null = null;
      if (to === 'rejected' || to === 'returned' || to === 'cancelled')
        creditKey = await oweExchangeCreditBack(tx, order);
      if (to === 'rejected' || to === 'returned') {
        released = await releaseOrder(tx, order, to === 'rejected' ? { status: to, reason } : { status: to });
        // Owed back from this moment, under the row lock: the refund sweep makes it if this process
        // stops before the call below.
        if (order.paymentStatus === 'paid' && prepaid) {
          await oweOrderPayment(tx, orderId, 'paid', to);
          await recordActivity(tx, {
            actor,
            kind: 'order.refund',
            subject,
            before: { paymentStatus: order.paymentStatus },
            after: { paymentStatus: 'refund_pending', amountPaise: order.totalPaise },
          });
        }
      } else if (to === 'cancelled')
        released = await releaseOrder(tx, order, { status: 'cancelled', reason: 'admin' });
      else if (to === 'delivered' && order.paymentMethod === COD_METHOD) {
        // Collected now: paid from this moment (the dashboard's sales trigger counts it, dated today).
        const paid = await transitionPaymentStatus(
          tx,
          orderId,
          'cod_pending',
          'paid',
          this.moveValues(order, to, fields),
        );
        if (!paid) throw new HttpError(409, M.illegal(order.orderStatus, to));
      } else
        await tx
          .update(orders)
          .set(this.moveValues(order, to, fields))
          .where(eq(orders.id, orderId));
      await this.events.statusChanged(tx, orderId, to);
      return { retryRefund: ended && prepaid, released, creditKey };
    });
    this.events.afterCommit?.();
    this.changes.changed(...outcome.released);
    if (outcome.creditKey) await this.refunds.refundByKey(outcome.creditKey);
    if (!outcome.retryRefund) return { message: M.updated(to) };
    // Claimed on the order row: of two admins rejecting at once, one makes the refund call; the other
    // hears the settled answer, or 409 while that call is still in flight — never a second call.
    const { order, claimed } = await this.refunds.refundIfOwed(orderId);
    if (order.paymentStatus === 'refunded')
      return { message: claimed ? (to === 'returned' ? M.returnedRefunded : M.refunded) : M.alreadyRefunded };
    if (!claimed) throw new HttpError(409, M.refundInProgress);
    throw new HttpError(502, M.refundFailed);
  }

  /** What a forward move writes: the status, and the shipment or the collected cash it needs. */
  private moveValues(order: OrderRow, to: OrderStatus, fields: ShipmentFields): Partial<OrderRow> {
    const now = new Date();
    if (to === 'inShipping') {
      if (!fields.courier) throw new HttpError(400, TRACKING_MESSAGES.courierRequired);
      if (!fields.trackingNumber) throw new HttpError(400, TRACKING_MESSAGES.awbRequired);
      const trackingUrl = trackingUrlFor(fields.courier, fields.trackingNumber, fields.trackingUrl || null);
      return {
        orderStatus: to,
        courier: fields.courier,
        trackingNumber: fields.trackingNumber,
        trackingUrl,
        updatedAt: now,
      };
    }
    if (to === 'delivered' && order.paymentMethod === COD_METHOD) {
      if (fields.cashCollected !== true) {
        throw new HttpError(400, COD_MESSAGES.collectMissing(formatPaise(amountDuePaise(order))));
      }
      return { orderStatus: to, paidAt: now, deliveredAt: now, updatedAt: now };
    }
    if (to === 'delivered') return { orderStatus: to, deliveredAt: now, updatedAt: now };
    return { orderStatus: to, updatedAt: now };
  }
}
