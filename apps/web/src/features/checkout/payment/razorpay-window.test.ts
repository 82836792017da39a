import { describe, expect, it } from 'vitest';
import { openRazorpayWindow, type RazorpayConstructor, type RazorpayInstance } from './razorpay-window';
import type { PaymentWindowOptions } from './types';

const options: PaymentWindowOptions = {
  provider: 'razorpay',
  key: 'rzp_test_key',
  amount: 162750,
  currency: 'INR',
  providerOrderId: 'order_ABC',
  name: 'Resham Silks',
  description: 'Order Payment',
  prefill: { name: 'Priya', email: 'priya@example.com', contact: '9876543210' },
  theme: { color: '#7a1f3d' },
};

/** A stand-in for Razorpay's checkout: records its options and lets the test play the shopper. */
function fakeRazorpay() {
  const state: {
    options?: Record<string, any>;
    failed?: (r: { error?: { description?: string } }) => void;
    opened: number;
    closed: number;
  } = { opened: 0, closed: 0 };
  class Fake implements RazorpayInstance {
    constructor(o: Record<string, unknown>) {
      state.options = o;
    }
    open() {
      state.opened++;
    }
    close() {
      state.closed++;
      // Razorpay calls ondismiss when closed from code too.
      state.options?.modal.ondismiss();
    }
    on(_event: 'payment.failed', handler: (r: { error?: { description?: string } }) => void) {
      state.failed = handler;
    }
  }
  const load = async () => Fake as unknown as RazorpayConstructor;
  return { state, load };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Razorpay payment window', () => {
  it('opens with the options of spec §7 and resolves with the signed fields from the handler', async () => {
    const { state, load } = fakeRazorpay();
    const result = openRazorpayWindow(options, load);
    await tick();
    expect(state.opened).toBe(1);
    expect(state.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 162750,
      currency: 'INR',
      order_id: 'order_ABC',
      name: 'Resham Silks',
      description: 'Order Payment',
      prefill: options.prefill,
      theme: { color: '#7a1f3d' },
      method: { upi: true, card: true, netbanking: true, wallet: true },
    });
    state.options!.handler({
      razorpay_order_id: 'order_ABC',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
      extra: 'ignored',
    });
    await expect(result).resolves.toEqual({
      status: 'paid',
      payment: { razorpay_order_id: 'order_ABC', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
    });
  });

  it('ondismiss resolves as dismissed', async () => {
    const { state, load } = fakeRazorpay();
    const result = openRazorpayWindow(options, load);
    await tick();
    state.options!.modal.ondismiss();
    await expect(result).resolves.toEqual({ status: 'dismissed' });
  });

  it('payment.failed closes the window and resolves as failed (not dismissed) with the reason', async () => {
    const { state, load } = fakeRazorpay();
    const result = openRazorpayWindow(options, load);
    await tick();
    state.failed!({ error: { description: 'Your payment was declined by the bank.' } });
    await expect(result).resolves.toEqual({
      status: 'failed',
      reason: 'Your payment was declined by the bank.',
    });
    expect(state.closed).toBe(1);
  });

  it('a script that cannot load rejects', async () => {
    await expect(
      openRazorpayWindow(options, async () => Promise.reject(new Error('blocked'))),
    ).rejects.toThrow('blocked');
  });
});
