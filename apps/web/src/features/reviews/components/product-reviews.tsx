import { PenLine } from 'lucide-react';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useProductReviews } from '../api';
import { averageRating } from '../review-stats';
import { VerifiedLabel } from './review-card';
import { WriteReviewButton } from './write-review-button';

/** A product's reviews in its details: average, count, the list, and 'Write a review' for signed-in users. */
export function ProductReviews({ productId }: { productId: string }) {
  const { user } = useSession();
  const { reviews, isLoading } = useProductReviews(productId);
  const average = averageRating(reviews);
  const own = user ? reviews.find((r) => r.userId === user.id) : undefined;

  return (
    <section aria-labelledby={`reviews-${productId}`} className="grid grid-cols-1 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid grid-cols-1 gap-1">
          <h2 id={`reviews-${productId}`} className="text-2xl font-semibold text-maroon-900">
            Customer Reviews
          </h2>
          {isLoading ? (
            <Skeleton className="h-5 w-48" />
          ) : reviews.length > 0 ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <RatingStars value={average} />
              <span>
                <span className="font-semibold text-ink">{average.toFixed(1)}</span> out of 5 ·{' '}
                {reviews.length} review{reviews.length === 1 ? '' : 's'}
              </span>
            </p>
          ) : null}
        </div>
        {user ? (
          <div className="grid grid-cols-1 gap-1 sm:justify-items-end">
            <WriteReviewButton
              user={user}
              variant="outline"
              productId={productId}
              initial={own ? { reviewValue: own.reviewValue, reviewMessage: own.reviewMessage } : undefined}
              title={own ? 'Update your review' : 'Write a review'}
              description="One review per product: a new one replaces your earlier review."
            >
              <PenLine aria-hidden="true" />
              {own ? 'Update your review' : 'Write a review'}
            </WriteReviewButton>
            <p className="text-xs text-muted">One review per product; a new one replaces your earlier one.</p>
          </div>
        ) : null}
      </div>

      {isLoading ? (
        <div aria-hidden="true" className="grid grid-cols-1 gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : reviews.length === 0 ? (
        <p className="text-muted">No reviews yet. Be the first to review this product!</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {reviews.map((review) => (
            <li
              key={review._id}
              className="grid grid-cols-1 gap-2 rounded-lg border border-stone-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-ink">{review.userName.trim() || 'Anonymous'}</p>
                <time dateTime={review.createdAt} className="text-xs text-muted">
                  {formatDate(review.createdAt)}
                </time>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <RatingStars value={review.reviewValue} />
                {review.verified ? <VerifiedLabel /> : null}
              </div>
              <p className="break-words whitespace-pre-line text-ink">{review.reviewMessage}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
