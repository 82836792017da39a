import { describe, expect, it } from 'vitest';
import { priceFiguresText } from './price-figures';

describe('the live figures under "Shoppers pay" (issue 35)', () => {
  it('shows the base price, its GST and what shoppers pay as the owner types', () => {
    expect(priceFiguresText('18500')).toBe('Before GST ₹17,619.05 + GST ₹880.95 = shoppers pay ₹18,500.00');
    expect(priceFiguresText(' 12600 ')).toBe('Before GST ₹12,000.00 + GST ₹600.00 = shoppers pay ₹12,600.00');
  });

  it('names the nearest figures when no base price gives the one typed', () => {
    expect(priceFiguresText('10.60')).toBe('No price before GST gives exactly ₹10.60: use ₹10.59 or ₹10.61.');
  });

  it('says nothing for a blank or unusable figure; 0 reads as the caller says', () => {
    for (const typed of ['', '  ', 'abc', '-5', '12.345', undefined])
      expect(priceFiguresText(typed), String(typed)).toBeUndefined();
    expect(priceFiguresText('0', 'Not on sale.')).toBe('Not on sale.');
    expect(priceFiguresText('0')).toBeUndefined();
  });
});
