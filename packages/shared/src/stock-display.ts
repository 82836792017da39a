import { LIMITS } from './limits';

export type StockState = { kind: 'out' } | { kind: 'low'; left: number } | { kind: 'in' };

/**
 * What the storefront shows of a product's stock (spec §2, §9): out of stock at 0, 'Only {n} left'
 * under 10, else in stock. The one rule: the cards and the product page show it, and the server's
 * caches keep a page until what it shows changes. Not the owner's low-stock alert (low-stock.ts):
 * shoppers are told of the last few pieces; the owner is warned at her own figure.
 */
export function stockState(totalStock: number): StockState {
  if (totalStock <= 0) return { kind: 'out' };
  if (totalStock < LIMITS.onlyLeftBelow) return { kind: 'low', left: totalStock };
  return { kind: 'in' };
}
