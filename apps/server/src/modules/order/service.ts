import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  computeOrderSummary,
  formatPaise,
  LIMITS,
  MESSAGES,
  ORDER_MESSAGES,
  unitTaxPaise,
  type CancelReason,
} from '@resham/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  cartItems,
  categories,
  orderItems,
  orders,
  products,
  users,
  type AddressSnapshot,
} from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { findUserAddress } from '../address/service';
import type { PaymentProvider, ProviderOrder } from '../payment/provider';
import { toApiOrder, type OrderItemRow, type OrderRow } from './order-mapper';
import { lockProducts, releaseStock, reserveStock } from './stock';

export { ORDER_MESSAGES };

export interface CreatedOrder {
  orderId: string;
  razorpayOrder: ProviderOrder;
}

/** Checkout (orders with their stock held), the shopper's cancel and retry, the reservation sweep, and reads. */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly reservationMinutes: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get reservationMs() {
    return this.reservationMinutes * 60_000;
  }

  /**
   * Turns the session user's cart and chosen address into a pending order with its stock reserved,
   * then opens a provider order for the server-computed total. Nothing in the request body but the
   * address id is used. One transaction per shopper at a time (their user row is locked): an earlier
   * unpaid order is superseded and its stock given back in the same transaction, so a shopper never
   * holds stock for two orders (a unique index on orders backs this up).
   */
  async create(userId: string, addressId: string | undefined): Promise<CreatedOrder> {
    const order = await this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const lines = await tx
        .select({ item: cartItems, product: products, category: categories.name })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(cartItems.userId, userId));
      if (lines.length === 0) throw new HttpError(400, MESSAGES.toast.cartEmpty);
      const address = addressId ? await findUserAddress(tx, userId, addressId) : undefined;
      if (!address) throw new HttpError(400, MESSAGES.toast.noAddress);
      const gone = lines.find((l) => l.product.deletedAt);
      if (gone) throw new HttpError(409, ORDER_MESSAGES.productGone(gone.product.title));

      const earlier = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.orderStatus, 'pending'),
            eq(orders.paymentStatus, 'pending'),
          ),
        )
        .for('update');
      const earlierItems = earlier.length
        ? await tx
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                earlier.map((o) => o.id),
              ),
            )
        : [];
      // Every product row this transaction will touch, locked in one order: no deadlock with other checkouts.
      await lockProducts(tx, [...lines.map((l) => l.product.id), ...earlierItems.map((i) => i.productId)]);
      for (const o of earlier) {
        if (o.stockReserved)
          await releaseStock(
            tx,
            earlierItems.filter((i) => i.orderId === o.id),
          );
        await markCancelled(tx, o.id, 'superseded');
      }

      await reserveStock(
        tx,
        lines.map((l) => ({ productId: l.product.id, quantity: l.item.quantity })),
      );
      // Prices read with the product rows locked: what is charged is what is current.
      const current = await tx
        .select({ id: products.id, effective: products.effectivePricePaise })
        .from(products)
        .where(
          inArray(
            products.id,
            lines.map((l) => l.product.id),
          ),
        );
      const unitPrice = new Map(current.map((p) => [p.id, p.effective]));
      const priced = lines.map((l) => ({ ...l, unitPricePaise: unitPrice.get(l.product.id)! }));
      const snapshot = addressSnapshot(address);
      const summary = computeOrderSummary(
        priced.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.item.quantity })),
        snapshot,
      );
      if (summary.totalPaise! > LIMITS.maxOrderPaise) {
        throw new HttpError(400, ORDER_MESSAGES.tooLarge(formatPaise(LIMITS.maxOrderPaise)));
      }
      const [row] = await tx
        .insert(orders)
        .values({
          userId,
          subtotalPaise: summary.subtotalPaise,
          taxPaise: summary.taxPaise,
          shippingPaise: summary.shippingPaise!,
          totalPaise: summary.totalPaise!,
          addressInfo: snapshot,
          provider: this.provider.name,
          reservedUntil: new Date(Date.now() + this.reservationMs),
        })
        .returning();
      await tx.insert(orderItems).values(
        priced.map((l) => ({
          orderId: row!.id,
          productId: l.product.id,
          title: l.product.title,
          image: l.product.images[0] ?? '',
          category: l.category,
          unitPricePaise: l.unitPricePaise,
          unitTaxPaise: unitTaxPaise(l.unitPricePaise),
          quantity: l.item.quantity,
        })),
      );
      return row!;
    });

    try {
      const providerOrder = await this.provider.createOrder(order.totalPaise, order.id);
      await this.db.update(orders).set({ providerOrderId: providerOrder.id }).where(eq(orders.id, order.id));
      return { orderId: order.id, razorpayOrder: providerOrder };
    } catch (err) {
      this.log.error({ err, orderId: order.id }, 'payment provider order failed; releasing the reservation');
      await this.cancel(order.id, 'provider-failed');
      throw new HttpError(502, ORDER_MESSAGES.gatewayDown);
    }
  }

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

  async details(orderId: string, userId?: string) {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId));
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const items = await this.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    return toApiOrder(row, items);
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
    const items = await this.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(orderItems.id);
    const byOrder = new Map<string, OrderItemRow[]>();
    for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    return rows.map((r) => toApiOrder(r, byOrder.get(r.id) ?? []));
  }

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

  async cancelByShopper(userId: string, orderId: string) {
    const order = await this.ownOrder(userId, orderId);
    if (!(await this.cancel(order.id, 'shopper'))) throw new HttpError(409, ORDER_MESSAGES.notPending);
    return this.details(orderId, userId);
  }

  /**
   * Lets the shopper pay a pending order again (same provider order), extending its reservation, but
   * never beyond twice RESERVATION_MINUTES from the order's creation: after that the stock goes back.
   */
  async retryPayment(userId: string, orderId: string): Promise<CreatedOrder> {
    const order = await this.ownOrder(userId, orderId);
    if (order.orderStatus !== 'pending' || order.paymentStatus !== 'pending' || !order.providerOrderId) {
      throw new HttpError(409, ORDER_MESSAGES.notPending);
    }
    const holdEnds = order.createdAt.getTime() + 2 * this.reservationMs;
    const until = new Date(Math.min(Date.now() + this.reservationMs, holdEnds));
    const [extended] = await this.db
      .update(orders)
      .set({ reservedUntil: until, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.orderStatus, 'pending'),
          eq(orders.paymentStatus, 'pending'),
          sql`${until.toISOString()}::timestamptz > now()`,
        ),
      )
      .returning({ id: orders.id });
    if (!extended) {
      await this.cancel(orderId, 'expired');
      throw new HttpError(409, ORDER_MESSAGES.holdEnded);
    }
    return {
      orderId,
      razorpayOrder: { id: order.providerOrderId, amount: order.totalPaise, currency: 'INR' },
    };
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

  /** The buyer's name and email, for emails and invoices. */
  async buyerOf(userId: string) {
    const [u] = await this.db
      .select({ userName: users.userName, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return u ?? { userName: '', email: '' };
  }
}

async function markCancelled(tx: Db, orderId: string, reason: CancelReason) {
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

function addressSnapshot(address: NonNullable<Awaited<ReturnType<typeof findUserAddress>>>): AddressSnapshot {
  return {
    addressId: address.id,
    address: address.address,
    city: address.city,
    state: address.state,
    country: address.country,
    pincode: address.pincode,
    phone: address.phone,
    notes: address.notes,
    isGift: address.isGift,
    giftMessage: address.giftMessage,
  };
}
