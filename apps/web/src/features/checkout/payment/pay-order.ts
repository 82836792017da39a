import { MESSAGES } from '@resham/shared';
import { isApiError } from '../../../lib/api-error';
import type { PaymentStart, ProviderPayment, VerifyResponse } from '../api';
import { windowOptionsFrom, type OpenPaymentWindow } from './types';

/** Minutes an unpaid order holds its stock (the server's RESERVATION_MINUTES default). */
export const RESERVATION_MINUTES = 30;

export type PayResult =
  | { status: 'paid'; orderId: string; message: string }
  | { status: 'dismissed'; orderId: string; message: string }
  | { status: 'failed'; orderId: string; message: string; detail?: string; retryable: boolean };

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
    if (verified.paymentStatus === 'paid' && verified.orderStatus !== 'rejected') {
      return { status: 'paid', orderId, message: verified.message };
    }
    // Paid after the reservation lapsed and an item sold out: the server rejected and refunds it.
    return {
      status: 'failed',
      orderId,
      message: verified.message,
      retryable: verified.orderStatus === 'pending',
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : MESSAGES.checkout.paymentFailed;
    // 409: the order is no longer awaiting payment; anything else can be tried again.
    return { status: 'failed', orderId, message, retryable: !(isApiError(error) && error.status === 409) };
  }
}
