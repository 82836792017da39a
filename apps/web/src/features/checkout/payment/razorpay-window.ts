import { MESSAGES } from '@resham/shared';
import type { ProviderPayment } from '../api';
import type { PaymentOutcome, PaymentWindowOptions } from './types';

/** The part of Razorpay's checkout.js this app uses. */
export interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
export type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<RazorpayConstructor> | undefined;

/** Injects Razorpay's checkout script once, on demand. */
export function loadRazorpayScript(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  return (loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    const fail = () => {
      loading = undefined;
      script.remove();
      reject(new Error(MESSAGES.checkout.scriptFailed));
    };
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : fail());
    script.onerror = fail;
    document.head.appendChild(script);
  }));
}

/** Razorpay's payment window with the options of spec §7; resolves once, however it ends. */
export async function openRazorpayWindow(
  options: PaymentWindowOptions,
  load: () => Promise<RazorpayConstructor> = loadRazorpayScript,
): Promise<PaymentOutcome> {
  const Razorpay = await load();
  return new Promise<PaymentOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: PaymentOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const rzp = new Razorpay({
      key: options.key,
      amount: options.amount,
      currency: options.currency,
      order_id: options.providerOrderId,
      name: options.name,
      description: options.description,
      prefill: options.prefill,
      theme: options.theme,
      method: { upi: true, card: true, netbanking: true, wallet: true },
      handler: (payment: ProviderPayment) =>
        finish({
          status: 'paid',
          payment: {
            razorpay_order_id: payment.razorpay_order_id,
            razorpay_payment_id: payment.razorpay_payment_id,
            razorpay_signature: payment.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => finish({ status: 'dismissed' }) },
    });
    rzp.on('payment.failed', (response) => {
      finish({ status: 'failed', reason: response.error?.description || MESSAGES.checkout.paymentFailed });
      rzp.close();
    });
    rzp.open();
  });
}
