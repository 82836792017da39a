import { MESSAGES } from '@resham/shared';
import { isApiError } from '../../../lib/api-error';
import type { PaymentStart, ProviderPayment, VerifyResponse } from '../api';
import { windowOptionsFrom, type OpenPaymentWindow } from './types';

/** Minutes an unpaid order holds its stock (the server's RESERVATION_MINUTES default). */
export const RESERVATION_MINUTES = 30;

/** Where the refund of a payment that could not confirm its order stands (the order's payment status). */
export type RefundStatus = 'refunded' | 'refund_pending' | 'refund_failed';

export type PayResult =
  | { status: 'paid'; orderId: string; message: string }
  | { status: 'dismissed'; orderId: string; message: string }
  | {
      status: 'failed';
      orderId: string;
      message: string;
      detail?: string;
      retryable: boolean;
      /** The payment came in but could not confirm the order: where its refund stands. */
      refund?: RefundStatus;
    };

export interface PayDeps {
  open: OpenPaymentWindow;
  verify: (body: ProviderPayment & { orderId: string }) => Promise<VerifyResponse>;
  /** Called when the window has handed back a payment and the server is checking it. */
  onVerifying?: () => void;
}

/**
 * Opens the payment window for an order the server has created (or reopened), then has the server
 * verify what the window returned. Razorpay and the simulated gateway both end here, through the
 * same verification.
 */
export async function payOrder(start: PaymentStart, deps: PayDeps): Promise<PayResult> {
  const { orderId } = start;
  let outcome;
  try {
    outcome = await deps.open(windowOptionsFrom(start));
  } catch (error) {
    return {
      status: 'failed',
      orderId,
      message: error instanceof Error ? error.message : MESSAGES.checkout.scriptFailed,
      retryable: true,
    };
  }

  if (outcome.status === 'dismissed') {
    return { status: 'dismissed', orderId, message: MESSAGES.checkout.paymentDismissed(RESERVATION_MINUTES) };
  }
  if (outcome.status === 'failed' && outcome.final) {
    // The gateway refused the order itself (no longer awaiting payment): its message says it all.
    return { status: 'failed', orderId, message: outcome.reason, retryable: false };
  }
  if (outcome.status === 'failed') {
    return {
      status: 'failed',
      orderId,
      message: MESSAGES.checkout.paymentFailed,
      detail: outcome.reason,
      retryable: true,
    };
  }

  deps.onVerifying?.();
  try {
    const verified = await deps.verify({ orderId, ...outcome.payment });
    if (verified.success !== false && verified.paymentStatus === 'paid' && isLive(verified.orderStatus)) {
      return { status: 'paid', orderId, message: verified.message };
    }
    // A genuine payment that could not confirm the order: it was cancelled or superseded meanwhile, or
    // the reservation lapsed and an item sold out or a price changed. The server refunds it (refunded,
    // refund_pending or refund_failed) and says so; this order cannot be paid again.
    return {
      status: 'failed',
      orderId,
      message: verified.message,
      retryable: verified.orderStatus === 'pending' && verified.paymentStatus === 'pending',
      ...(REFUND_STATUSES.has(verified.paymentStatus)
        ? { refund: verified.paymentStatus as RefundStatus }
        : {}),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : MESSAGES.checkout.paymentFailed;
    // 409: the order is no longer awaiting payment; 404: not this shopper's order. Anything else
    // (a signature the server could not verify, a network error) can be tried again.
    const final = isApiError(error) && (error.status === 409 || error.status === 404);
    return { status: 'failed', orderId, message, retryable: !final };
  }
}

/** An order a payment can confirm or has confirmed (not rejected, not cancelled). */
const isLive = (orderStatus: string) => orderStatus !== 'rejected' && orderStatus !== 'cancelled';

const REFUND_STATUSES: ReadonlySet<string> = new Set<RefundStatus>([
  'refunded',
  'refund_pending',
  'refund_failed',
]);
