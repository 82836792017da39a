/**
 * Discount codes in the order's figures, in integer paise: what a code takes off, how that spreads over
 * the lines, and the 5% GST on what is left (the transaction value), spread over the lines in proportion
 * so that the lines' taxes add up to the order's tax to the paisa. computeOrderSummary uses these; an
 * order without a discount keeps the per-unit tax of pricing.ts.
 */
import { LIMITS } from './limits';
import { percentOfPaise, type Paise } from './money';

/** A code as the figures need it: percent (1–90) or flat paise, and the lines it applies to. */
export interface DiscountRule {
  type: 'percent' | 'flat';
  /** The percentage (percent) or the amount off in paise (flat). */
  value: number;
  /** Category ids (or names) it applies to; empty: every line. */
  categories: readonly string[];
  /** A percent code's cap on what it takes off, in paise; null or absent: none. */
  maxOffPaise?: Paise | null;
}

/** One line's figures once a discount is applied: what it costs, its share of the discount, its tax. */
export interface LinePricing {
  /** Unit price × quantity, before discount and tax. */
  valuePaise: Paise;
  discountPaise: Paise;
  /** value − discount: the transaction value GST is charged on. */
  taxablePaise: Paise;
  taxPaise: Paise;
}

/**
 * Splits `total` paise over `weights` in proportion, to the paisa: each gets the floor of its exact
 * share, and the paise left go one each to the largest remainders (earlier lines first on ties). The
 * parts always add up to `total`; a line of weight 0 gets 0 (unless every weight is 0: then the first).
 */
export function spreadPaise(total: Paise, weights: readonly Paise[]): Paise[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  // BigInt: total × weight passes 2^53 for large orders.
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = weights.map((w) => (T * BigInt(w)) / S);
  const remainders = weights.map((w, i) => ({ i, r: (T * BigInt(w)) % S }));
  let left = total - parts.reduce((a, b) => a + Number(b), 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const out = parts.map(Number);
  for (const { i } of remainders) {
    if (left <= 0) break;
    out[i]! += 1;
    left--;
  }
  return out;
}

/**
 * What a code takes off an eligible subtotal: its percentage (rounded) up to its cap, if it has one,
 * or its flat amount; never more than the subtotal.
 */
export function discountOffPaise(
  rule: Pick<DiscountRule, 'type' | 'value' | 'maxOffPaise'>,
  eligiblePaise: Paise,
): Paise {
  if (eligiblePaise <= 0) return 0;
  const percentOff = percentOfPaise(eligiblePaise, rule.value);
  const off = rule.type === 'percent' ? Math.min(percentOff, rule.maxOffPaise ?? percentOff) : rule.value;
  return Math.max(0, Math.min(off, eligiblePaise));
}

/** Whether a line's category is one the code applies to (any, when the code names none). */
export function lineEligible(categories: readonly string[], category: string | undefined): boolean {
  if (categories.length === 0) return true;
  const key = (category ?? '').trim().toLowerCase();
  return categories.some((c) => c.trim().toLowerCase() === key);
}

/**
 * The lines of an order with a discount: the discount spread over the eligible lines in proportion to
 * their value, then the 5% GST on the whole taxable value (rounded once, for the order) spread over all
 * lines in proportion to their taxable value. Line discounts add up to `discountPaise`, line taxes to
 * the order's tax.
 */
export function discountedLines(
  lines: readonly { valuePaise: Paise; eligible: boolean }[],
  discountPaise: Paise,
): { lines: LinePricing[]; taxPaise: Paise } {
  const discounts = spreadPaise(
    discountPaise,
    lines.map((l) => (l.eligible ? l.valuePaise : 0)),
  );
  const taxable = lines.map((l, i) => l.valuePaise - discounts[i]!);
  const taxPaise = percentOfPaise(
    taxable.reduce((a, b) => a + b, 0),
    LIMITS.taxRatePercent,
  );
  const taxes = spreadPaise(taxPaise, taxable);
  return {
    taxPaise,
    lines: lines.map((l, i) => ({
      valuePaise: l.valuePaise,
      discountPaise: discounts[i]!,
      taxablePaise: taxable[i]!,
      taxPaise: taxes[i]!,
    })),
  };
}
