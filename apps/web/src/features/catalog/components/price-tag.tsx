import { cn } from '../../../lib/cn';
import { displayPrice, type PricedProduct } from '../price';

/** Price with 5% tax included; on sale: the sale price, the old price struck through and the discount. */
export function PriceTag({ product, large = false }: { product: PricedProduct; large?: boolean }) {
  const { current, original, discountPercent } = displayPrice(product);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', large ? 'text-lg' : 'text-sm')}>
      <span className={cn('font-semibold text-maroon-800', large ? 'text-3xl' : 'text-lg')}>{current}</span>
      {original ? (
        <>
          <s className="text-muted">
            <span className="sr-only">was </span>
            {original}
          </s>
          <span className="font-semibold text-green-800">{discountPercent}% off</span>
        </>
      ) : null}
    </p>
  );
}
