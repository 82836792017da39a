import { MESSAGES } from '@resham/shared';
import type { ProviderPayment } from '../api';
import type { PaymentOutcome } from './types';

export type SimulatedPay = (providerOrderId: string) => Promise<ProviderPayment>;

/**
 * What the simulated sheet's three buttons do, mirroring Razorpay's window: Pay asks the gateway to
 * capture and hands back the signed fields (Razorpay's `handler`); Fail is `payment.failed`; Close is
 * `ondismiss`. `finish` is called exactly once.
 */
export function simulatedActions(
  providerOrderId: string,
  pay: SimulatedPay,
  finish: (outcome: PaymentOutcome) => void,
) {
  let done = false;
  const end = (outcome: PaymentOutcome) => {
    if (done) return;
    done = true;
    finish(outcome);
  };
  return {
    async pay() {
      try {
        const r = await pay(providerOrderId);
        end({
          status: 'paid',
          payment: {
            razorpay_order_id: r.razorpay_order_id,
            razorpay_payment_id: r.razorpay_payment_id,
            razorpay_signature: r.razorpay_signature,
          },
        });
      } catch (error) {
        end({
          status: 'failed',
          reason: error instanceof Error ? error.message : MESSAGES.checkout.paymentFailed,
        });
      }
    },
    fail: () => end({ status: 'failed', reason: MESSAGES.checkout.simulatedDecline }),
    close: () => end({ status: 'dismissed' }),
  };
}
