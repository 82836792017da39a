/**
 * The price rules every product shows: the unit price a shopper pays (the sale price when above 0),
 * the 5% GST on it, and a cart's subtotal with tax, all in integer paise. The order's rules (the tax
 * split by state, shipping, the summary, stored totals) are in order-pricing.ts, which builds on these.
 * (The database's generated column products.effective_price_paise mirrors effectiveUnitPricePaise in SQL.)
 */
import { LIMITS } from './limits';
import { percentOfPaise, rupeesToPaise, type Paise } from './money';

/** A whole, as a percentage (not money). */
const PERCENT = 100;

/** The unit price before tax: the sale price when above 0, else the price. */
export function effectiveUnitPricePaise(pricePaise: Paise, salePricePaise: Paise | null | undefined): Paise {
  return (salePricePaise ?? 0) > 0 ? salePricePaise! : pricePaise;
}

/** The same rule for a product as the API speaks it (rupees): its unit price before tax, in paise. */
export function productUnitPricePaise(product: { price: number; salePrice?: number | null }): Paise {
  return effectiveUnitPricePaise(rupeesToPaise(product.price), rupeesToPaise(product.salePrice ?? 0));
}

/** On sale: a sale price above 0 and below the price. */
export function isOnSale(product: { price: number; salePrice?: number | null }): boolean {
  const sale = product.salePrice ?? 0;
  return sale > 0 && sale < product.price;
}

/** The rounded percentage a sale takes off the price (0 when not on sale). */
export function discountPercent(product: { price: number; salePrice?: number | null }): number {
  if (!isOnSale(product)) return 0;
  const price = rupeesToPaise(product.price);
  const off = price - rupeesToPaise(product.salePrice!);
  return Math.round((off / price) * PERCENT);
}

/** The 5% GST on one unit, rounded to the paisa. */
export function unitTaxPaise(unitPricePaise: Paise): Paise {
  return percentOfPaise(unitPricePaise, LIMITS.taxRatePercent);
}

/** What the shopper sees and pays for one unit: price (sale price when above 0) plus 5% tax. */
export function priceWithTaxPaise(unitPricePaise: Paise): Paise {
  return unitPricePaise + unitTaxPaise(unitPricePaise);
}

/**
 * The base price (before tax) whose price with tax is exactly what the shopper is to pay: the owner
 * types the figure shoppers see and the shop stores the base under it. Adding 5% rounded to the paisa
 * steps by 2 paise once every 20, so 1 figure in 21 has no base: then the figures either side, 1 paisa
 * below and above, the nearest shoppers can be shown.
 */
export function basePriceForShopperPaise(
  shopperPaise: Paise,
): { basePaise: Paise } | { below: Paise; above: Paise } {
  // base × 1.05 ≈ shopperPaise, within half a paisa: the base is within 2 of shopperPaise × 20 / 21.
  const near = Math.floor((shopperPaise * PERCENT) / (PERCENT + LIMITS.taxRatePercent));
  let below = -Infinity;
  let above = Infinity;
  for (let base = Math.max(0, near - 2); base <= near + 2; base++) {
    const shown = priceWithTaxPaise(base);
    if (shown === shopperPaise) return { basePaise: base };
    if (shown < shopperPaise) below = Math.max(below, shown);
    else above = Math.min(above, shown);
  }
  return { below, above };
}

/**
 * A shopper's price range (GST included, in paise; null: open) as the range of base prices whose shown
 * price lies in it, so the catalogue filters on what it keeps: the least base shown at or above `min`,
 * the most shown at or below `max` (shown prices rise with the base, never fall).
 */
export function baseRangeForShopperRange(
  min: Paise | null,
  max: Paise | null,
): { minBase: Paise | null; maxBase: Paise | null } {
  const near = (shown: Paise) => Math.floor((shown * PERCENT) / (PERCENT + LIMITS.taxRatePercent));
  let minBase: Paise | null = null;
  if (min !== null) {
    minBase = Math.max(0, near(min) - 2);
    while (priceWithTaxPaise(minBase) < min) minBase++;
  }
  let maxBase: Paise | null = null;
  if (max !== null) {
    maxBase = near(max) + 2;
    while (maxBase >= 0 && priceWithTaxPaise(maxBase) > max) maxBase--;
  }
  return { minBase, maxBase };
}

export interface SummaryLine {
  /** Unit price before tax: the sale price when above 0, else the price. */
  unitPricePaise: Paise;
  quantity: number;
  /** The product's category (a discount code may apply to some categories only). */
  category?: string;
}

/**
 * The cart's subtotal: each line's price with its 5% tax, summed — the summary's subtotal + tax, without
 * the buyer's state (which only splits the tax), so the cart does not need the GST state table.
 */
export function subtotalWithTaxPaise(lines: SummaryLine[]): Paise {
  return lines.reduce((sum, line) => sum + priceWithTaxPaise(line.unitPricePaise) * line.quantity, 0);
}
