import { describe, expect, it } from 'vitest';
import {
  computeOrderSummary,
  isTamilNadu,
  orderSubtotalPaise,
  priceWithTaxPaise,
  shippingPaise,
  taxLabel,
} from './checkout';
import { formatPaise, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('converts rupees and paise without float drift and formats in Indian grouping', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(24999.99)).toBe(2499999);
    expect(paiseToRupees(2499999)).toBe(24999.99);
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatPaise(150000)).toBe('₹1,500.00');
  });
});

describe('checkout summary', () => {
  it('labels tax by state: Tamil Nadu however spelled or spaced, IGST otherwise', () => {
    for (const s of ['Tamil Nadu', 'tamilnadu', ' TAMIL  NADU ', 'Tamil-Nadu'])
      expect(isTamilNadu(s)).toBe(true);
    expect(taxLabel('Tamilnadu')).toBe('Tax 5% (GST: SGST:2.5% + CGST:2.5%)');
    expect(taxLabel('Karnataka')).toBe('Tax 5% (IGST)');
    expect(taxLabel('')).toBe('Tax 5% (IGST)');
  });

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
    const s = computeOrderSummary(
      [
        { unitPricePaise: 99999, quantity: 3 },
        { unitPricePaise: 1800000, quantity: 1 },
      ],
      { country: 'India', state: 'Tamil Nadu' },
    );
    expect(s).toEqual({
      subtotalPaise: 3 * 99999 + 1800000,
      taxPaise: 3 * 5000 + 90000,
      subtotalWithTaxPaise: 3 * 104999 + 1890000,
      shippingPaise: 0,
      totalPaise: 3 * 104999 + 1890000,
      taxLabel: 'Tax 5% (GST: SGST:2.5% + CGST:2.5%)',
    });
    // The order: a ₹2,400 saree shows Subtotal 2,400, tax 120, Total 2,520.
    expect(
      computeOrderSummary([{ unitPricePaise: 240000, quantity: 1 }], { country: 'India' }),
    ).toMatchObject({
      subtotalPaise: 240000,
      taxPaise: 12000,
      totalPaise: 252000,
    });
    const abroad = computeOrderSummary([{ unitPricePaise: 250000, quantity: 2 }], {
      country: 'Singapore',
      state: 'Central',
    });
    expect(abroad).toMatchObject({ subtotalPaise: 500000, taxPaise: 25000, shippingPaise: 300000 });
    expect(abroad.totalPaise).toBe(525000 + 300000);
    expect(abroad.taxLabel).toBe('Tax 5% (IGST)');
    expect(computeOrderSummary([{ unitPricePaise: 250000, quantity: 1 }], null)).toMatchObject({
      subtotalPaise: 250000,
      subtotalWithTaxPaise: 262500,
      shippingPaise: null,
      totalPaise: null,
    });
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
