import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_MESSAGES, type NotConfirmedReason, type VerifyPaymentResponse } from '@resham/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orderItems, orders, products, webhookEvents } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import type { StockChange } from '../../lib/catalog-tags';
import { HttpError, notFound } from '../../lib/errors';
import { retakeDiscountUse } from '../discount';
import { emptyCartOf } from './cod';
import { assignInvoiceNumber } from './invoice-number';
import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { paymentOutcome, type PaymentOutcome } from './payability';
import { transitionPaymentStatus } from './payment-status';
import { oweOrderPayment, owePaymentBack } from './refund-records';
import type { OrderItemRow, OrderRow } from './order-mapper';
import type { OrderRefunds } from './refunds';
import { reserveStock } from './stock';

/** Called inside the confirmation transaction, so what it writes (emails) commits with the payment. */
export interface OrderEvents {
  orderPaid(tx: Db, orderId: string): Promise<void>;
  /** After the transaction committed. */
  afterCommit?(): void;
}

/** `success`: true when this payment confirmed the order (now or earlier). */
export type PaymentResult = VerifyPaymentResponse;

/**
 * Payment confirmation: checkout verification and webhooks confirm through one idempotent path;
 * a payment that cannot confirm its order is handed to the refunds (refunds.ts).
 */
export class OrderPayments {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly events: OrderEvents,
    private readonly refunds: OrderRefunds,
    private readonly changes: CatalogChanges,
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
   * A webhook passes its event id: it is recorded inside the confirming transaction (after the order's
   * row lock), so an event is applied once even when Razorpay delivers it twice at the same moment.
   */
  async confirmPayment(providerOrderId: string, paymentId: string): Promise<PaymentResult> {
    return (await this.settle(providerOrderId, paymentId)).result;
  }

  /** confirmPayment() for a webhook event; `replay` when this event id was applied before. */
  async confirmWebhookPayment(
    providerOrderId: string,
    paymentId: string,
    eventId: string,
  ): Promise<{ result: PaymentResult; replay: boolean }> {
    return this.settle(providerOrderId, paymentId, eventId || undefined);
  }

  /**
   * The reconciliation sweep's call (no webhook, no checkout): applies a payment the provider lists for
   * an order exactly as a webhook would have.
   */
  async reconcilePayment(providerOrderId: string, paymentId: string): Promise<PaymentResult> {
    return (await this.settle(providerOrderId, paymentId)).result;
  }

  private async settle(
    providerOrderId: string,
    paymentId: string,
    webhookEventId?: string,
  ): Promise<{ result: PaymentResult; replay: boolean }> {
    let payment = await this.lookup(() => this.provider.fetchPayment(paymentId), paymentId);
    if (!payment || payment.orderId !== providerOrderId) {
      throw new HttpError(400, ORDER_MESSAGES.wrongProviderOrder);
    }
    const [seen] = await this.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    if (!seen) throw notFound(ORDER_MESSAGES.notFound);
    if (payment.amount !== seen.totalPaise) return this.wrongAmount(seen, payment);
    // Settled before this call read the order. An event handled here is recorded now; if another
    // delivery of the same event recorded it first (it settled the order a moment ago), it is a replay.
    const settledBefore = async () => ({
      result: resultOf(seen, { reason: 'cancelled', repeat: true }),
      replay: !!webhookEventId && !(await recordWebhookEvent(this.db, webhookEventId)),
    });
    if (
      seen.paymentStatus !== 'pending' &&
      seen.paymentId === paymentId &&
      // A payment released uncaptured that was captured after all (auto-capture, the dashboard) is
      // not settled: it is money the order cannot take, and goes back below.
      !(seen.paymentStatus === 'authorized_released' && payment.status === 'captured')
    ) {
      // Settled by this very payment before.
      return settledBefore();
    }
    if (payment.status === 'refunded' && seen.paymentStatus !== 'pending' && seen.paymentId !== paymentId) {
      // A second payment for an order another one settled, already given back (another delivery of it
      // got here first): nothing more to do, and the order's own state is the answer.
      return settledBefore();
    }
    // Captured only when the order can take it: an authorized payment that is never captured is
    // released by the provider (no refund, no fee, no wait for the shopper).
    if (payment.status === 'authorized' && (await this.mayCapture(seen))) {
      payment = await this.capture(payment);
    }
    if (payment.status !== 'captured' && payment.status !== 'authorized') {
      throw new HttpError(400, ORDER_MESSAGES.paymentNotCaptured);
    }
    const captured = payment.status === 'captured';

    let refundNeeded = false;
    let duplicate = false;
    // Stock taken again for an order whose hold had lapsed: named once the transaction committed.
    let retaken: StockChange[] = [];
    const result = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, seen.id)).for('update');
      const replay = !!webhookEventId && !(await recordWebhookEvent(tx, webhookEventId));
      if (
        !replay &&
        captured &&
        order!.paymentStatus === 'authorized_released' &&
        order!.paymentId === paymentId
      ) {
        // Released uncaptured, then captured on the provider's side anyway: owed back, once (decided
        // under the row lock; the refund row is claimed when it is worked).
        refundNeeded = true;
        const row = await oweOrderPayment(tx, order!.id, 'authorized_released', 'order_not_payable', {
          reconcileAt: null,
        });
        return { order: row!, reason: 'cancelled' as NotConfirmedReason, repeat: false, replay };
      }
      if (replay || order!.paymentStatus !== 'pending') {
        // A second payment for an order another one settled: owed back, recorded with this decision.
        duplicate = !replay && captured && order!.paymentId !== paymentId;
        if (duplicate) {
          await owePaymentBack(tx, {
            orderId: order!.id,
            paymentId,
            amountPaise: payment.amount,
            reason: 'duplicate_payment',
          });
        }
        return { order: order!, reason: 'cancelled' as NotConfirmedReason, repeat: true, replay };
      }
      const outcome = await this.decide(tx, order!, captured);
      if (outcome.kind === 'confirm') {
        if (!captured) throw new HttpError(409, ORDER_MESSAGES.paymentNotCaptured);
        retaken = outcome.retaken;
        const confirmed = await this.confirm(tx, order!, paymentId);
        return { order: confirmed, reason: null, repeat: false, replay: false };
      }
      // Not confirmed: the order keeps its status and takes no stock; captured money goes back, an
      // authorization is left uncaptured (released by the provider; the reconciliation sweep refunds
      // it should it be captured after all).
      refundNeeded = captured;
      const row = captured
        ? await oweOrderPayment(tx, order!.id, 'pending', 'order_not_payable', { paymentId })
        : await transitionPaymentStatus(tx, order!.id, 'pending', 'authorized_released', { paymentId });
      return { order: row!, reason: outcome.reason, repeat: false, replay: false };
    });
    this.events.afterCommit?.();
    this.changes.changed(...retaken);

    let { order } = result;
    if (result.replay) return { result: resultOf(order, result), replay: true }; // this event was applied before
    // Refunded now if the provider answers; the refund sweep retries it otherwise.
    if (duplicate) await this.refunds.refundOtherPayment(paymentId);
    if (refundNeeded) order = await this.refunds.refund(order.id);
    return { result: resultOf(order, result), replay: false };
  }

  /**
   * A payment for another amount than the order's pays for nothing. Captured, its money is owed back:
   * recorded once per payment id as a refund row, like a second payment's, and refunded through the same
   * machinery (retried by the sweep). Only authorized, it is never captured and the provider releases it.
   * Either way the caller hears 400 (a webhook is acknowledged; it is handled).
   */
  private async wrongAmount(order: OrderRow, payment: ProviderPayment): Promise<never> {
    if (payment.status !== 'captured') throw new HttpError(400, ORDER_MESSAGES.amountMismatch);
    this.log.warn(
      { orderId: order.id, paymentId: payment.id, amount: payment.amount, expected: order.totalPaise },
      'payment for another amount than its order; refunding it',
    );
    await owePaymentBack(this.db, {
      orderId: order.id,
      paymentId: payment.id,
      amountPaise: payment.amount,
      reason: 'wrong_amount',
    });
    await this.refunds.refundOtherPayment(payment.id);
    throw new HttpError(400, ORDER_MESSAGES.amountMismatchRefunded);
  }

  /**
   * Whether an authorized payment may be captured: the order is pending, or it expired and every product
   * is still sold, at the price the order was created at, with the stock there. Read-only; the
   * confirmation re-decides under the row lock (a unit sold in between is the rare capture then refund).
   */
  private async mayCapture(order: OrderRow): Promise<boolean> {
    const rule = paymentOutcome(order);
    if (rule !== 'confirm-if-unchanged') return rule === 'confirm';
    const items = await this.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    return (await lateRefusal(this.db, items, { stock: true })) === null;
  }

  /**
   * Whether a payment arriving now confirms the order. A pending order holds its stock at the prices it
   * was created at: confirm. An order cancelled only because its reservation lapsed is confirmed if every
   * product is still sold at the price the order was created at and the stock can be taken again (taken
   * here only for a captured payment; an authorized one answers 409 and is captured on the next try).
   * Cancelled by the shopper or staff, or superseded by a newer checkout: refund.
   */
  private async decide(
    tx: Db,
    order: OrderRow,
    captured: boolean,
  ): Promise<Extract<PaymentOutcome, { kind: 'refund' }> | { kind: 'confirm'; retaken: StockChange[] }> {
    const rule = paymentOutcome(order);
    if (rule === 'confirm') return { kind: 'confirm', retaken: [] };
    if (rule === 'refund') return { kind: 'refund', reason: 'cancelled' };
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const refusal = await lateRefusal(tx, items, { stock: !captured });
    if (refusal) return { kind: 'refund', reason: refusal };
    if (!captured) return { kind: 'confirm', retaken: [] };
    // Its discount code's use, given back at expiry, is taken again (the cap may have filled meanwhile:
    // then the price it was paid at is no longer on offer).
    let codeGone = false;
    try {
      const retaken = await tx.transaction(async (inner) => {
        codeGone = !(await retakeDiscountUse(inner, order.id));
        if (codeGone) throw new HttpError(409, 'discount code used up');
        return reserveStock(inner, items);
      });
      return { kind: 'confirm', retaken };
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return { kind: 'refund', reason: codeGone ? 'priceChanged' : 'soldOut' };
    }
  }

  private async confirm(tx: Db, order: OrderRow, paymentId: string): Promise<OrderRow> {
    const paidAt = new Date();
    const confirmed = await transitionPaymentStatus(tx, order.id, 'pending', 'paid', {
      orderStatus: 'confirmed',
      paymentId,
      paidAt,
      stockReserved: true,
      reservedUntil: null,
      cancelReason: null,
      reconcileAt: null,
      invoiceNumber: await assignInvoiceNumber(tx, paidAt),
      updatedAt: paidAt,
    });
    await emptyCartOf(tx, order.userId, order.id);
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
}

/** Records a webhook event id; false when it was recorded before (a replay). */
export async function recordWebhookEvent(tx: Db, eventId: string): Promise<boolean> {
  const inserted = await tx
    .insert(webhookEvents)
    .values({ eventId })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return inserted.length > 0;
}

/**
 * Why an expired order cannot be confirmed by a late payment, or null if it can: a product no longer
 * sold, a price that changed, or (when `stock`) too little stock left to take again.
 */
async function lateRefusal(
  db: Db,
  items: OrderItemRow[],
  { stock }: { stock: boolean },
): Promise<NotConfirmedReason | null> {
  const current = await db
    .select({
      id: products.id,
      effective: products.effectivePricePaise,
      totalStock: products.totalStock,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        items.map((i) => i.productId),
      ),
    );
  const byId = new Map(current.map((p) => [p.id, p]));
  if (items.some((i) => !byId.get(i.productId) || byId.get(i.productId)!.deletedAt)) return 'productGone';
  if (items.some((i) => byId.get(i.productId)!.effective !== i.unitPricePaise)) return 'priceChanged';
  if (stock) {
    const wanted = new Map<string, number>();
    for (const i of items) wanted.set(i.productId, (wanted.get(i.productId) ?? 0) + i.quantity);
    for (const [id, quantity] of wanted) if (byId.get(id)!.totalStock < quantity) return 'soldOut';
  }
  return null;
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
  // Only authorized, and never captured: released, not refunded.
  if (order.paymentStatus === 'authorized_released') return ORDER_MESSAGES.notTaken(reason ?? 'cancelled');
  return ORDER_MESSAGES.notConfirmed(reason ?? 'cancelled', order.paymentStatus === 'refunded');
}
