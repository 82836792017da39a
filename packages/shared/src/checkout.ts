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
  /** The lines before tax: the price the tax and shipping are added to (spec §9). */
  subtotalPaise: Paise;
  /** The 5% tax on the lines (per unit, rounded to the paisa). */
  taxPaise: Paise;
  /** The lines with their tax, subtotal + tax: what the cart shows as its subtotal (spec §9). */
  subtotalWithTaxPaise: Paise;
  shippingPaise: Paise | null;
  /** Subtotal + tax + shipping; unknown (null) without a country. */
  totalPaise: Paise | null;
  taxLabel: string;
}

/**
 * The checkout summary: Subtotal, the tax line, Shipping Charges and Total (spec §9: price plus tax
 * plus shipping). The one function the web app (display), the server (what is charged and what the
 * order stores) and so the order details, emails and invoice use, so they can never disagree.
 */
export function computeOrderSummary(
  lines: SummaryLine[],
  address: { country?: string | null; state?: string | null } | null,
): OrderSummary {
  let subtotal = 0;
  let tax = 0;
  for (const line of lines) {
    subtotal += line.unitPricePaise * line.quantity;
    tax += unitTaxPaise(line.unitPricePaise) * line.quantity;
  }
  const shipping = shippingPaise(address?.country);
  return {
    subtotalPaise: subtotal,
    taxPaise: tax,
    subtotalWithTaxPaise: subtotal + tax,
    shippingPaise: shipping,
    totalPaise: shipping === null ? null : subtotal + tax + shipping,
    taxLabel: taxLabel(address?.state),
  };
}

/**
 * A stored order's subtotal as the summary gives it (before tax). Orders created before the summary
 * followed spec §9 stored the tax-inclusive sum (then subtotal + shipping = total, with tax > 0);
 * they are read the same way as new ones, without rewriting them.
 */
export function orderSubtotalPaise(order: {
  subtotalPaise: Paise;
  taxPaise: Paise;
  shippingPaise: Paise;
  totalPaise: Paise;
}): Paise {
  const taxInclusive = order.taxPaise > 0 && order.subtotalPaise + order.shippingPaise === order.totalPaise;
  return taxInclusive ? order.subtotalPaise - order.taxPaise : order.subtotalPaise;
}
