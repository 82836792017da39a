import { STOREFRONT_MESSAGES } from '@resham/shared';
import { cn } from '../../../lib/cn';
import { isOnSale, stockState, type PricedProduct } from '../price';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm';

/** Card badges (spec §2): 'Sale' when on sale, 'Out Of Stock' at 0, 'Only {n} left' under 10. */
export function StockBadges({ product }: { product: PricedProduct }) {
  const stock = stockState(product.totalStock);
  const sale = isOnSale(product);
  if (stock.kind === 'in' && !sale) return null;
  return (
    <div className="pointer-events-none absolute top-3 left-3 z-20 grid justify-items-start gap-1.5">
      {sale ? (
        <span className={cn(badge, 'bg-gold-400 tracking-wider text-maroon-950 uppercase')}>
          {STOREFRONT_MESSAGES.sale}
        </span>
      ) : null}
      {stock.kind === 'out' ? (
        <span className={cn(badge, 'bg-red-700 text-white')}>{STOREFRONT_MESSAGES.outOfStock}</span>
      ) : stock.kind === 'low' ? (
        <span className={cn(badge, 'bg-yellow-300 text-yellow-950')}>
          {STOREFRONT_MESSAGES.onlyLeft(stock.left)}
        </span>
      ) : null}
    </div>
  );
}
