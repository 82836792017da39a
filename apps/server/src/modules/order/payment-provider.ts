import type { ProviderOrder } from '@resham/shared';

/** The provider's order: id, amount in paise, currency (the shape the checkout answers with). */
export type { ProviderOrder };

export interface ProviderPayment {
  id: string;
  orderId: string;
  /** In paise. */
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

/**
 * A payment gateway as the shop uses it. Razorpay in production; a simulated gateway that speaks the
 * same protocol (ids, signatures) everywhere else. Everything after the payment window runs the same code.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'simulated';
  /** The public key the checkout window is opened with. */
  readonly keyId: string;
  createOrder(amountPaise: number, receipt: string): Promise<ProviderOrder>;
  /** Checks `razorpay_signature` = hex HMAC-SHA256 of `{order id}|{payment id}`, in constant time. */
  verifyPaymentSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Every payment made against a provider order (Razorpay's GET /v1/orders/:id/payments): what the
   * reconciliation sweep asks about orders that were never settled, so no webhook is needed to find money.
   */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * Captures an authorized payment for exactly this amount in INR. Only a captured payment is money the
   * shop has: an authorized one that is never captured is released back to the shopper by the provider.
   */
  capture(paymentId: string, amountPaise: number): Promise<ProviderPayment>;
  /** Refunds a payment in full; the same idempotency key never refunds twice. */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<{ id: string }>;
}

export class PaymentProviderError extends Error {}
