import { useCart } from '../api';
import { cartItemCount } from '../cart-math';

/** Number of units in the signed-in shopper's cart (0 for a guest). */
export function useCartCount(): number {
  return cartItemCount(useCart().items);
}
