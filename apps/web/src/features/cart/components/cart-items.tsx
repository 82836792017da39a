import { formatPaise, MESSAGES } from '@resham/shared';
import { Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { CartItem } from '../api';
import { lineTotalPaise, unitPriceWithTaxPaise } from '../cart-math';
import { useCartActions } from '../hooks/use-cart-actions';
import { CartThumb } from './cart-thumb';
import { QuantityStepper } from './quantity-stepper';

type Actions = ReturnType<typeof useCartActions>;

function Availability({ item }: { item: CartItem }) {
  if (item.availability === 'deleted') return <Badge variant="destructive">{MESSAGES.cart.deleted}</Badge>;
  if (item.availability === 'out-of-stock')
    return <Badge variant="destructive">{MESSAGES.cart.outOfStock}</Badge>;
  if (item.availability === 'insufficient-stock')
    return <Badge variant="warning">{MESSAGES.cart.onlyLeft(item.totalStock)}</Badge>;
  return null;
}

function CartLine({ item, actions }: { item: CartItem; actions: Actions }) {
  const gone = item.availability === 'deleted' || item.availability === 'out-of-stock';
  return (
    <li className="flex gap-3 py-4">
      <CartThumb src={item.image} className={gone ? 'opacity-50 grayscale' : undefined} />
      <div className="grid min-w-0 flex-1 grid-cols-1 content-start gap-1">
        <p className={cn('line-clamp-2 font-medium text-ink', gone && 'text-muted line-through')}>
          {item.title}
        </p>
        <p className="text-sm text-muted">
          {formatPaise(unitPriceWithTaxPaise(item))} <span className="text-xs">each, incl. tax</span>
        </p>
        <div>
          <Availability item={item} />
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          {gone ? null : (
            <QuantityStepper
              size="sm"
              title={item.title}
              quantity={item.quantity}
              decrementDisabled={item.quantity <= 1}
              onDecrement={() => actions.setQuantity(item, item.quantity - 1)}
              onIncrement={() => actions.setQuantity(item, item.quantity + 1)}
            />
          )}
          <button
            type="button"
            onClick={() => actions.remove(item)}
            className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {item.title}</span>
          </button>
          <p
            className={cn(
              'ml-auto font-semibold whitespace-nowrap tabular-nums',
              gone && 'text-muted line-through',
            )}
          >
            <span className="sr-only">Line total: </span>
            {formatPaise(lineTotalPaise(item))}
          </p>
        </div>
      </div>
    </li>
  );
}

/** The cart's lines with their stepper (− disabled at 1, + stopped at the stock) and Remove. */
export function CartItems({ items, className }: { items: CartItem[]; className?: string }) {
  const actions = useCartActions();
  return (
    <ul className={cn('divide-y divide-stone-200', className)}>
      {items.map((item) => (
        <CartLine key={item.productId} item={item} actions={actions} />
      ))}
    </ul>
  );
}
