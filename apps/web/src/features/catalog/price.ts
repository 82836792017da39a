import { discountPercent, formatPaise, isOnSale, priceWithTaxPaise, rupeesToPaise } from '@resham/shared';

export { isOnSale, stockState, type StockState } from '@resham/shared';

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
