import { z } from './zod';
import { LIMITS } from './limits';
import { plainText } from './plain-text';

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please select a star rating.',
  textRequired: 'Please share your experience.',
  textTooLong: 'Review text must be under 500 characters.',
  thanks: 'Thank you for your review!',
  failed: 'Failed to submit review.',
  added: 'Review added successfully',
  notFound: 'Review not found.',
  loading: 'Loading reviews...',
  empty: 'No reviews yet. Be the first to share your experience!',
  loadFailed: 'Could not load reviews',
  verified: 'Verified Customer',
  hidden: 'Review hidden',
  shown: 'Review shown',
  deleted: 'Review deleted',
} as const;

const R = REVIEW_MESSAGES;

/** The review form and API body. userId and userName are accepted but the server uses the session's. */
export const reviewInputSchema = z.object({
  reviewValue: z
    .number({ error: R.ratingRequired })
    .int(R.ratingRequired)
    .min(1, R.ratingRequired)
    .max(5, R.ratingRequired),
  reviewMessage: plainText(
    z
      .string({ error: R.textRequired })
      .trim()
      .min(1, R.textRequired)
      .max(LIMITS.reviewMaxChars, R.textTooLong),
  ),
  productId: z.uuid('Product not found.').nullish(),
  userId: z.string().optional(),
  userName: z.string().optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
