import { describe, expect, it } from 'vitest';
import { displayPrice, stockState } from './price';

// The shop prints ₹ amounts with the Indian grouping; Node's ICU may use a narrow space, so compare digits.
const digits = (s: string | null) => s?.replace(/[^\d.]/g, '');

describe('displayPrice', () => {
  it('adds 5% tax to the price', () => {
    const p = displayPrice({ price: 18900, salePrice: 0, totalStock: 3 });
    expect(digits(p.current)).toBe('19845.00');
    expect(p.current.startsWith('₹')).toBe(true);
    expect(p).toMatchObject({ original: null, discountPercent: null });
  });

  it('shows the sale price with tax, the old price and the rounded discount', () => {
    const p = displayPrice({ price: 9800, salePrice: 8500, totalStock: 3 });
    expect(digits(p.current)).toBe('8925.00');
    expect(digits(p.original)).toBe('10290.00');
    expect(p.discountPercent).toBe(13);
  });

  it('keeps paise exact', () => {
    expect(digits(displayPrice({ price: 1999.99, totalStock: 1 }).current)).toBe('2099.99');
  });
});

describe('stockState', () => {
  it('reads out of stock, low (under 10) and in stock', () => {
    expect(stockState(0)).toEqual({ kind: 'out' });
    expect(stockState(1)).toEqual({ kind: 'low', left: 1 });
    expect(stockState(9)).toEqual({ kind: 'low', left: 9 });
    expect(stockState(10)).toEqual({ kind: 'in' });
  });
});
