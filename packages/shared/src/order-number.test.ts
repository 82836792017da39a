import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number';

describe('order numbers', () => {
  it('formats as people read it', () => {
    expect(formatOrderNumber(1001)).toBe('#1001');
    expect(formatOrderNumber(987654)).toBe('#987654');
  });

  it('reads what an admin types, with or without #', () => {
    expect(parseOrderNumber('1001')).toBe(1001);
    expect(parseOrderNumber('#1001')).toBe(1001);
    expect(parseOrderNumber('  # 1001 ')).toBe(1001);
    expect(parseOrderNumber(formatOrderNumber(1042))).toBe(1042);
  });

  it('refuses anything that is not an order number', () => {
    for (const text of [
      '',
      '#',
      'abc',
      '10a1',
      '-1001',
      '1001.5',
      '1e3',
      '##1001',
      '1234567890123456',
      '١٠٠١',
    ]) {
      expect(parseOrderNumber(text), text).toBeNull();
    }
  });
});
