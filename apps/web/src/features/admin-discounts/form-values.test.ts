import { describe, expect, it } from 'vitest';
import { fromIstInput, toIstInput, valuesToInput, emptyDiscountValues } from './form-values';

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
});
