import type Razorpay from 'razorpay';
import { lazyDefault } from '../../lib/lazy-module';
import { checkoutSignature, signatureMatches } from './signature';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from '../order/payment-provider';

const loadRazorpay = lazyDefault<typeof Razorpay>(() => import('razorpay'));

/** Razorpay through its official SDK (loaded on the first call, not at start-up). */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  private client?: Promise<Razorpay>;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    /** Only for tests against a local stand-in that speaks Razorpay's REST API. */
    private readonly apiUrl?: string,
  ) {}

  private sdk(): Promise<Razorpay> {
    return (this.client ??= loadRazorpay().then((Sdk) => {
      const client = new Sdk({ key_id: this.keyId, key_secret: this.keySecret });
      if (this.apiUrl)
        (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
          this.apiUrl;
      return client;
    }));
  }

  async createOrder(amountPaise: number, receipt: string) {
    try {
      const order = await (await this.sdk()).orders.create({ amount: amountPaise, currency: 'INR', receipt });
      return { id: order.id, amount: Number(order.amount), currency: 'INR' as const };
    } catch (err) {
      throw new PaymentProviderError(`Razorpay order failed: ${describe(err)}`);
    }
  }

  verifyPaymentSignature(providerOrderId: string, paymentId: string, signature: string) {
    return signatureMatches(this.keySecret, `${providerOrderId}|${paymentId}`, signature);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    try {
      return toPayment(await (await this.sdk()).payments.fetch(paymentId));
    } catch (err) {
      if (
        (err as { statusCode?: number }).statusCode === 400 ||
        (err as { statusCode?: number }).statusCode === 404
      )
        return null;
      throw new PaymentProviderError(`Razorpay payment lookup failed: ${describe(err)}`);
    }
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    try {
      const { items } = await (await this.sdk()).orders.fetchPayments(providerOrderId);
      return items.map(toPayment);
    } catch (err) {
      throw new PaymentProviderError(`Razorpay order payments lookup failed: ${describe(err)}`);
    }
  }

  async capture(paymentId: string, amountPaise: number) {
    try {
      return toPayment(await (await this.sdk()).payments.capture(paymentId, amountPaise, 'INR'));
    } catch (err) {
      throw new PaymentProviderError(`Razorpay capture failed: ${describe(err)}`);
    }
  }

  async refund(paymentId: string, amountPaise: number, idempotencyKey: string) {
    try {
      // Idempotent: a refund made earlier with this key (its receipt) is returned, not repeated.
      const earlier = await (await this.sdk()).payments.fetchMultipleRefund(paymentId, { count: 100 });
      const done = earlier.items.find(
        (r) => r.receipt === idempotencyKey.slice(0, 40) && r.status !== 'failed',
      );
      if (done) return { id: done.id };
      const refund = await (
        await this.sdk()
      ).payments.refund(paymentId, {
        amount: amountPaise,
        speed: 'normal',
        receipt: idempotencyKey.slice(0, 40),
        notes: { idempotency_key: idempotencyKey },
      });
      return { id: refund.id };
    } catch (err) {
      throw new PaymentProviderError(`Razorpay refund failed: ${describe(err)}`);
    }
  }

  /** For tests and tools: what Razorpay's checkout would hand the browser. */
  sign(providerOrderId: string, paymentId: string) {
    return checkoutSignature(this.keySecret, providerOrderId, paymentId);
  }
}

function toPayment(p: { id: string; order_id?: string | null; amount: number | string; status: string }) {
  return {
    id: p.id,
    orderId: String(p.order_id ?? ''),
    amount: Number(p.amount),
    status: p.status as ProviderPayment['status'],
  };
}

function describe(err: unknown): string {
  const e = err as { error?: { description?: string }; message?: string };
  return e.error?.description ?? e.message ?? 'unknown error';
}
