import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

/** Grid columns of the featured products (spec §2: 1/2/3/4). */
export const FEATURED_COLUMNS = 'grid-cols-1 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

/** Placeholder cards while products (or the grid's code) load. */
export function ProductGridSkeleton({
  count,
  className = FEATURED_COLUMNS,
}: {
  count: number;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={cn('grid gap-6', className)}>
      <span className="sr-only">Loading products…</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="aspect-[3/5]" />
      ))}
    </div>
  );
}
