import { describe, expect, it } from 'vitest';
import { describeDiscount } from '@resham/shared';
import {
  discountToValues,
  emptyDiscountValues,
  fromIstInput,
  toIstInput,
  valuesToInput,
} from './form-values';

describe('discount form values', () => {
  it('reads and writes the dates in IST', () => {
    expect(toIstInput('2026-10-19T18:30:00.000Z')).toBe('2026-10-20T00:00');
    expect(fromIstInput('2026-10-20T00:00')).toBe('2026-10-20T00:00:00+05:30');
    expect(new Date(fromIstInput(toIstInput('2026-11-05T18:29:00.000Z'))!).toISOString()).toBe(
      '2026-11-05T18:29:00.000Z',
    );
    expect(fromIstInput('')).toBeNull();
    expect(toIstInput(null)).toBe('');
  });

  it('sends an empty cap as none and a blank value as not-a-number (refused by the server)', () => {
    const input = valuesToInput({ ...emptyDiscountValues(), code: ' diwali10 ', value: '' });
    expect(input).toMatchObject({ code: 'diwali10', maxUses: null, minSubtotal: 0, startsAt: null });
    expect(Number.isNaN(input.value)).toBe(true);
  });

  it('sends a percent code’s most off in rupees, none when empty or for a flat code', () => {
    const percent = { ...emptyDiscountValues(), code: 'SILK10', value: '10', maxDiscount: '500' };
    expect(valuesToInput(percent)).toMatchObject({ type: 'percent', value: 10, maxDiscount: 500 });
    expect(valuesToInput({ ...percent, maxDiscount: ' ' }).maxDiscount).toBeNull();
    expect(valuesToInput({ ...percent, type: 'flat' }).maxDiscount).toBeNull();
    const loaded = discountToValues({
      ...({} as Parameters<typeof discountToValues>[0]),
      type: 'percent',
      value: 10,
      maxDiscount: 500,
      minSubtotal: 0,
      maxUses: null,
      startsAt: null,
      endsAt: null,
      categories: [],
    });
    expect(loaded.maxDiscount).toBe('500');
  });

  it('describes a code as the list and the code box say it: “up to ₹X” for a capped percent', () => {
    expect(describeDiscount({ type: 'percent', value: 10, maxDiscount: 500 })).toBe('10% off, up to ₹500.00');
    expect(describeDiscount({ type: 'percent', value: 10, maxDiscount: null })).toBe('10% off');
    expect(describeDiscount({ type: 'flat', value: 750 })).toBe('₹750.00 off');
  });
});
