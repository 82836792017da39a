import { LIMITS } from './limits';
import type { Paise } from './money';

export const CHECKOUT_MESSAGES = {
  taxLabelTamilNadu: 'Tax 5% (GST: SGST:2.5% + CGST:2.5%)',
  taxLabelOther: 'Tax 5% (IGST)',
  toBeCalculated: 'To be calculated',
  inclusiveOfTaxes: 'Inclusive of taxes',
} as const;

/** The 5% GST on one unit, rounded to the paisa. */
export function unitTaxPaise(unitPricePaise: Paise): Paise {
  return Math.round((unitPricePaise * LIMITS.taxRatePercent) / 100);
}

/** What the shopper sees and pays for one unit: price (sale price when above 0) plus 5% tax. */
export function priceWithTaxPaise(unitPricePaise: Paise): Paise {
  return unitPricePaise + unitTaxPaise(unitPricePaise);
}

/** 'Tamil Nadu', 'tamilnadu', ' TAMIL  NADU ' … all count. */
export function isTamilNadu(state: string | null | undefined): boolean {
  return (state ?? '').toLowerCase().replace(/[^a-z]/g, '') === 'tamilnadu';
}

export function isIndia(country: string | null | undefined): boolean {
  return (country ?? '').trim().toLowerCase() === 'india';
}

export function taxLabel(state: string | null | undefined): string {
  return isTamilNadu(state) ? CHECKOUT_MESSAGES.taxLabelTamilNadu : CHECKOUT_MESSAGES.taxLabelOther;
}

/** Shipping for one order: free in India, ₹3000 elsewhere, unknown (null) without a country. */
export function shippingPaise(country: string | null | undefined): Paise | null {
  if (!country || !country.trim()) return null;
  return isIndia(country) ? 0 : LIMITS.internationalShippingPaise;
}

export interface SummaryLine {
  /** Unit price before tax: the sale price when above 0, else the price. */
  unitPricePaise: Paise;
  quantity: number;
}

export interface OrderSummary {
  /** Sum of tax-inclusive line totals. */
  subtotalPaise: Paise;
  /** The 5% tax contained in the subtotal. */
  taxPaise: Paise;
  shippingPaise: Paise | null;
  totalPaise: Paise | null;
  taxLabel: string;
}

/**
 * The checkout summary. The one function both the web app (display) and the server (what is charged)
 * use, so they can never disagree.
 */
export function computeOrderSummary(
  lines: SummaryLine[],
  address: { country?: string | null; state?: string | null } | null,
): OrderSummary {
  let subtotal = 0;
  let tax = 0;
  for (const line of lines) {
    const unitTax = unitTaxPaise(line.unitPricePaise);
    subtotal += (line.unitPricePaise + unitTax) * line.quantity;
    tax += unitTax * line.quantity;
  }
  const shipping = shippingPaise(address?.country);
  return {
    subtotalPaise: subtotal,
    taxPaise: tax,
    shippingPaise: shipping,
    totalPaise: shipping === null ? null : subtotal + shipping,
    taxLabel: taxLabel(address?.state),
  };
}
