import { useNavigate } from 'react-router';
import { CHECKOUT_MESSAGES, formatPaise, MESSAGES } from '@resham/shared';
import { ShoppingBag } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCart } from '../api';
import { blockingItems, cartItemCount, cartSubtotalPaise } from '../cart-math';
import { useCartActions } from '../hooks/use-cart-actions';
import { CartItems } from './cart-items';

/** The cart drawer's content (inside the Sheet opened by CartButton). `onClose` closes the drawer. */
export function CartSheet({ onClose }: { onClose?: () => void }) {
  const navigate = useNavigate();
  const { items, isLoading } = useCart();
  const actions = useCartActions();
  const count = cartItemCount(items);
  const blocked = blockingItems(items).some((item) => item.availability !== 'insufficient-stock');

  return (
    <SheetContent side="right" closeLabel="Close cart" className="gap-0! p-0! sm:max-w-md">
      <SheetHeader className="border-b border-stone-200 p-6 pb-4">
        <SheetTitle>{MESSAGES.cart.title}</SheetTitle>
        <SheetDescription>
          {count > 0 ? `${count} item${count === 1 ? '' : 's'}` : MESSAGES.cart.empty}
        </SheetDescription>
      </SheetHeader>

      <div className="min-h-0 flex-1 overflow-y-auto px-6">
        {isLoading ? (
          <div role="status" aria-busy="true" className="grid gap-4 py-4">
            <span className="sr-only">Loading your cart…</span>
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : items.length === 0 ? (
          <div className="grid h-full place-items-center py-12 text-center text-muted">
            <ShoppingBag aria-hidden="true" className="size-12 text-maroon-300" />
          </div>
        ) : (
          <CartItems items={items} />
        )}
      </div>

      <div className="grid gap-3 border-t border-stone-200 bg-ivory p-6">
        <div className="flex items-baseline justify-between">
          <span className="font-semibold">{MESSAGES.cart.totalInclGst}</span>
          <span className="text-lg font-semibold tabular-nums">{formatPaise(cartSubtotalPaise(items))}</span>
        </div>
        <p className="-mt-2 text-xs text-muted">{CHECKOUT_MESSAGES.inclusiveOfTaxes}</p>
        {blocked ? <p className="text-sm text-red-700">{MESSAGES.cart.removeUnavailable}</p> : null}
        <Button
          size="lg"
          className="w-full"
          onClick={() =>
            actions.checkout(items.length, () => {
              onClose?.();
              void navigate('/shop/checkout');
            })
          }
        >
          {MESSAGES.cart.checkout}
        </Button>
      </div>
    </SheetContent>
  );
}
