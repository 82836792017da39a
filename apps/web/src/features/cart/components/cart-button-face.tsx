import { ShoppingBag } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';

export const cartButtonClass = buttonClasses('ghost-light', 'icon', 'relative');

/** Cart icon, accessible name and count badge, shared by the cart button and its stand-in. */
export function CartButtonFace({ count }: { count: number }) {
  return (
    <>
      <ShoppingBag aria-hidden="true" />
      <span className="sr-only">
        Cart, {count} item{count === 1 ? '' : 's'}
      </span>
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-gold-400 px-1 text-xs font-bold text-maroon-950"
      >
        {count}
      </span>
    </>
  );
}
