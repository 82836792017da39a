import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as R } from '@resham/shared';
import {
  characterCount,
  emptyReviewForm,
  initialReviewForm,
  reviewFormReducer,
  validateReview,
} from './review-form';

describe('review form', () => {
  it('asks for a rating and for text when both are missing', () => {
    expect(validateReview({ reviewValue: 0, reviewMessage: '   ' })).toEqual({
      ok: false,
      errors: { reviewValue: R.ratingRequired, reviewMessage: R.textRequired },
    });
  });

  it('refuses text over 500 characters and accepts exactly 500', () => {
    expect(validateReview({ reviewValue: 4, reviewMessage: 'a'.repeat(501) })).toEqual({
      ok: false,
      errors: { reviewMessage: R.textTooLong },
    });
    expect(validateReview({ reviewValue: 4, reviewMessage: 'a'.repeat(500) }).ok).toBe(true);
  });

  it('sends trimmed text', () => {
    expect(validateReview({ reviewValue: 5, reviewMessage: '  Lovely zari work  ' })).toEqual({
      ok: true,
      reviewValue: 5,
      reviewMessage: 'Lovely zari work',
    });
  });

  it('clears only the error of the field that changed', () => {
    let state = reviewFormReducer(emptyReviewForm, {
      type: 'invalid',
      errors: { reviewValue: R.ratingRequired, reviewMessage: R.textRequired },
    });
    state = reviewFormReducer(state, { type: 'rate', value: 3 });
    expect(state.errors).toEqual({ reviewValue: undefined, reviewMessage: R.textRequired });
    state = reviewFormReducer(state, { type: 'write', message: 'Soft silk' });
    expect(state).toMatchObject({ reviewValue: 3, reviewMessage: 'Soft silk' });
    expect(state.errors.reviewMessage).toBeUndefined();
  });

  it('resets to empty, or to an earlier review', () => {
    const filled = { reviewValue: 2, reviewMessage: 'x', errors: { reviewMessage: 'y' } };
    expect(reviewFormReducer(filled, { type: 'reset' })).toEqual(emptyReviewForm);
    expect(reviewFormReducer(filled, { type: 'reset', to: { reviewValue: 5 } })).toEqual(
      initialReviewForm({ reviewValue: 5 }),
    );
  });

  it('counts characters against the limit', () => {
    expect(characterCount('abc')).toEqual({ count: 3, label: '3/500', over: false });
    expect(characterCount('a'.repeat(501)).over).toBe(true);
  });
});

describe('average rating', () => {
  it('is the mean to one decimal, 0 without reviews', async () => {
    const { averageRating } = await import('./review-stats');
    expect(averageRating([])).toBe(0);
    expect(averageRating([{ reviewValue: 5 }, { reviewValue: 4 }, { reviewValue: 4 }])).toBe(4.3);
  });
});
