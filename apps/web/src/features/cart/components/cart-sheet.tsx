import { MESSAGES } from '@resham/shared';
import { ShoppingBag } from 'lucide-react';
import { SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';

/** The cart drawer's content (rendered inside a Sheet opened by CartButton). Filled by the cart issue. */
export function CartSheet() {
  return (
    <SheetContent side="right" closeLabel="Close cart">
      <SheetHeader>
        <SheetTitle>Your Cart</SheetTitle>
        <SheetDescription>{MESSAGES.web.cartLater}</SheetDescription>
      </SheetHeader>
      <div className="grid flex-1 place-items-center text-center text-muted">
        <ShoppingBag aria-hidden="true" className="size-12 text-maroon-300" />
      </div>
    </SheetContent>
  );
}
