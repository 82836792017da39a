import { describe, expect, it } from 'vitest';
import { exchangeCreditFigures } from './exchange-credit';

describe('exchangeCreditFigures', () => {
  it('is nothing for an order no exchange placed', () => {
    expect(exchangeCreditFigures({ totalAmount: 4200, exchangeCredit: 0 })).toBeNull();
  });

  it('names what the returned items paid and, for a dearer replacement, what is due at the door', () => {
    expect(exchangeCreditFigures({ totalAmount: 15750.5, exchangeCredit: 9450.25 })).toEqual({
      credit: '₹9,450.25',
      due: '₹6,300.25',
    });
  });

  it('has nothing due when the returned items paid it all', () => {
    expect(exchangeCreditFigures({ totalAmount: 3150, exchangeCredit: 3150 })).toEqual({
      credit: '₹3,150.00',
      due: null,
    });
  });
});
