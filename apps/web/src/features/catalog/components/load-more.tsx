import { STOREFRONT_MESSAGES as M } from '@resham/shared';
import { buttonClasses } from '../../../components/ui/button-classes';

export interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The last 'Load more' failed: say so, with a Retry that calls this. */
  onRetry?: () => void;
  onLoadMore: () => void;
}

/** Under a paged grid: how many of how many are shown, and 'Load more' while there are more. */
export function LoadMore({ shown, total, hasMore, loading, onRetry, onLoadMore }: LoadMoreProps) {
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
        <button
          type="button"
          // Not `disabled`: the button keeps keyboard focus while the next page comes.
          onClick={loading ? undefined : onLoadMore}
          aria-disabled={loading}
          className={buttonClasses('outline', 'lg', 'min-w-48')}
        >
          {loading ? 'Loading…' : M.loadMore}
        </button>
      )}
    </div>
  );
}
