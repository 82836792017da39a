import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedPayments } from '../../db/schema';
import { checkoutSignature, signatureMatches } from './signature';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from '../order/payment-provider';

/** Razorpay-style ids: a prefix and 14 base62 characters. */
function providerId(prefix: string) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** The secret from SIMULATED_GATEWAY_SECRET, or a random one kept in DATA_DIR. */
export function simulatedSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'simulated-gateway.secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * The built-in gateway used when no Razorpay keys are set. It keeps its own ledger and signs payments
 * exactly as Razorpay does, so verification, webhooks and refunds run the production code paths.
 */
export class SimulatedGateway implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly keyId = 'rzp_test_simulated';

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  async createOrder(amountPaise: number, receipt: string) {
    const id = providerId('order');
    await this.db
      .insert(simulatedPayments)
      .values({ id, kind: 'order', amountPaise, status: 'created', receipt });
    return { id, amount: amountPaise, currency: 'INR' as const };
  }

  verifyPaymentSignature(providerOrderId: string, paymentId: string, signature: string) {
    return signatureMatches(this.secret, `${providerOrderId}|${paymentId}`, signature);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const [row] = await this.db
      .select()
      .from(simulatedPayments)
      .where(and(eq(simulatedPayments.id, paymentId), eq(simulatedPayments.kind, 'payment')));
    if (!row) return null;
    return {
      id: row.id,
      orderId: row.orderId ?? '',
      amount: row.amountPaise,
      status: row.status as ProviderPayment['status'],
    };
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const rows = await this.db
      .select()
      .from(simulatedPayments)
      .where(and(eq(simulatedPayments.orderId, providerOrderId), eq(simulatedPayments.kind, 'payment')))
      .orderBy(asc(simulatedPayments.createdAt));
    return rows.map((row) => ({
      id: row.id,
      orderId: row.orderId ?? '',
      amount: row.amountPaise,
      status: row.status as ProviderPayment['status'],
    }));
  }

  async capture(paymentId: string, amountPaise: number) {
    const [row] = await this.db
      .update(simulatedPayments)
      .set({ status: 'captured' })
      .where(
        and(
          eq(simulatedPayments.id, paymentId),
          eq(simulatedPayments.kind, 'payment'),
          eq(simulatedPayments.status, 'authorized'),
          eq(simulatedPayments.amountPaise, amountPaise),
        ),
      )
      .returning();
    if (!row) throw new PaymentProviderError('The payment cannot be captured for this amount.');
    return (await this.fetchPayment(paymentId))!;
  }

  async refund(paymentId: string, amountPaise: number, idempotencyKey: string) {
    const [existing] = await this.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.idempotencyKey, idempotencyKey));
    if (existing) return { id: existing.id };
    const payment = await this.fetchPayment(paymentId);
    if (!payment || payment.status !== 'captured')
      throw new PaymentProviderError('The payment cannot be refunded.');
    const id = providerId('rfnd');
    await this.db.transaction(async (tx) => {
      await tx.insert(simulatedPayments).values({
        id,
        kind: 'refund',
        paymentId,
        orderId: payment.orderId,
        amountPaise,
        status: 'processed',
        idempotencyKey,
      });
      await tx
        .update(simulatedPayments)
        .set({ status: 'refunded' })
        .where(eq(simulatedPayments.id, paymentId));
    });
    return { id };
  }

  /**
   * The shopper pressed Pay in the simulated window: capture and sign as Razorpay's checkout does with
   * automatic capture (Razorpay's default). The authorize-then-capture path is tested against a stand-in
   * of Razorpay's API.
   */
  async pay(providerOrderId: string) {
    const [order] = await this.db
      .select()
      .from(simulatedPayments)
      .where(and(eq(simulatedPayments.id, providerOrderId), eq(simulatedPayments.kind, 'order')));
    if (!order) return null;
    const paymentId = providerId('pay');
    await this.db.insert(simulatedPayments).values({
      id: paymentId,
      kind: 'payment',
      orderId: providerOrderId,
      amountPaise: order.amountPaise,
      status: 'captured',
    });
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: providerOrderId,
      razorpay_signature: checkoutSignature(this.secret, providerOrderId, paymentId),
    };
  }
}
