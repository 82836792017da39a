import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOffPaise, lineEligible, spreadPaise } from './discount-pricing';
import { computeOrderSummary, lineTotalPaise, orderSubtotalPaise } from './order-pricing';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const TN = { country: 'India', state: 'Tamil Nadu' };

describe('spreadPaise', () => {
  it('splits to the paisa, the odd paise to the largest remainders', () => {
    expect(spreadPaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadPaise(10, [333, 333, 334])).toEqual([3, 3, 4]);
    expect(spreadPaise(7, [0, 5, 0])).toEqual([0, 7, 0]);
    expect(spreadPaise(0, [3, 4])).toEqual([0, 0]);
    expect(spreadPaise(5, [])).toEqual([]);
  });

  it('always adds up to the total, never negative, never more than proportional + 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = spreadPaise(total, weights);
          expect(sum(parts)).toBe(total);
          const W = sum(weights);
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            if (W > 0) expect(Math.abs(p - (total * weights[i]!) / W)).toBeLessThan(1.000001);
          });
        },
      ),
      { seed: 23, numRuns: 500 },
    );
  });
});

describe('discountOffPaise and lineEligible', () => {
  it('takes a rounded percentage, or a flat amount never above the eligible subtotal', () => {
    expect(discountOffPaise({ type: 'percent', value: 10 }, 12_345)).toBe(1235); // 1234.5 rounds up
    expect(discountOffPaise({ type: 'percent', value: 90 }, 1)).toBe(1);
    expect(discountOffPaise({ type: 'flat', value: 50_000 }, 30_000)).toBe(30_000);
    expect(discountOffPaise({ type: 'flat', value: 50_000 }, 0)).toBe(0);
  });

  it('stops a percent code at its cap; below the cap (or without one) the percentage stands', () => {
    expect(discountOffPaise({ type: 'percent', value: 10, maxOffPaise: 50_000 }, 1_234_567)).toBe(50_000);
    expect(discountOffPaise({ type: 'percent', value: 10, maxOffPaise: 50_000 }, 99_999)).toBe(10_000);
    expect(discountOffPaise({ type: 'percent', value: 10, maxOffPaise: null }, 1_234_567)).toBe(123_457);
  });

  it('matches categories without regard to case; no categories means every line', () => {
    expect(lineEligible([], 'anything')).toBe(true);
    expect(lineEligible(['Kanchipuram Silk'], ' kanchipuram SILK ')).toBe(true);
    expect(lineEligible(['Cotton'], 'Silk')).toBe(false);
  });
});

describe('computeOrderSummary with a discount', () => {
  it('charges GST on the discounted value and prints a Discount before tax', () => {
    // Two sarees ₹12,500 and ₹3,333.33 × 3, 10% off: the example a reviewer can redo by hand.
    const s = computeOrderSummary(
      [
        { unitPricePaise: 1_250_000, quantity: 1 },
        { unitPricePaise: 333_333, quantity: 3 },
      ],
      { country: 'India', state: 'Tamil Nadu' },
      'Tamil Nadu',
      { type: 'percent', value: 10, categories: [] },
    );
    expect(s.subtotalPaise).toBe(2_249_999);
    expect(s.discountPaise).toBe(225_000); // 224,999.9 rounded
    expect(s.taxPaise).toBe(101_250); // 5% of 2,024,999 = 101,249.95
    expect(s.totalPaise).toBe(2_249_999 - 225_000 + 101_250);
    expect(sum(s.lines.map((l) => l.discountPaise))).toBe(s.discountPaise);
    expect(sum(s.lines.map((l) => l.taxPaise))).toBe(s.taxPaise);
    expect(s.cgstPaise + s.sgstPaise).toBe(s.taxPaise);
    expect(s.lines.map((l) => l.taxablePaise)).toEqual([1_125_000, 899_999]);
  });

  it('discounts only the lines of the code’s categories', () => {
    const s = computeOrderSummary(
      [
        { unitPricePaise: 100_000, quantity: 1, category: 'silk' },
        { unitPricePaise: 50_000, quantity: 2, category: 'cotton' },
      ],
      { country: 'India', state: 'Kerala' },
      'Tamil Nadu',
      { type: 'flat', value: 30_000, categories: ['Silk'] },
    );
    expect(s.eligibleSubtotalPaise).toBe(100_000);
    expect(s.lines.map((l) => l.discountPaise)).toEqual([30_000, 0]);
    expect(s.igstPaise).toBe(s.taxPaise);
    expect(s.taxPaise).toBe(8500); // 5% of 170,000
  });

  it('no code takes the goods below ₹1, so an order paid online costs ₹1 or more', () => {
    const percent = { type: 'percent' as const, value: 90, categories: [] };
    // ₹1 of goods in Tamil Nadu: CGST and SGST 2 paise each (half of the 5 paise GST, rounded down).
    const one = computeOrderSummary([{ unitPricePaise: 100, quantity: 1 }], TN, 'Tamil Nadu', percent);
    expect(one.discountPaise).toBe(0);
    expect(one.totalPaise).toBe(104);
    const small = computeOrderSummary([{ unitPricePaise: 150, quantity: 1 }], TN, 'Tamil Nadu', percent);
    expect(small.discountPaise).toBe(50);
    expect(small.totalPaise).toBe(104);
    const flat = { type: 'flat' as const, value: 100_000, categories: [] };
    const big = computeOrderSummary([{ unitPricePaise: 50_000, quantity: 2 }], TN, 'Tamil Nadu', flat);
    expect(big.discountPaise).toBe(99_900);
    expect(big.totalPaise).toBe(104);
    // Where the cap does not bite, nothing changes.
    const usual = computeOrderSummary([{ unitPricePaise: 10_000, quantity: 1 }], TN, 'Tamil Nadu', percent);
    expect(usual.discountPaise).toBe(9_000);
  });

  it('without a discount keeps the per-unit tax of every order before', () => {
    const lines = [{ unitPricePaise: 333, quantity: 7 }];
    const plain = computeOrderSummary(lines, { country: 'India', state: 'Kerala' }, 'Tamil Nadu');
    expect(plain.taxPaise).toBe(17 * 7); // round(16.65) per unit
    expect(plain.discountPaise).toBe(0);
    expect(plain.lines[0]!.taxPaise).toBe(plain.taxPaise);
  });

  it('line taxes and line totals add up to the order’s tax and total across awkward amounts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPricePaise: fc.integer({ min: 1, max: 5_000_000 }),
            quantity: fc.integer({ min: 1, max: 9 }),
            category: fc.constantFrom('silk', 'cotton', 'linen'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.oneof(
          fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 90 }) }),
          fc.record({ type: fc.constant('flat' as const), value: fc.integer({ min: 1, max: 10_000_000 }) }),
        ),
        fc.subarray(['silk', 'cotton', 'linen']),
        fc.constantFrom('Tamil Nadu', 'Kerala'),
        (lines, rule, categories, state) => {
          const s = computeOrderSummary(lines, { country: 'India', state }, 'Tamil Nadu', {
            ...rule,
            categories,
          });
          expect(sum(s.lines.map((l) => l.taxPaise))).toBe(s.taxPaise);
          expect(sum(s.lines.map((l) => l.discountPaise))).toBe(s.discountPaise);
          expect(s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(s.taxPaise);
          expect(s.discountPaise).toBeLessThanOrEqual(s.eligibleSubtotalPaise);
          s.lines.forEach((l) => expect(l.taxablePaise).toBeGreaterThanOrEqual(0));
          // The stored lines (as checkout stores them) add up to the order's total.
          const stored = lines.map((l, i) => ({
            unitPricePaise: l.unitPricePaise,
            unitTaxPaise: 0,
            quantity: l.quantity,
            discountPaise: s.lines[i]!.discountPaise,
            taxPaise: s.lines[i]!.taxPaise,
          }));
          expect(sum(stored.map(lineTotalPaise))).toBe(s.totalPaise);
          const fivePercent = Math.round(((s.subtotalPaise - s.discountPaise) * 5) / 100);
          if (state === 'Kerala') {
            if (s.discountPaise > 0) expect(s.taxPaise).toBe(fivePercent);
          } else {
            // Inside the state: CGST = SGST on every line, each line at most a paisa under its 5 %.
            s.lines.forEach((l) => expect(l.taxPaise % 2).toBe(0));
            expect(s.cgstPaise).toBe(s.sgstPaise);
            const outside = computeOrderSummary(lines, { country: 'India', state: 'Kerala' }, 'Tamil Nadu', {
              ...rule,
              categories,
            });
            s.lines.forEach((l, i) =>
              expect(l.taxPaise).toBe(outside.lines[i]!.taxPaise - (outside.lines[i]!.taxPaise % 2)),
            );
          }
        },
      ),
      { seed: 2026, numRuns: 400 },
    );
  });

  it('reads a discounted order whose discount equals its tax as a new-style order', () => {
    const order = {
      subtotalPaise: 10_500,
      discountPaise: 500,
      taxPaise: 500,
      shippingPaise: 0,
      totalPaise: 10_500,
    };
    expect(orderSubtotalPaise(order)).toBe(10_500);
  });
});
