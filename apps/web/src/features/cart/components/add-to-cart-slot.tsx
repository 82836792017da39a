import { CART_MESSAGES } from '@resham/shared';
import { defineDeferred, DeferredControlSlot } from '../../../components/deferred';
import { buttonClasses } from '../../../components/ui/button-classes';
import { ShoppingBagIcon } from '../../../components/ui/lean-icons';
import type { AddToCartProduct } from './add-to-cart-control';
import { ADD_TO_CART_FORM } from './add-to-cart-form';

// The real control (cart query, mutations, stepper) is its own chunk, shared by every card on the page.
const cartControl = defineDeferred(() => import('./add-to-cart-control').then((m) => m.AddToCartControl));

/**
 * A product's add-to-cart control: a look-alike button until a guest points at it; real at once when
 * `signedIn` (the page asks the session once for all its cards). Needs the page's AddToCartForm.
 */
export function AddToCartSlot({ product, signedIn }: { product: AddToCartProduct; signedIn: boolean }) {
  return (
    <DeferredControlSlot
      control={cartControl}
      props={{ product }}
      eager={signedIn}
      standIn={(handlers) => (
        // Submits the page's Add to cart form until hydrated (a tap before the JavaScript is not lost).
        <button
          form={ADD_TO_CART_FORM}
          name="productId"
          value={product._id}
          className={buttonClasses('primary', 'touch', 'w-full')}
          {...handlers}
        >
          <ShoppingBagIcon />
          {CART_MESSAGES.addToCart}
          <span className="sr-only">{`: ${product.title}`}</span>
        </button>
      )}
    />
  );
}
