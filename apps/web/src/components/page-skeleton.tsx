import { Skeleton } from './ui/skeleton';

/** Placeholder for a page's content while its chunk loads inside a layout. */
export function PageSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-8 md:px-8">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-4 w-full max-w-xl" />
      <Skeleton className="h-4 w-full max-w-md" />
    </div>
  );
}
