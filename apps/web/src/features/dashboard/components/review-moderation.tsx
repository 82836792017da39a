import { useState } from 'react';
import { BadgeCheck, Eye, EyeOff, Trash2 } from 'lucide-react';
import type { Review } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useAdminReviews, useModerateReview } from '../api';
import { EmptyNote } from './panel';

const SHOWN = 5;

/** The latest reviews (hidden ones too) with Hide/Show and Delete. */
export function ReviewModeration() {
  const reviews = useAdminReviews();
  const moderate = useModerateReview();
  const [all, setAll] = useState(false);
  const [deleting, setDeleting] = useState<Review | null>(null);

  const run = (input: Parameters<typeof moderate.mutate>[0], after?: () => void) =>
    moderate.mutate(input, {
      onSuccess: (data) => {
        toast({ title: data.message });
        after?.();
      },
      onError: (error) => toast({ title: error.message, variant: 'destructive' }),
    });

  if (reviews.isPending)
    return (
      <div className="grid grid-cols-1 gap-3" aria-hidden="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  if (reviews.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        The reviews could not be loaded.
      </p>
    );
  if (reviews.data.length === 0) return <EmptyNote>No reviews yet.</EmptyNote>;

  const shown = all ? reviews.data : reviews.data.slice(0, SHOWN);
  const busyId = moderate.isPending ? moderate.variables?.id : undefined;
  return (
    <div className="grid grid-cols-1 gap-3">
      <ul className="grid grid-cols-1 gap-3">
        {shown.map((review) => {
          const name = review.userName.trim() || 'Anonymous';
          const busy = busyId === review._id;
          return (
            <li
              key={review._id}
              className={cn(
                'grid gap-2 rounded-lg border p-3',
                review.hidden ? 'border-dashed border-stone-300 bg-stone-50' : 'border-stone-200 bg-white',
              )}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="font-medium text-ink">{name}</p>
                <RatingStars value={review.reviewValue} />
                {review.verified ? (
                  <BadgeCheck aria-label="Verified Customer" role="img" className="size-4 text-green-700" />
                ) : null}
                <span className="text-xs text-muted">
                  {review.productId ? 'Product review' : 'Shop review'} · {formatDate(review.createdAt)}
                </span>
                {review.hidden ? (
                  <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                    Hidden
                  </span>
                ) : null}
              </div>
              <p
                className={cn(
                  'line-clamp-3 text-sm break-words whitespace-pre-line',
                  review.hidden ? 'text-muted' : 'text-ink',
                )}
              >
                {review.reviewMessage}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => run({ id: review._id, action: review.hidden ? 'show' : 'hide' })}
                >
                  {review.hidden ? (
                    <Eye aria-hidden="true" className="!size-4" />
                  ) : (
                    <EyeOff aria-hidden="true" className="!size-4" />
                  )}
                  {review.hidden ? 'Show' : 'Hide'}
                  <span className="sr-only">the review by {name}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  disabled={busy}
                  onClick={() => setDeleting(review)}
                >
                  <Trash2 aria-hidden="true" className="!size-4" />
                  Delete
                  <span className="sr-only">the review by {name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {reviews.data.length > SHOWN ? (
        <Button variant="link" size="sm" className="justify-self-start px-0" onClick={() => setAll(!all)}>
          {all ? 'Show the latest only' : `Show all ${reviews.data.length} reviews`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !moderate.isPending && setDeleting(null)}
        title="Delete this review?"
        description={
          deleting
            ? `The review by ${deleting.userName.trim() || 'Anonymous'} will be removed for good. To keep it but take it off the shop, hide it instead.`
            : ''
        }
        confirmLabel={moderate.isPending ? 'Deleting...' : 'Delete review'}
        pending={moderate.isPending}
        onConfirm={() => deleting && run({ id: deleting._id, action: 'delete' }, () => setDeleting(null))}
      />
    </div>
  );
}
