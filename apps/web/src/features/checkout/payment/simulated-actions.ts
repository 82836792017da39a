import { MESSAGES } from '@resham/shared';
import { isApiError } from '../../../lib/api-error';
import type { ProviderPayment } from '../api';
import type { PaymentOutcome } from './types';

export type SimulatedPay = (providerOrderId: string) => Promise<ProviderPayment>;

/** The gateway refuses the order itself: 409 no longer awaiting payment, 404 not this shopper's order. */
const isRefusal = (error: unknown) => isApiError(error) && (error.status === 409 || error.status === 404);

/**
 * What the simulated sheet's three buttons do, mirroring Razorpay's window: Pay asks the gateway to
 * capture and hands back the signed fields (Razorpay's `handler`); Fail is `payment.failed`; Close is
 * `ondismiss`. `finish` is called exactly once.
 *
 * When the gateway refuses the order (it is no longer payable, or not the shopper's), `pay` resolves
 * with the server's message instead of finishing: the sheet shows it, as Razorpay's window shows its
 * errors, and closing the sheet then ends with a final failure carrying that message.
 */
export function simulatedActions(
  providerOrderId: string,
  pay: SimulatedPay,
  finish: (outcome: PaymentOutcome) => void,
) {
  let done = false;
  let refusal: string | null = null;
  const end = (outcome: PaymentOutcome) => {
    if (done) return;
    done = true;
    finish(outcome);
  };
  return {
    /** Resolves with the gateway's refusal message (the sheet stays open to show it), else null. */
    async pay(): Promise<string | null> {
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
        if (isRefusal(error)) {
          refusal = (error as Error).message;
          return refusal;
        }
        end({
          status: 'failed',
          reason: error instanceof Error ? error.message : MESSAGES.checkout.paymentFailed,
        });
      }
      return null;
    },
    fail: () => end({ status: 'failed', reason: MESSAGES.checkout.simulatedDecline }),
    close: () =>
      end(refusal === null ? { status: 'dismissed' } : { status: 'failed', reason: refusal, final: true }),
  };
}
