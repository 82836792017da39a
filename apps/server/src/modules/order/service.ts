import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { computeOrderSummary, MESSAGES, unitTaxPaise } from '@resham/shared';
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
import { assignInvoiceNumber } from '../invoice/financial-year';
import type { PaymentProvider, ProviderOrder } from '../payment/provider';
import { PaymentProviderError } from '../payment/provider';
import { toApiOrder, type OrderItemRow, type OrderRow } from './order-mapper';
import { releaseStock, reserveStock } from './stock';

export const ORDER_MESSAGES = {
  notFound: 'Order not found.',
  productGone: (title: string) => `'${title}' is no longer available. Please remove it from your cart.`,
  gatewayDown: 'The payment service is not reachable right now. Please try again in a minute.',
  badSignature: 'Payment verification failed. If money was deducted, it will be refunded automatically.',
  wrongProviderOrder: 'This payment does not belong to this order.',
  amountMismatch: 'The payment amount does not match the order total.',
  paymentNotCaptured: 'The payment has not been completed.',
  notPending: 'This order is no longer awaiting payment.',
  paid: 'Payment verified. Your order is confirmed.',
  alreadyPaid: 'This order is already paid.',
  cancelled: 'Order cancelled.',
  expiredNoStock:
    'Sorry, the reservation expired and an item sold out meanwhile. Your payment will be refunded.',
} as const;

/** Called inside the confirmation transaction, so what it writes (emails) commits with the payment. */
export interface OrderEvents {
  orderPaid(tx: Db, orderId: string): Promise<void>;
  /** After the transaction committed. */
  afterCommit?(): void;
}

export interface CreatedOrder {
  orderId: string;
  razorpayOrder: ProviderOrder;
}

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly reservationMinutes: number,
    private readonly events: OrderEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Turns the session user's cart and chosen address into a pending order with its stock reserved,
   * then opens a provider order for the server-computed total. Nothing in the request body but the
   * address id is used.
   */
  async create(userId: string, addressId: string | undefined): Promise<CreatedOrder> {
    const lines = await this.db
      .select({ item: cartItems, product: products, category: categories.name })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(cartItems.userId, userId));
    if (lines.length === 0) throw new HttpError(400, MESSAGES.toast.cartEmpty);
    const address = addressId ? await findUserAddress(this.db, userId, addressId) : undefined;
    if (!address) throw new HttpError(400, MESSAGES.toast.noAddress);
    const gone = lines.find((l) => l.product.deletedAt);
    if (gone) throw new HttpError(409, ORDER_MESSAGES.productGone(gone.product.title));

    const snapshot: AddressSnapshot = {
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

    // One unpaid order per shopper: a new checkout supersedes the earlier one and frees its stock,
    // so nobody can hoard stock by creating orders they never pay.
    const earlier = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.orderStatus, 'pending'),
          eq(orders.paymentStatus, 'pending'),
        ),
      );
    for (const { id } of earlier) await this.cancel(id, 'superseded');

    const order = await this.db.transaction(async (tx) => {
      await reserveStock(
        tx,
        lines.map((l) => ({ productId: l.product.id, quantity: l.item.quantity })),
      );
      // Prices read after the stock rows were locked by the reservation: what is charged is what is current.
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
      const summary = computeOrderSummary(
        priced.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.item.quantity })),
        snapshot,
      );
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
          reservedUntil: new Date(Date.now() + this.reservationMinutes * 60_000),
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

  /** The checkout handler's call: signature over the provider order id stored on the order. */
  async verifyCheckout(
    userId: string,
    input: {
      orderId: string;
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    },
  ) {
    const order = await this.ownOrder(userId, input.orderId);
    if (!order.providerOrderId || input.razorpay_order_id !== order.providerOrderId) {
      throw new HttpError(400, ORDER_MESSAGES.wrongProviderOrder);
    }
    if (
      !this.provider.verifyPaymentSignature(
        order.providerOrderId,
        input.razorpay_payment_id,
        input.razorpay_signature,
      )
    ) {
      throw new HttpError(400, ORDER_MESSAGES.badSignature);
    }
    return this.confirmPayment(order.providerOrderId, input.razorpay_payment_id);
  }

  /**
   * Marks the order of a provider order paid, once. Checks the payment with the provider (order id,
   * amount, captured), then in one transaction: paid, confirmed, invoice number, cart emptied, emails
   * queued. A payment arriving after the reservation lapsed is confirmed only if the stock can be taken
   * again; otherwise the order is rejected and the payment refunded. Repeats change nothing.
   */
  async confirmPayment(
    providerOrderId: string,
    paymentId: string,
  ): Promise<{ orderId: string; orderStatus: string; paymentStatus: string; message: string }> {
    const payment = await this.provider.fetchPayment(paymentId).catch((err: unknown) => {
      this.log.error({ err, paymentId }, 'payment lookup failed');
      throw new HttpError(502, ORDER_MESSAGES.gatewayDown);
    });
    if (!payment || payment.orderId !== providerOrderId)
      throw new HttpError(400, ORDER_MESSAGES.wrongProviderOrder);
    const captured = payment.status === 'captured' || payment.status === 'authorized';

    let refundNeeded = false;
    const result = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.providerOrderId, providerOrderId))
        .for('update');
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      if (payment.amount !== order.totalPaise) throw new HttpError(400, ORDER_MESSAGES.amountMismatch);
      if (order.paymentStatus !== 'pending') {
        return { order, message: ORDER_MESSAGES.alreadyPaid };
      }
      if (!captured) throw new HttpError(400, ORDER_MESSAGES.paymentNotCaptured);
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      if (!order.stockReserved) {
        try {
          await tx.transaction(async (inner) => reserveStock(inner, items));
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          const [rejected] = await tx
            .update(orders)
            .set({
              orderStatus: 'rejected',
              paymentStatus: 'paid',
              paymentId,
              paidAt: new Date(),
              updatedAt: new Date(),
            })
            .where(eq(orders.id, order.id))
            .returning();
          refundNeeded = true;
          return { order: rejected!, message: ORDER_MESSAGES.expiredNoStock };
        }
      }
      const paidAt = new Date();
      const [confirmed] = await tx
        .update(orders)
        .set({
          orderStatus: 'confirmed',
          paymentStatus: 'paid',
          paymentId,
          paidAt,
          stockReserved: true,
          reservedUntil: null,
          invoiceNumber: await assignInvoiceNumber(tx, paidAt),
          updatedAt: paidAt,
        })
        .where(eq(orders.id, order.id))
        .returning();
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.userId, order.userId),
          inArray(
            cartItems.productId,
            items.map((i) => i.productId),
          ),
        ),
      );
      await this.events.orderPaid(tx, order.id);
      return { order: confirmed!, message: ORDER_MESSAGES.paid };
    });
    this.events.afterCommit?.();
    if (refundNeeded) await this.refund(result.order.id);
    const { order } = result;
    return {
      orderId: order.id,
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      message: result.message,
    };
  }

  /**
   * Refunds a paid order in full through the provider, once: the order id is the idempotency key and
   * the outcome (refund id, or the error for a retry) is recorded on the order.
   */
  async refund(orderId: string): Promise<OrderRow> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.paymentStatus === 'refunded' || !order.paymentId) return order;
    try {
      const refund = await this.provider.refund(order.paymentId, order.totalPaise, `refund-${order.id}`);
      const [row] = await this.db
        .update(orders)
        .set({ paymentStatus: 'refunded', refundId: refund.id, refundError: null, updatedAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning();
      return row!;
    } catch (err) {
      this.log.error({ err, orderId }, 'refund failed; it can be retried');
      const [row] = await this.db
        .update(orders)
        .set({
          paymentStatus: 'refund_failed',
          refundError: err instanceof PaymentProviderError ? err.message : 'Refund failed',
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id))
        .returning();
      return row!;
    }
  }

  /** Cancels an unpaid order and gives its stock back. Safe to call on any order: it only acts on pending ones. */
  async cancel(
    orderId: string,
    reason: 'expired' | 'shopper' | 'provider-failed' | 'superseded',
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || order.orderStatus !== 'pending' || order.paymentStatus !== 'pending') return false;
      if (order.stockReserved) {
        const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
        await releaseStock(tx, items);
      }
      await tx
        .update(orders)
        .set({ orderStatus: 'cancelled', stockReserved: false, reservedUntil: null, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      this.log.info({ orderId, reason }, 'order cancelled');
      return true;
    });
  }

  async cancelByShopper(userId: string, orderId: string) {
    const order = await this.ownOrder(userId, orderId);
    if (!(await this.cancel(order.id, 'shopper'))) throw new HttpError(409, ORDER_MESSAGES.notPending);
    return this.details(orderId, userId);
  }

  /** Lets the shopper pay a pending order again (same provider order), extending its reservation. */
  async retryPayment(userId: string, orderId: string): Promise<CreatedOrder> {
    const order = await this.ownOrder(userId, orderId);
    if (order.orderStatus !== 'pending' || order.paymentStatus !== 'pending' || !order.providerOrderId) {
      throw new HttpError(409, ORDER_MESSAGES.notPending);
    }
    await this.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() + this.reservationMinutes * 60_000), updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.orderStatus, 'pending')));
    return {
      orderId,
      razorpayOrder: { id: order.providerOrderId, amount: order.totalPaise, currency: 'INR' },
    };
  }

  /** Releases reservations that were not paid in time. Returns how many orders were cancelled. */
  async expireReservations(): Promise<number> {
    const due = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderStatus, 'pending'), lt(orders.reservedUntil, new Date())))
      .limit(100);
    let n = 0;
    for (const { id } of due) if (await this.cancel(id, 'expired')) n++;
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
