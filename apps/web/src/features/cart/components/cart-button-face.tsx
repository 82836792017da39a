import { ShoppingBag } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';

export const cartButtonClass = buttonClasses('ghost-light', 'icon', 'relative max-sm:size-9');

/**
 * Cart icon, accessible name and count badge, shared by the cart button and its stand-in. An empty
 * cart (always so for a guest) shows no '0' badge; the name still says 'Cart, 0 items'.
 */
export function CartButtonFace({ count }: { count: number }) {
  return (
    <>
      <ShoppingBag aria-hidden="true" />
      <span className="sr-only">{`Cart, ${count} item${count === 1 ? '' : 's'}`}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-gold-400 px-1 text-xs font-bold text-maroon-950"
        >
          {count}
        </span>
      ) : null}
    </>
  );
}
