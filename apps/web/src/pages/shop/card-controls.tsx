import type { Product } from '@resham/shared';
import { AddToCartSlot } from '../../features/cart/components/add-to-cart-slot';
import { useWishHearts } from '../../features/wishes/components/wish-heart';
import { useSession } from '../../lib/session';

/**
 * The controls of a grid's cards (Add to cart, the wishlist heart), with the session, the saved list
 * and the heart's mutation asked for once for the whole grid: each card renders plain buttons.
 */
export function useCardControls() {
  const { user } = useSession();
  const wishHeart = useWishHearts();
  return {
    renderAction: (product: Product) => <AddToCartSlot product={product} signedIn={user !== null} />,
    renderWish: (product: Product) => wishHeart({ productId: product._id, title: product.title }),
  };
}
