import { STOREFRONT_MESSAGES as M } from '@resham/shared';
import { buttonClasses } from '../../../components/ui/button-classes';
import { isPlainClick } from '../../../components/ui/shop-link';

export interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The last 'Load more' failed: say so, with a Retry that calls this. */
  onRetry?: () => void;
  onLoadMore: () => void;
  /** The address of one more page: without JavaScript (or in a new tab) 'Load more' is a plain link. */
  nextHref: string;
}

/** Under a paged grid: how many of how many are shown, and 'Load more' while there are more. */
export function LoadMore({ shown, total, hasMore, loading, onRetry, onLoadMore, nextHref }: LoadMoreProps) {
  if (!onRetry && !hasMore) return null;
  return (
    <div className="mt-8 grid justify-items-center gap-3 text-center">
      <p className="text-sm text-muted">{M.shownOf(shown, total)}</p>
      {onRetry ? (
        <div role="alert" className="grid justify-items-center gap-3">
          <p className="font-medium text-red-900">{M.loadMoreFailed}</p>
          <button type="button" onClick={onRetry} className={buttonClasses('outline', 'lg', 'min-w-48')}>
            {M.retry}
          </button>
        </div>
      ) : (
        <a
          href={nextHref}
          // A plain click adds the page in place; the link keeps keyboard focus while it comes.
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            if (!loading) onLoadMore();
          }}
          aria-disabled={loading}
          className={buttonClasses('outline', 'lg', 'min-w-48')}
        >
          {loading ? 'Loading…' : M.loadMore}
        </a>
      )}
    </div>
  );
}
