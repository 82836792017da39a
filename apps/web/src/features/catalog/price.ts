import {
  discountPercent,
  formatPaise,
  isOnSale,
  LIMITS,
  priceWithTaxPaise,
  rupeesToPaise,
} from '@resham/shared';

export { isOnSale };

export interface PricedProduct {
  price: number;
  salePrice?: number | null;
  totalStock: number;
}

/** A price in rupees as shown to shoppers: ₹ with 2 decimals, 5% tax included (spec §9). */
export function formatWithTax(rupees: number): string {
  return formatPaise(priceWithTaxPaise(rupeesToPaise(rupees)));
}

export interface DisplayPrice {
  /** What the shopper pays, tax included: the sale price when above 0. */
  current: string;
  /** The regular price, tax included, when on sale (shown struck through). */
  original: string | null;
  /** Rounded discount percentage when on sale. */
  discountPercent: number | null;
}

export function displayPrice(product: PricedProduct): DisplayPrice {
  const { price, salePrice } = product;
  if (!isOnSale(product)) return { current: formatWithTax(price), original: null, discountPercent: null };
  return {
    current: formatWithTax(salePrice!),
    original: formatWithTax(price),
    discountPercent: discountPercent(product),
  };
}

export type StockState = { kind: 'out' } | { kind: 'low'; left: number } | { kind: 'in' };

/** Out of stock at 0, 'Only {n} left' under 10 (spec §2, §9). */
export function stockState(totalStock: number): StockState {
  if (totalStock <= 0) return { kind: 'out' };
  if (totalStock < LIMITS.lowStockBelow) return { kind: 'low', left: totalStock };
  return { kind: 'in' };
}
