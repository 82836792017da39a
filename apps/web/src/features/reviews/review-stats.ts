import type { Review } from '@resham/shared';

/** Mean star rating of the given reviews, to one decimal place; 0 when there are none. */
export function averageRating(reviews: Pick<Review, 'reviewValue'>[]): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, r) => total + r.reviewValue, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}
