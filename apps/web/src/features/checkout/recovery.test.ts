import { describe, expect, it } from 'vitest';
import { basketKey, isRetryable, retryTarget, type PaymentNotice } from './recovery';

const dismissed: PaymentNotice = { status: 'dismissed', orderId: 'o1', message: 'closed' };
const failed = (retryable: boolean): PaymentNotice => ({
  status: 'failed',
  orderId: 'o1',
  message: 'failed',
  retryable,
});

describe('checkout recovery', () => {
  it('keys a basket by address and lines, whatever their order', () => {
    const a = basketKey('addr', [
      { productId: 'p1', quantity: 2 },
      { productId: 'p2', quantity: 1 },
    ]);
    const b = basketKey('addr', [
      { productId: 'p2', quantity: 1 },
      { productId: 'p1', quantity: 2 },
    ]);
    expect(a).toBe(b);
    expect(basketKey('addr', [{ productId: 'p1', quantity: 3 }])).not.toBe(
      basketKey('addr', [{ productId: 'p1', quantity: 2 }]),
    );
    expect(basketKey('other', [{ productId: 'p1', quantity: 2 }])).not.toBe(
      basketKey('addr', [{ productId: 'p1', quantity: 2 }]),
    );
  });

  it('retries the same order after a closed window or a retryable failure', () => {
    expect(isRetryable(dismissed)).toBe(true);
    expect(isRetryable(failed(true))).toBe(true);
    expect(retryTarget(dismissed, 'k', 'k')).toBe('o1');
    expect(retryTarget(failed(true), 'k', 'k')).toBe('o1');
  });

  it('creates a new order when nothing failed, the order cannot be paid, or the basket changed', () => {
    expect(isRetryable(null)).toBe(false);
    expect(retryTarget(null, 'k', 'k')).toBeNull();
    expect(retryTarget(failed(false), 'k', 'k')).toBeNull();
    expect(retryTarget(dismissed, 'k', 'changed')).toBeNull();
    expect(retryTarget(dismissed, null, 'k')).toBeNull();
  });
});
