import { describe, expect, it } from 'vitest';
import {
  addExchangeLine,
  ageText,
  canAskForReturn,
  exchangeForOf,
  exchangeOffered,
  needsRefundTo,
  photosRequired,
  unitsLeft,
  windowEndsAt,
} from './rules';

const settings = {
  windowDays: 7,
  exchanges: true,
  reasons: ['damaged', 'changed-mind'] as const,
  freePickupReasons: ['damaged'] as const,
};
const s = { ...settings, reasons: [...settings.reasons], freePickupReasons: [...settings.freePickupReasons] };
const delivered = {
  orderStatus: 'delivered',
  paymentMethod: 'razorpay',
  deliveredAt: '2026-11-20T10:00:00.000Z',
  cartItems: [
    { productId: 'a', title: 'Kanjivaram', quantity: 2 },
    { productId: 'b', title: 'Tussar', quantity: 1 },
  ],
};
const at = (iso: string) => new Date(iso).getTime();

describe('the return window as the order page sees it', () => {
  it('is open for windowDays after the delivered order last changed, then closed', () => {
    expect(windowEndsAt(delivered, s)?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(canAskForReturn(delivered, s, [], at('2026-11-27T09:59:00Z'))).toBe(true);
    expect(canAskForReturn(delivered, s, [], at('2026-11-27T10:01:00Z'))).toBe(false);
  });

  it('is never open before delivery, with returns off, or before the settings answer', () => {
    const now = at('2026-11-21T00:00:00Z');
    expect(canAskForReturn({ ...delivered, orderStatus: 'inShipping' }, s, [], now)).toBe(false);
    expect(canAskForReturn(delivered, { ...s, windowDays: 0 }, [], now)).toBe(false);
    expect(canAskForReturn(delivered, undefined, [], now)).toBe(false);
  });

  it('closes once every unit is in a request the shop has not turned down', () => {
    const now = at('2026-11-21T00:00:00Z');
    const all = [
      { productId: 'a', title: '', quantity: 2 },
      { productId: 'b', title: '', quantity: 1 },
    ];
    expect(canAskForReturn(delivered, s, [{ rejectionReason: null, items: all }], now)).toBe(false);
    expect(canAskForReturn(delivered, s, [{ rejectionReason: 'Worn.', items: all }], now)).toBe(true);
  });
});

describe('unitsLeft', () => {
  it('takes away units of requests not turned down (a turned-down one stays so once closed)', () => {
    const left = unitsLeft(delivered, [
      { rejectionReason: null, items: [{ productId: 'a', title: '', quantity: 1 }] },
      { rejectionReason: 'Worn after delivery.', items: [{ productId: 'b', title: '', quantity: 1 }] },
    ]);
    expect(Object.fromEntries(left)).toEqual({ a: 1, b: 1 });
  });
});

describe('what a request needs', () => {
  it('photos for damaged and not as pictured; a refund account for a COD refund', () => {
    expect(photosRequired('damaged')).toBe(true);
    expect(photosRequired('not-as-pictured')).toBe(true);
    expect(photosRequired('changed-mind')).toBe(false);
    expect(photosRequired('')).toBe(false);
    expect(needsRefundTo({ paymentMethod: 'cod' }, 'refund')).toBe(true);
    expect(needsRefundTo({ paymentMethod: 'cod' }, 'exchange')).toBe(false);
    expect(needsRefundTo({ paymentMethod: 'razorpay' }, 'refund')).toBe(false);
  });
});

describe('ageText', () => {
  it('reads minutes, hours and days', () => {
    const now = at('2026-11-29T12:00:00Z');
    expect(ageText('2026-11-29T11:59:30Z', now)).toBe('just now');
    expect(ageText('2026-11-29T11:20:00Z', now)).toBe('40 minutes ago');
    expect(ageText('2026-11-29T09:00:00Z', now)).toBe('3 hours ago');
    expect(ageText('2026-11-28T11:00:00Z', now)).toBe('1 day ago');
    expect(ageText('2026-11-25T12:00:00Z', now)).toBe('4 days ago');
  });
});

describe('an exchange', () => {
  it('is offered on an order paid online when the shop takes exchanges, never on cash on delivery', () => {
    expect(exchangeOffered({ paymentMethod: 'razorpay' }, { exchanges: true })).toBe(true);
    expect(exchangeOffered({ paymentMethod: 'cod' }, { exchanges: true })).toBe(false);
    expect(exchangeOffered({ paymentMethod: 'razorpay' }, { exchanges: false })).toBe(false);
  });

  it('adds a chosen product once, one unit, as many as in stock up to 10; a sold-out one not at all', () => {
    const one = addExchangeLine([], { _id: 'p', title: 'Tussar', totalStock: 3 });
    expect(one).toEqual([{ productId: 'p', title: 'Tussar', quantity: 1, max: 3 }]);
    expect(addExchangeLine(one, { _id: 'p', title: 'Tussar', totalStock: 3 })).toEqual(one);
    expect(addExchangeLine([], { _id: 'q', title: 'Silk', totalStock: 40 })[0]!.max).toBe(10);
    expect(addExchangeLine([], { _id: 'r', title: 'Gone', totalStock: 0 })).toEqual([]);
    const full = Array.from({ length: 10 }, (_, i) => ({
      productId: `x${i}`,
      title: '',
      quantity: 1,
      max: 1,
    }));
    expect(addExchangeLine(full, { _id: 'y', title: 'One more', totalStock: 2 })).toHaveLength(10);
  });

  it('sends nothing for the same items (the server’s default) and the chosen lines otherwise', () => {
    const lines = [{ productId: 'p', title: 'Tussar', quantity: 2, max: 3 }];
    expect(exchangeForOf({ mode: 'same', lines })).toBeUndefined();
    expect(exchangeForOf({ mode: 'other', lines })).toEqual([{ productId: 'p', quantity: 2 }]);
  });
});
