import { useCart } from '../api';

/**
 * Number of units in the signed-in shopper's cart (0 for a guest). Counted here rather than with
 * cart-math, which would pull the order-summary maths into every page's first download.
 */
export function useCartCount(): number {
  return useCart().items.reduce((sum, item) => sum + item.quantity, 0);
}
