import { Skeleton } from '../components/ui/skeleton';

/** Shown while the route modules load and the session check runs on first load. */
export function AppSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="min-h-screen">
      <span className="sr-only">Loading…</span>
      <div className="flex h-16 items-center gap-4 bg-maroon-900 px-4 md:px-8">
        <Skeleton className="h-8 w-32 bg-maroon-800" />
        <div className="ml-auto flex gap-3">
          <Skeleton className="hidden h-6 w-16 bg-maroon-800 md:block" />
          <Skeleton className="hidden h-6 w-20 bg-maroon-800 md:block" />
          <Skeleton className="size-10 rounded-full bg-maroon-800" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:px-8">
        <Skeleton className="h-64 w-full md:h-96" />
        <Skeleton className="h-8 w-64" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="aspect-[3/4] w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
