import { ShoppingBag } from 'lucide-react';
import { CART_MESSAGES } from '@resham/shared';
import { defineDeferred, DeferredControlSlot } from '../../../components/deferred';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useSession } from '../../../lib/session';
import type { AddToCartProduct } from './add-to-cart-control';

// The real control (cart query, mutations, stepper) is its own chunk, shared by every card on the page.
const cartControl = defineDeferred(() => import('./add-to-cart-control').then((m) => m.AddToCartControl));

/** A product's add-to-cart control: a look-alike button until a guest points at it; real at once when signed in. */
export function AddToCartSlot({ product }: { product: AddToCartProduct }) {
  const { user } = useSession();
  return (
    <DeferredControlSlot
      control={cartControl}
      props={{ product }}
      eager={user !== null}
      standIn={(handlers) => (
        <button type="button" className={buttonClasses('primary', 'touch', 'w-full')} {...handlers}>
          <ShoppingBag aria-hidden="true" />
          {CART_MESSAGES.addToCart}
          <span className="sr-only">: {product.title}</span>
        </button>
      )}
    />
  );
}
