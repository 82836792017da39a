import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

/** Grid columns and gaps of the featured products (spec §2: 1/2/3/4). */
export const FEATURED_COLUMNS = 'grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';
/**
 * Listing (beside its filter panel from 768 px) and search: two cards a row on a phone, as Dawn and
 * most Indian fashion shops do, with a narrower gap there so each card keeps room for its 44 px
 * add-to-cart control.
 */
export const SEARCH_COLUMNS = 'grid-cols-2 gap-x-3 gap-y-6 sm:gap-6 md:grid-cols-3 lg:grid-cols-4';
export const LISTING_COLUMNS = 'grid-cols-2 gap-x-3 gap-y-6 sm:gap-6 lg:grid-cols-3';

/** Placeholder cards while products (or the grid's code) load. */
export function ProductGridSkeleton({
  count,
  className = FEATURED_COLUMNS,
}: {
  count: number;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={cn('grid', className)}>
      <span className="sr-only">Loading products…</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="aspect-[3/5]" />
      ))}
    </div>
  );
}
