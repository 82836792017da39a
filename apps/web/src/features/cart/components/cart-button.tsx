import { useRef, useState } from 'react';
import { Sheet, SheetTrigger } from '../../../components/ui/sheet';
import { useFocusOnMount, type WidgetProps } from '../../../components/deferred';
import { useCartCount } from '../hooks/use-cart-count';
import { CartButtonFace, cartButtonClass } from './cart-button-face';
import { CartSheet } from './cart-sheet';

/** Header cart icon with its count badge; opens the cart drawer from the right. */
export function CartButton({ defaultOpen = false, focusOnMount }: WidgetProps) {
  const [open, setOpen] = useState(defaultOpen);
  const count = useCartCount();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, focusOnMount);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger ref={triggerRef} className={cartButtonClass}>
        <CartButtonFace count={count} />
      </SheetTrigger>
      <CartSheet onClose={() => setOpen(false)} />
    </Sheet>
  );
}
