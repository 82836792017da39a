import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { ApiError } from '../../../lib/api-error';
import type { PaymentStart, VerifyResponse } from '../api';
import { payOrder } from './pay-order';
import type { PaymentOutcome } from './types';

const start: PaymentStart = {
  success: true,
  orderId: 'ord-1',
  razorpayOrder: { id: 'order_ABCDEFGHIJKLMN', amount: 162750, currency: 'INR' },
  reservedUntil: null,
  checkout: {
    key: 'rzp_test_simulated',
    provider: 'simulated',
    name: 'Resham Silks',
    description: 'Order Payment',
    prefill: { name: 'Priya', email: 'priya@example.com', contact: '9876543210' },
    theme: { color: '#7a1f3d' },
  },
};
const payment = {
  razorpay_order_id: 'order_ABCDEFGHIJKLMN',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'sig',
};
const confirmed: VerifyResponse = {
  success: true,
  orderId: 'ord-1',
  orderStatus: 'confirmed',
  paymentStatus: 'paid',
  message: 'Payment verified. Your order is confirmed.',
};

const opening = (outcome: PaymentOutcome) => vi.fn(async () => outcome);

describe('payOrder', () => {
  it('opens the window with the server amount and store, then verifies what it returned', async () => {
    const open = opening({ status: 'paid', payment });
    const verify = vi.fn(async () => confirmed);
    const onVerifying = vi.fn();
    await expect(payOrder(start, { open, verify, onVerifying })).resolves.toEqual({
      status: 'paid',
      orderId: 'ord-1',
      message: confirmed.message,
    });
    expect(open).toHaveBeenCalledWith({
      provider: 'simulated',
      key: 'rzp_test_simulated',
      amount: 162750,
      currency: 'INR',
      providerOrderId: 'order_ABCDEFGHIJKLMN',
      name: 'Resham Silks',
      description: 'Order Payment',
      prefill: start.checkout.prefill,
      theme: { color: '#7a1f3d' },
    });
    expect(verify).toHaveBeenCalledWith({ orderId: 'ord-1', ...payment });
    expect(onVerifying).toHaveBeenCalledOnce();
  });

  it('a closed window leaves a pending order that can be paid later, without verifying', async () => {
    const verify = vi.fn();
    const result = await payOrder(start, { open: opening({ status: 'dismissed' }), verify });
    expect(result).toEqual({
      status: 'dismissed',
      orderId: 'ord-1',
      message: MESSAGES.checkout.paymentDismissed(30),
    });
    expect(verify).not.toHaveBeenCalled();
  });

  it('a failed payment is reported with its reason and can be retried', async () => {
    const verify = vi.fn();
    const result = await payOrder(start, {
      open: opening({ status: 'failed', reason: 'Card declined' }),
      verify,
    });
    expect(result).toEqual({
      status: 'failed',
      orderId: 'ord-1',
      message: MESSAGES.checkout.paymentFailed,
      detail: 'Card declined',
      retryable: true,
    });
    expect(verify).not.toHaveBeenCalled();
  });

  it('a window that cannot open (script blocked) is a retryable failure', async () => {
    const open = vi.fn(async () => Promise.reject(new Error(MESSAGES.checkout.scriptFailed)));
    const result = await payOrder(start, { open, verify: vi.fn() });
    expect(result).toMatchObject({
      status: 'failed',
      message: MESSAGES.checkout.scriptFailed,
      retryable: true,
    });
  });

  it('a payment the server cannot verify shows the server message and can be retried', async () => {
    const verify = vi.fn(async () =>
      Promise.reject(
        new ApiError(
          'Payment verification failed. If money was deducted, it will be refunded automatically.',
          400,
        ),
      ),
    );
    const result = await payOrder(start, { open: opening({ status: 'paid', payment }), verify });
    expect(result).toMatchObject({ status: 'failed', retryable: true });
    expect(result.message).toMatch(/verification failed/);
  });

  it('an order no longer awaiting payment cannot be retried', async () => {
    const verify = vi.fn(async () =>
      Promise.reject(new ApiError('This order is no longer awaiting payment.', 409)),
    );
    const result = await payOrder(start, { open: opening({ status: 'paid', payment }), verify });
    expect(result).toMatchObject({ status: 'failed', retryable: false });
  });

  it('a late payment rejected for lack of stock is not a success', async () => {
    const verify = vi.fn(async (): Promise<VerifyResponse> => ({
      ...confirmed,
      orderStatus: 'rejected',
      message:
        'Sorry, the reservation expired and an item sold out meanwhile. Your payment will be refunded.',
    }));
    const result = await payOrder(start, { open: opening({ status: 'paid', payment }), verify });
    expect(result).toMatchObject({ status: 'failed', retryable: false });
    expect(result.message).toMatch(/refunded/);
  });

  it.each([
    ['refunded', 'This order was cancelled; your payment has been refunded.'],
    ['refund_pending', 'This order was cancelled; your payment will be refunded automatically.'],
    ['refund_failed', 'This order was cancelled; your payment will be refunded automatically.'],
  ] as const)(
    'a payment for an order cancelled meanwhile (%s) is not a success and cannot be retried',
    async (paymentStatus, message) => {
      // The server answers 200 with success: false: the payment was genuine, the order not payable.
      const verify = vi.fn(async (): Promise<VerifyResponse> => ({
        success: false,
        orderId: 'ord-1',
        orderStatus: 'cancelled',
        paymentStatus,
        message,
      }));
      const result = await payOrder(start, { open: opening({ status: 'paid', payment }), verify });
      expect(result).toEqual({
        status: 'failed',
        orderId: 'ord-1',
        message,
        retryable: false,
        refund: paymentStatus,
      });
    },
  );

  it('a late payment whose prices changed is refunded, and the shopper is told to check out again', async () => {
    const message =
      'The reservation expired and prices have changed since; your payment has been refunded. Please check out again.';
    const verify = vi.fn(async (): Promise<VerifyResponse> => ({
      success: false,
      orderId: 'ord-1',
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      message,
    }));
    const result = await payOrder(start, { open: opening({ status: 'paid', payment }), verify });
    expect(result).toMatchObject({ status: 'failed', message, retryable: false, refund: 'refunded' });
  });

  it("an order that is not the shopper's (404) cannot be retried", async () => {
    const verify = vi.fn(async () => Promise.reject(new ApiError('Order not found.', 404)));
    const result = await payOrder(start, { open: opening({ status: 'paid', payment }), verify });
    expect(result).toMatchObject({ status: 'failed', message: 'Order not found.', retryable: false });
  });

  it('a gateway that refuses the order (no longer payable) ends with its message, not a generic one', async () => {
    const verify = vi.fn();
    const result = await payOrder(start, {
      open: opening({ status: 'failed', reason: 'This order is no longer awaiting payment.', final: true }),
      verify,
    });
    expect(result).toEqual({
      status: 'failed',
      orderId: 'ord-1',
      message: 'This order is no longer awaiting payment.',
      retryable: false,
    });
    expect(verify).not.toHaveBeenCalled();
  });
});
