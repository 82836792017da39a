import { describe, expect, it } from 'vitest';
import { hasInvoice, isUnpaidAttempt, splitHistory } from './history';

const order = (
  id: string,
  orderStatus: string,
  paymentStatus: string,
  cancelReason: string | null = null,
) => ({
  id,
  orderStatus,
  paymentStatus,
  cancelReason,
});

describe('order history', () => {
  it('folds never-paid orders that were superseded or expired', () => {
    expect(isUnpaidAttempt(order('a', 'cancelled', 'pending', 'superseded'))).toBe(true);
    expect(isUnpaidAttempt(order('b', 'cancelled', 'pending', 'expired'))).toBe(true);
  });

  it('keeps what the shopper or the shop cancelled, anything money moved for, and live orders', () => {
    expect(isUnpaidAttempt(order('c', 'cancelled', 'pending', 'shopper'))).toBe(false);
    expect(isUnpaidAttempt(order('d', 'cancelled', 'pending', 'admin'))).toBe(false);
    expect(isUnpaidAttempt(order('e', 'cancelled', 'refunded', 'superseded'))).toBe(false);
    expect(isUnpaidAttempt(order('f', 'cancelled', 'refund_pending', 'expired'))).toBe(false);
    expect(isUnpaidAttempt(order('g', 'pending', 'pending'))).toBe(false);
    expect(isUnpaidAttempt(order('h', 'confirmed', 'paid'))).toBe(false);
    // An older server that does not say why: shown.
    expect(isUnpaidAttempt({ orderStatus: 'cancelled', paymentStatus: 'pending' })).toBe(false);
  });

  it('splits a history keeping its order', () => {
    const history = [
      order('1', 'confirmed', 'paid'),
      order('2', 'cancelled', 'pending', 'superseded'),
      order('3', 'pending', 'pending'),
      order('4', 'cancelled', 'pending', 'expired'),
      order('5', 'cancelled', 'pending', 'shopper'),
    ];
    const { shown, attempts } = splitHistory(history);
    expect(shown.map((o) => o.id)).toEqual(['1', '3', '5']);
    expect(attempts.map((o) => o.id)).toEqual(['2', '4']);
  });
});

describe('hasInvoice', () => {
  it('is true only once the order has its invoice number (paid)', () => {
    expect(hasInvoice({ invoiceNumber: 'RS/2026-27/0001' })).toBe(true);
    expect(hasInvoice({ invoiceNumber: null })).toBe(false);
    expect(hasInvoice({})).toBe(false);
  });
});
