import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_MESSAGES, type NotConfirmedReason, type VerifyPaymentResponse } from '@resham/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { cartItems, orderItems, orders, products } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { assignInvoiceNumber } from '../invoice/financial-year';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from '../payment/provider';
import { paymentOutcome, type PaymentOutcome } from './payability';
import type { OrderItemRow, OrderRow } from './order-mapper';
import { reserveStock } from './stock';

/** Called inside the confirmation transaction, so what it writes (emails) commits with the payment. */
export interface OrderEvents {
  orderPaid(tx: Db, orderId: string): Promise<void>;
  /** After the transaction committed. */
  afterCommit?(): void;
}

/** `success`: true when this payment confirmed the order (now or earlier). */
export type PaymentResult = VerifyPaymentResponse;

/** A refund waiting this long (or a failed one this long) is tried again by the sweep. */
const REFUND_RETRY_AFTER_MS = { refund_pending: 60_000, refund_failed: 10 * 60_000 };

/**
 * Payments against orders: checkout verification and webhooks confirm through one idempotent path;
 * a payment that cannot confirm its order is refunded, recorded on the order, and retried until done.
 */
export class OrderPayments {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly events: OrderEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The checkout handler's call: signature over the provider order id stored on the order. */
  async verifyCheckout(
    userId: string,
    input: {
      orderId: string;
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    },
  ): Promise<PaymentResult> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)));
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
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
   * Applies a provider payment to its order, once. The payment must be the provider order's, for the
   * order's amount. An order still payable is confirmed (an authorized payment is captured first):
   * paid, confirmed, invoice number, cart emptied, emails queued. An order that can no longer be
   * confirmed (cancelled, superseded; expired with changed prices or sold-out stock) takes no stock and
   * gets no invoice number; its payment is refunded. Repeats change nothing.
   */
  async confirmPayment(providerOrderId: string, paymentId: string): Promise<PaymentResult> {
    let payment = await this.lookup(() => this.provider.fetchPayment(paymentId), paymentId);
    if (!payment || payment.orderId !== providerOrderId) {
      throw new HttpError(400, ORDER_MESSAGES.wrongProviderOrder);
    }
    const [seen] = await this.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    if (!seen) throw notFound(ORDER_MESSAGES.notFound);
    if (payment.amount !== seen.totalPaise) throw new HttpError(400, ORDER_MESSAGES.amountMismatch);
    if (seen.paymentStatus !== 'pending' && seen.paymentId === paymentId) {
      return resultOf(seen, { reason: 'cancelled', repeat: true }); // settled by this very payment before
    }
    if (payment.status === 'authorized' && paymentOutcome(seen) !== 'refund') {
      payment = await this.capture(payment);
    }
    if (payment.status !== 'captured' && payment.status !== 'authorized') {
      throw new HttpError(400, ORDER_MESSAGES.paymentNotCaptured);
    }
    const captured = payment.status === 'captured';

    let refundNeeded = false;
    const result = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, seen.id)).for('update');
      if (order!.paymentStatus !== 'pending')
        return { order: order!, reason: 'cancelled' as NotConfirmedReason, repeat: true };
      const outcome = await this.decide(tx, order!);
      if (outcome.kind === 'confirm') {
        if (!captured) throw new HttpError(409, ORDER_MESSAGES.paymentNotCaptured);
        return { order: await this.confirm(tx, order!, paymentId), reason: null, repeat: false };
      }
      // Not confirmed: the order keeps its status and takes no stock; the money goes back.
      refundNeeded = captured;
      const [row] = await tx
        .update(orders)
        .set({
          paymentId,
          paymentStatus: captured ? 'refund_pending' : 'refunded',
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order!.id))
        .returning();
      return { order: row!, reason: outcome.reason, repeat: false };
    });
    this.events.afterCommit?.();

    let { order } = result;
    if (order.paymentId !== paymentId && captured) {
      // A second payment for an order already settled by another one: give it back.
      await this.refundDuplicate(order, payment);
    }
    if (refundNeeded) order = await this.refund(order.id);
    return resultOf(order, result);
  }

  /**
   * Whether a payment arriving now confirms the order. A pending order holds its stock at the prices it
   * was created at: confirm. An order cancelled only because its reservation lapsed is confirmed if every
   * product is still sold at the price the order was created at and the stock can be taken again.
   * Cancelled by the shopper or staff, or superseded by a newer checkout: refund.
   */
  private async decide(tx: Db, order: OrderRow): Promise<PaymentOutcome> {
    const rule = paymentOutcome(order);
    if (rule === 'confirm') return { kind: 'confirm' };
    if (rule === 'refund') return { kind: 'refund', reason: 'cancelled' };
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    if (!(await this.pricesUnchanged(tx, items))) {
      return { kind: 'refund', reason: 'priceChanged' };
    }
    try {
      await tx.transaction(async (inner) => reserveStock(inner, items));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return { kind: 'refund', reason: 'soldOut' };
    }
    return { kind: 'confirm' };
  }

  private async pricesUnchanged(tx: Db, items: OrderItemRow[]): Promise<boolean> {
    const current = await tx
      .select({ id: products.id, effective: products.effectivePricePaise })
      .from(products)
      .where(
        and(
          inArray(
            products.id,
            items.map((i) => i.productId),
          ),
          isNull(products.deletedAt),
        ),
      );
    const price = new Map(current.map((p) => [p.id, p.effective]));
    return items.every((i) => price.get(i.productId) === i.unitPricePaise);
  }

  private async confirm(tx: Db, order: OrderRow, paymentId: string): Promise<OrderRow> {
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
        cancelReason: null,
        invoiceNumber: await assignInvoiceNumber(tx, paidAt),
        updatedAt: paidAt,
      })
      .where(eq(orders.id, order.id))
      .returning();
    const items = await tx
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
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
    return confirmed!;
  }

  private async capture(payment: ProviderPayment): Promise<ProviderPayment> {
    try {
      return await this.provider.capture(payment.id, payment.amount);
    } catch (err) {
      // Captured meanwhile (the webhook and the checkout racing) is fine; anything else is retried later.
      const now = await this.lookup(() => this.provider.fetchPayment(payment.id), payment.id);
      if (now?.status === 'captured') return now;
      this.log.error({ err, paymentId: payment.id }, 'payment capture failed');
      throw new HttpError(502, ORDER_MESSAGES.gatewayDown);
    }
  }

  private async lookup<T>(call: () => Promise<T>, paymentId: string): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.log.error({ err, paymentId }, 'payment lookup failed');
      throw new HttpError(502, ORDER_MESSAGES.gatewayDown);
    }
  }

  private async refundDuplicate(order: OrderRow, payment: ProviderPayment) {
    try {
      await this.provider.refund(payment.id, payment.amount, `refund-duplicate-${payment.id}`);
      this.log.warn(
        { orderId: order.id, paymentId: payment.id },
        'second payment for a settled order refunded',
      );
    } catch (err) {
      this.log.error({ err, orderId: order.id, paymentId: payment.id }, 'refund of a second payment failed');
    }
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
   * Retries refunds that are owed and not done (a crash after the payment, a provider outage). Answers
   * how many this call refunded. Safe with several processes: each order is claimed by one conditional
   * UPDATE that re-checks it is still due, so a refund another process just tried is not tried again.
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
    return done;
  }
}

function resultOf(
  order: OrderRow,
  how: { reason: NotConfirmedReason | null; repeat: boolean },
): PaymentResult {
  return {
    success: order.paymentStatus === 'paid',
    orderId: order.id,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    message: outcomeMessage(order, how),
  };
}

function outcomeMessage(
  order: OrderRow,
  { reason, repeat }: { reason: NotConfirmedReason | null; repeat: boolean },
): string {
  if (order.paymentStatus === 'paid') return repeat ? ORDER_MESSAGES.alreadyPaid : ORDER_MESSAGES.paid;
  // Refunded without a refund: the payment was only authorized, and was never captured.
  if (order.paymentStatus === 'refunded' && !order.refundId) return ORDER_MESSAGES.cancelledNotTaken;
  return ORDER_MESSAGES.notConfirmed(reason ?? 'cancelled', order.paymentStatus === 'refunded');
}
