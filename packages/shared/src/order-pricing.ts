/**
 * The order's pricing rules: how the 5% GST splits between CGST + SGST (buyer in the seller's state)
 * and IGST (anywhere else), shipping, the checkout summary and a stored order's totals, all in integer
 * paise. Checkout (web), order creation, order details, emails, the invoice and the dashboard read
 * these, so they can never disagree. Unit prices come from pricing.ts.
 */
import { isIndia } from './country';
import { gstStateCode } from './gst-states';
import { LIMITS } from './limits';
import type { Paise } from './money';
import {
  discountedLines,
  discountOffPaise,
  lineEligible,
  type DiscountRule,
  type LinePricing,
} from './discount-pricing';
import { subtotalWithTaxPaise, unitTaxPaise, type SummaryLine } from './pricing';

/** The checkout summary's words. */
export const CHECKOUT_MESSAGES = {
  taxLabelIntraState: 'Tax 5% (GST: SGST:2.5% + CGST:2.5%)',
  taxLabelOther: 'Tax 5% (IGST)',
  toBeCalculated: 'To be calculated',
  inclusiveOfTaxes: 'Inclusive of taxes',
} as const;

const lettersOnly = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

/** 'Tamil Nadu', 'tamilnadu', ' TAMIL  NADU ' … name the same state (by GST code when known). */
export function sameState(a: string | null | undefined, b: string | null | undefined): boolean {
  const codeA = gstStateCode(a);
  const codeB = gstStateCode(b);
  if (codeA || codeB) return codeA === codeB;
  return lettersOnly(a) !== '' && lettersOnly(a) === lettersOnly(b);
}

/** CGST + SGST inside the seller's state, IGST between states and on exports. */
export type TaxKind = 'cgst-sgst' | 'igst';

export interface Buyer {
  country?: string | null;
  state?: string | null;
}

/** How GST applies to a buyer: intra-state only for a buyer in India in the seller's state (STORE_STATE). */
export function taxKind(buyer: Buyer | null | undefined, sellerState: string | null): TaxKind {
  return buyer && sellerState && isIndia(buyer.country) && sameState(buyer.state, sellerState)
    ? 'cgst-sgst'
    : 'igst';
}

export function taxLabel(kind: TaxKind): string {
  return kind === 'cgst-sgst' ? CHECKOUT_MESSAGES.taxLabelIntraState : CHECKOUT_MESSAGES.taxLabelOther;
}

export interface TaxSplit {
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/**
 * CGST, and SGST (always the same figure), on one line inside the seller's state: 2.5 % of the line's
 * taxable value, computed once per line as half the line's 5 % GST (`taxPaise`, as every buyer's line
 * is charged it), rounded down when that is odd. Inside the state a line is charged twice this
 * (computeOrderSummary), so its CGST and SGST are equal on every line, invoice and register, and its
 * total is never above the price with tax the shopper was shown (at most a paisa below it).
 */
export function stateTaxPaise(taxPaise: Paise): Paise {
  return Math.floor(taxPaise / 2);
}

/**
 * A line's charged tax as the invoice prints it: halved into CGST and SGST, or all IGST. A line charged
 * inside the state carries twice stateTaxPaise, so its halves are equal; only lines charged before that
 * rule can be odd, and their odd paisa goes to SGST, as their invoices printed it.
 */
export function splitTax(taxPaise: Paise, kind: TaxKind): TaxSplit {
  if (kind === 'igst') return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgst = Math.floor(taxPaise / 2);
  return { cgstPaise: cgst, sgstPaise: taxPaise - cgst, igstPaise: 0 };
}

/** Shipping for one order: free in India, ₹3000 elsewhere, unknown (null) without a country. */
export function shippingPaise(country: string | null | undefined): Paise | null {
  if (!country || !country.trim()) return null;
  return isIndia(country) ? 0 : LIMITS.internationalShippingPaise;
}

export interface OrderSummary extends TaxSplit {
  /** The lines before tax: the price the tax and shipping are added to (spec §9). */
  subtotalPaise: Paise;
  /** What a discount code takes off the subtotal (0 without one); tax is charged on what is left. */
  discountPaise: Paise;
  /** The subtotal of the lines a code applies to, before tax. */
  eligibleSubtotalPaise: Paise;
  /**
   * The same lines as the shopper reads them in her cart, each unit with its GST, before any discount:
   * a code's minimum subtotal is compared with this (issue 35).
   */
  eligibleSubtotalWithTaxPaise: Paise;
  /** The 5% tax on the lines (per unit, rounded to the paisa; with a discount, on the discounted value). */
  taxPaise: Paise;
  /** The lines with their tax, subtotal − discount + tax: what the cart shows as its subtotal (spec §9). */
  subtotalWithTaxPaise: Paise;
  shippingPaise: Paise | null;
  /** Each line's value, discount, taxable value and tax, in the order given; they add up to the totals. */
  lines: LinePricing[];
  /** Subtotal − discount + tax + shipping; unknown (null) without a country. */
  totalPaise: Paise | null;
  taxKind: TaxKind;
  taxLabel: string;
}

/**
 * The checkout summary: Subtotal, the tax line (split by the buyer's and the seller's state), Shipping
 * Charges and Total (spec §9: price plus tax plus shipping). The web app shows it, the server charges and
 * stores it, and order details, emails and the invoice print it.
 */
export function computeOrderSummary(
  lines: SummaryLine[],
  buyer: Buyer | null | undefined,
  /** STORE_STATE; null while the web app does not know it yet (the figures do not depend on it). */
  sellerState: string | null,
  /** A discount code's rule (the caller has checked the code may be used); none: no discount. */
  discount?: DiscountRule | null,
): OrderSummary {
  const kind = taxKind(buyer, sellerState);
  const values = lines.map((l) => ({
    valuePaise: l.unitPricePaise * l.quantity,
    eligible: !!discount && lineEligible(discount.categories, l.category),
  }));
  const eligibleSubtotal = values.reduce((a, l) => a + (l.eligible ? l.valuePaise : 0), 0);
  const subtotal = values.reduce((a, l) => a + l.valuePaise, 0);
  // No code takes the goods below ₹1 (LIMITS.minOrderPaise): the payment gateway takes no less, and a
  // 90% code on a ₹1 item once made an order of 11 paise.
  const off = discount
    ? Math.min(discountOffPaise(discount, eligibleSubtotal), Math.max(0, subtotal - LIMITS.minOrderPaise))
    : 0;
  const priced: LinePricing[] =
    off > 0
      ? discountedLines(values, off).lines
      : lines.map((l, i) => ({
          valuePaise: values[i]!.valuePaise,
          discountPaise: 0,
          taxablePaise: values[i]!.valuePaise,
          taxPaise: unitTaxPaise(l.unitPricePaise) * l.quantity,
        }));
  // Inside the seller's state a line's tax is its CGST and SGST, equal by construction: never the two
  // halves of an odd figure, which printed CGST ₹92.59 beside SGST ₹92.60.
  const charged =
    kind === 'cgst-sgst' ? priced.map((l) => ({ ...l, taxPaise: 2 * stateTaxPaise(l.taxPaise) })) : priced;
  const sum = { subtotalPaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const line of charged) {
    const split = splitTax(line.taxPaise, kind);
    sum.subtotalPaise += line.valuePaise;
    sum.taxPaise += line.taxPaise;
    sum.cgstPaise += split.cgstPaise;
    sum.sgstPaise += split.sgstPaise;
    sum.igstPaise += split.igstPaise;
  }
  const shipping = shippingPaise(buyer?.country);
  const goods = sum.subtotalPaise - off + sum.taxPaise;
  return {
    ...sum,
    discountPaise: off,
    eligibleSubtotalPaise: discount ? eligibleSubtotal : sum.subtotalPaise,
    eligibleSubtotalWithTaxPaise: subtotalWithTaxPaise(
      lines.filter((_, i) => !discount || values[i]!.eligible),
    ),
    subtotalWithTaxPaise: goods,
    shippingPaise: shipping,
    lines: charged,
    totalPaise: shipping === null ? null : goods + shipping,
    taxKind: kind,
    taxLabel: taxLabel(kind),
  };
}

/** A stored order line: the unit price and unit tax it was charged at, and its discount and tax when stored. */
export interface StoredLine {
  unitPricePaise: Paise;
  unitTaxPaise: Paise;
  quantity: number;
  /** The line's share of a discount code (0 or absent without one). */
  discountPaise?: Paise | null;
  /** The line's tax as charged; absent (null) on lines stored before discounts: unit tax × quantity. */
  taxPaise?: Paise | null;
}

/** The line an exchange's replacement shows for what the returned items pay of it. */
export const EXCHANGE_CREDIT_LABEL = 'Paid by your returned items';

/**
 * What is left to pay of an order: its total, less what an exchange's returned items pay of it (issue 37;
 * for a replacement costing more, the cash collected at the door).
 */
export function amountDuePaise(order: { totalPaise: Paise; exchangeCreditPaise?: Paise | null }): Paise {
  return order.totalPaise - (order.exchangeCreditPaise ?? 0);
}

/** A stored line's tax: as stored, or (older lines) unit tax × quantity. */
export function lineTaxPaise(line: StoredLine): Paise {
  return line.taxPaise ?? line.unitTaxPaise * line.quantity;
}

/** A stored line's taxable value: unit price × quantity − its discount. */
export function lineTaxablePaise(line: StoredLine): Paise {
  return line.unitPricePaise * line.quantity - (line.discountPaise ?? 0);
}

/** A stored line's total: its taxable value + its tax ((unit price + unit tax) × quantity without a discount). */
export function lineTotalPaise(line: StoredLine): Paise {
  return lineTaxablePaise(line) + lineTaxPaise(line);
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
  /** A discounted order is always stored the new way (its discount may equal its tax). */
  discountPaise?: Paise;
}): Paise {
  const taxInclusive =
    !(order.discountPaise && order.discountPaise > 0) &&
    order.taxPaise > 0 &&
    order.subtotalPaise + order.shippingPaise === order.totalPaise;
  return taxInclusive ? order.subtotalPaise - order.taxPaise : order.subtotalPaise;
}
