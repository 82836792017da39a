import { describe, expect, it } from 'vitest';
import {
  baseRangeForShopperRange,
  discountPercent,
  effectiveUnitPricePaise,
  priceWithTaxPaise,
  productUnitPricePaise,
  subtotalWithTaxPaise,
} from './pricing';
import {
  computeOrderSummary,
  lineTotalPaise,
  orderSubtotalPaise,
  sameState,
  shippingPaise,
  splitTax,
  taxKind,
  taxLabel,
} from './order-pricing';
import {
  formatCount,
  formatPaise,
  formatRupees,
  isWholePaise,
  paiseToRupees,
  percentOfPaise,
  rupeesToPaise,
  splitPaise,
} from './money';

const INTRA = 'Tax 5% (GST: SGST:2.5% + CGST:2.5%)';
const IGST = 'Tax 5% (IGST)';

describe('money', () => {
  it('converts rupees and paise without float drift and formats in Indian grouping', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(24999.99)).toBe(2499999);
    expect(paiseToRupees(2499999)).toBe(24999.99);
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatPaise(150000)).toBe('₹1,500.00');
    expect(splitPaise(123456)).toEqual({ rupees: 1234, paise: 56 });
    expect(percentOfPaise(99999, 5)).toBe(5000);
    expect(isWholePaise(12.34)).toBe(true);
    expect(isWholePaise(12.345)).toBe(false);
    expect(isWholePaise(Number.NaN)).toBe(false);
  });

  it('writes counts and amounts exactly as the en-IN locale does, without it', () => {
    // Every length of number, both signs, round and odd paise, as Node's ICU writes them.
    const wholes = [0, 7, 42, 999, 1000, 5000, 12345, 100000, 123456, 9999999, 12345678, 1234567890];
    for (const n of [...wholes, ...wholes.slice(1).map((w) => -w)]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
      for (const paise of [0, 5, 50, 99]) {
        const rupees = paiseToRupees(n * 100 + Math.sign(n || 1) * paise);
        expect(formatRupees(rupees)).toBe(
          `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
        );
      }
    }
    expect(formatRupees(-0.5)).toBe('₹-0.50');
  });
});

describe('unit price', () => {
  it('is the sale price when above 0, else the price', () => {
    expect(effectiveUnitPricePaise(250000, 0)).toBe(250000);
    expect(effectiveUnitPricePaise(250000, 199900)).toBe(199900);
    expect(effectiveUnitPricePaise(250000, null)).toBe(250000);
    expect(productUnitPricePaise({ price: 2500, salePrice: 1999.5 })).toBe(199950);
    expect(productUnitPricePaise({ price: 2500 })).toBe(250000);
    expect(discountPercent({ price: 2500, salePrice: 2000 })).toBe(20);
    expect(discountPercent({ price: 2500, salePrice: 0 })).toBe(0);
  });
});

describe('tax split by the buyer’s and the seller’s state', () => {
  it('is CGST + SGST only for a buyer in India in the seller’s state, however spelled', () => {
    for (const s of ['Tamil Nadu', 'tamilnadu', ' TAMIL  NADU ', 'Tamil-Nadu'])
      expect(taxKind({ country: 'India', state: s }, 'Tamil Nadu')).toBe('cgst-sgst');
    expect(taxKind({ country: 'India', state: 'Karnataka' }, 'Tamil Nadu')).toBe('igst');
    expect(taxKind({ country: 'India', state: 'Karnataka' }, 'Karnataka')).toBe('cgst-sgst');
    expect(taxKind({ country: 'India', state: 'Tamil Nadu' }, 'Karnataka')).toBe('igst');
    expect(taxKind({ country: 'India', state: 'Orissa' }, 'Odisha')).toBe('cgst-sgst');
    // A foreign "state" named like the seller's is still an export.
    expect(taxKind({ country: 'Malaysia', state: 'Tamil Nadu' }, 'Tamil Nadu')).toBe('igst');
    expect(taxKind({ country: 'India', state: '' }, 'Tamil Nadu')).toBe('igst');
    expect(taxKind(null, 'Tamil Nadu')).toBe('igst');
    expect(sameState('', '')).toBe(false);
    expect(taxLabel('cgst-sgst')).toBe(INTRA);
    expect(taxLabel('igst')).toBe(IGST);
  });

  it('halves a line’s tax for CGST and SGST, or keeps it whole as IGST', () => {
    expect(splitTax(5002, 'cgst-sgst')).toEqual({ cgstPaise: 2501, sgstPaise: 2501, igstPaise: 0 });
    expect(splitTax(5001, 'igst')).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 5001 });
    // A line charged before CGST and SGST were computed equal keeps the odd paisa on SGST, as printed.
    expect(splitTax(5001, 'cgst-sgst')).toEqual({ cgstPaise: 2500, sgstPaise: 2501, igstPaise: 0 });
  });

  it('charges CGST and SGST equal on every line inside the state, never above the price shown', () => {
    // ₹7,250.50: 5 % is ₹362.525, rounded ₹362.53, which halved as ₹181.26 + ₹181.27.
    const lines = [
      { unitPricePaise: 725050, quantity: 1 },
      { unitPricePaise: 1852, quantity: 3 }, // 92.6 → 93 paise a unit, 279 a line
    ];
    const inside = computeOrderSummary(lines, { country: 'India', state: 'Tamil Nadu' }, 'Tamil Nadu');
    expect(inside.lines.map((l) => l.taxPaise)).toEqual([36252, 278]);
    expect([inside.cgstPaise, inside.sgstPaise]).toEqual([18126 + 139, 18126 + 139]);
    const outside = computeOrderSummary(lines, { country: 'India', state: 'Kerala' }, 'Tamil Nadu');
    expect(outside.igstPaise).toBe(36253 + 279);
    expect(outside.totalPaise! - inside.totalPaise!).toBe(2);
    expect(subtotalWithTaxPaise(lines)).toBe(outside.totalPaise);
  });
});

describe('checkout summary', () => {
  it('ships free in India (any case), ₹3000 elsewhere, unknown without a country', () => {
    expect(shippingPaise('india')).toBe(0);
    expect(shippingPaise(' INDIA ')).toBe(0);
    expect(shippingPaise('United States')).toBe(300000);
    expect(shippingPaise('')).toBeNull();
    expect(shippingPaise(undefined)).toBeNull();
  });

  it('adds up Subtotal (before tax), 5% tax per unit to the paisa, shipping and Total as spec §9 does', () => {
    expect(priceWithTaxPaise(1800000)).toBe(1890000);
    // ₹999.99: tax 49.9995 → 50.00, so ₹1,049.99 a unit
    expect(priceWithTaxPaise(99999)).toBe(104999);
    const lines = [
      { unitPricePaise: 99999, quantity: 3 },
      { unitPricePaise: 1800000, quantity: 1 },
    ];
    const s = computeOrderSummary(lines, { country: 'India', state: 'Tamil Nadu' }, 'Tamil Nadu');
    expect(s).toEqual({
      subtotalPaise: 3 * 99999 + 1800000,
      discountPaise: 0,
      eligibleSubtotalPaise: 3 * 99999 + 1800000,
      eligibleSubtotalWithTaxPaise: 3 * 104999 + 1890000,
      taxPaise: 3 * 5000 + 90000,
      cgstPaise: 7500 + 45000,
      sgstPaise: 7500 + 45000,
      igstPaise: 0,
      subtotalWithTaxPaise: 3 * 104999 + 1890000,
      shippingPaise: 0,
      lines: [
        { valuePaise: 3 * 99999, discountPaise: 0, taxablePaise: 3 * 99999, taxPaise: 3 * 5000 },
        { valuePaise: 1800000, discountPaise: 0, taxablePaise: 1800000, taxPaise: 90000 },
      ],
      totalPaise: 3 * 104999 + 1890000,
      taxKind: 'cgst-sgst',
      taxLabel: INTRA,
    });
    // The cart's subtotal (no buyer yet) is the same sum.
    expect(subtotalWithTaxPaise(lines)).toBe(s.subtotalWithTaxPaise);
    expect(subtotalWithTaxPaise([])).toBe(0);
    // The same basket from a seller in Karnataka: the same figures, all IGST.
    expect(computeOrderSummary(lines, { country: 'India', state: 'Tamil Nadu' }, 'Karnataka')).toEqual({
      ...s,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3 * 5000 + 90000,
      taxKind: 'igst',
      taxLabel: IGST,
    });
    // The order: a ₹2,400 saree shows Subtotal 2,400, tax 120, Total 2,520.
    expect(
      computeOrderSummary([{ unitPricePaise: 240000, quantity: 1 }], { country: 'India' }, 'Tamil Nadu'),
    ).toMatchObject({ subtotalPaise: 240000, taxPaise: 12000, totalPaise: 252000 });
    const abroad = computeOrderSummary(
      [{ unitPricePaise: 250000, quantity: 2 }],
      { country: 'Singapore', state: 'Central' },
      'Tamil Nadu',
    );
    expect(abroad).toMatchObject({ subtotalPaise: 500000, taxPaise: 25000, shippingPaise: 300000 });
    expect(abroad.totalPaise).toBe(525000 + 300000);
    expect(abroad.taxLabel).toBe(IGST);
    expect(computeOrderSummary([{ unitPricePaise: 250000, quantity: 1 }], null, 'Tamil Nadu')).toMatchObject({
      subtotalPaise: 250000,
      subtotalWithTaxPaise: 262500,
      shippingPaise: null,
      totalPaise: null,
    });
    expect(lineTotalPaise({ unitPricePaise: 99999, unitTaxPaise: 5000, quantity: 3 })).toBe(314997);
  });

  it('reads an order stored with a tax-inclusive subtotal (before spec §9) as the summary gives it', () => {
    const now = { subtotalPaise: 240000, taxPaise: 12000, shippingPaise: 0, totalPaise: 252000 };
    expect(orderSubtotalPaise(now)).toBe(240000);
    expect(orderSubtotalPaise({ ...now, subtotalPaise: 252000 })).toBe(240000);
    const abroad = { subtotalPaise: 240000, taxPaise: 12000, shippingPaise: 300000, totalPaise: 552000 };
    expect(orderSubtotalPaise(abroad)).toBe(240000);
    expect(orderSubtotalPaise({ ...abroad, subtotalPaise: 252000 })).toBe(240000);
    // No tax (nothing to tell apart): the figure as stored.
    expect(orderSubtotalPaise({ subtotalPaise: 0, taxPaise: 0, shippingPaise: 0, totalPaise: 0 })).toBe(0);
  });
});

describe('a shopper’s price range as base prices', () => {
  it('keeps exactly the bases whose shown price lies in the range, at every paisa', () => {
    const wrong: number[][] = [];
    for (let min = 0; min < 3000; min += 7) {
      const max = min + 250;
      const { minBase, maxBase } = baseRangeForShopperRange(min, max);
      for (let base = 0; base < 3500; base++) {
        const shown = priceWithTaxPaise(base);
        if (base >= minBase! && base <= maxBase! !== (shown >= min && shown <= max)) wrong.push([min, base]);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaves an open end open, and an empty range empty', () => {
    expect(baseRangeForShopperRange(null, null)).toEqual({ minBase: null, maxBase: null });
    expect(baseRangeForShopperRange(1_575_00, null).maxBase).toBeNull();
    expect(baseRangeForShopperRange(0, 0)).toEqual({ minBase: 0, maxBase: 0 });
    const gap = baseRangeForShopperRange(10, 10); // no base is shown as 10 paise (9 → 9, 10 → 11)
    expect(gap.minBase! > gap.maxBase!).toBe(true);
  });
});
