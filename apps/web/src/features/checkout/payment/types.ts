import type { PaymentProviderName, PaymentStart, ProviderPayment } from '../api';

/** Everything a payment window needs (spec §7: the payment window), from the server's answer. */
export interface PaymentWindowOptions {
  provider: PaymentProviderName;
  /** The provider's public key. */
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** The provider's order id (order_…). */
  providerOrderId: string;
  /** The store name. */
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
}

/**
 * How a payment window ended: paid (with the signed fields), failed, or closed by the shopper. A
 * `final` failure is the gateway refusing the order itself (no longer awaiting payment, or not the
 * shopper's): trying again cannot help, and `reason` is the whole story.
 */
export type PaymentOutcome =
  | { status: 'paid'; payment: ProviderPayment }
  | { status: 'failed'; reason: string; final?: boolean }
  | { status: 'dismissed' };

/** One interface, two implementations: Razorpay's checkout and the built-in simulated sheet. */
export type OpenPaymentWindow = (options: PaymentWindowOptions) => Promise<PaymentOutcome>;

export function windowOptionsFrom(start: PaymentStart): PaymentWindowOptions {
  return {
    provider: start.checkout.provider,
    key: start.checkout.key,
    amount: start.razorpayOrder.amount,
    currency: start.razorpayOrder.currency,
    providerOrderId: start.razorpayOrder.id,
    name: start.checkout.name,
    description: 'Order Payment',
    prefill: start.checkout.prefill,
    theme: start.checkout.theme,
  };
}
