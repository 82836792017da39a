import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { ApiError } from '../../../lib/api-error';
import { simulatedActions } from './simulated-actions';

const fields = { razorpay_order_id: 'order_X', razorpay_payment_id: 'pay_X', razorpay_signature: 'sig' };

describe('simulated payment sheet actions', () => {
  it('Pay asks the gateway for the provider order and hands back the signed fields', async () => {
    const pay = vi.fn(async () => ({ success: true, ...fields }));
    const finish = vi.fn();
    await simulatedActions('order_X', pay, finish).pay();
    expect(pay).toHaveBeenCalledWith('order_X');
    expect(finish).toHaveBeenCalledWith({ status: 'paid', payment: fields });
  });

  it('a gateway error becomes a failed payment', async () => {
    const finish = vi.fn();
    await simulatedActions(
      'order_X',
      async () => Promise.reject(new Error('Unknown payment order.')),
      finish,
    ).pay();
    expect(finish).toHaveBeenCalledWith({ status: 'failed', reason: 'Unknown payment order.' });
  });

  it('Fail and Close end it like payment.failed and ondismiss, once', () => {
    const finish = vi.fn();
    const actions = simulatedActions('order_X', vi.fn(), finish);
    actions.fail();
    actions.close();
    expect(finish).toHaveBeenCalledOnce();
    expect(finish).toHaveBeenCalledWith({ status: 'failed', reason: MESSAGES.checkout.simulatedDecline });

    const closing = vi.fn();
    simulatedActions('order_X', vi.fn(), closing).close();
    expect(closing).toHaveBeenCalledWith({ status: 'dismissed' });
  });

  it.each([
    [409, 'This order is no longer awaiting payment.'],
    [404, 'Order not found.'],
  ])(
    'a gateway refusal (%i) is shown in the sheet; closing it ends with that message, final',
    async (status, message) => {
      const finish = vi.fn();
      const actions = simulatedActions(
        'order_X',
        async () => Promise.reject(new ApiError(message, status)),
        finish,
      );
      await expect(actions.pay()).resolves.toBe(message);
      expect(finish).not.toHaveBeenCalled();
      actions.close();
      expect(finish).toHaveBeenCalledOnce();
      expect(finish).toHaveBeenCalledWith({ status: 'failed', reason: message, final: true });
    },
  );

  it('any other gateway error ends the payment at once as a failure that can be retried', async () => {
    const finish = vi.fn();
    const actions = simulatedActions(
      'order_X',
      async () => Promise.reject(new ApiError('Something went wrong.', 500)),
      finish,
    );
    await expect(actions.pay()).resolves.toBeNull();
    expect(finish).toHaveBeenCalledWith({ status: 'failed', reason: 'Something went wrong.' });
  });
});
