import { LIMITS, reviewInputSchema } from '@resham/shared';

export interface ReviewFormErrors {
  reviewValue?: string;
  reviewMessage?: string;
}

export interface ReviewFormState {
  /** 0 = no star chosen yet. */
  reviewValue: number;
  reviewMessage: string;
  errors: ReviewFormErrors;
}

export type ReviewFormAction =
  | { type: 'rate'; value: number }
  | { type: 'write'; message: string }
  | { type: 'invalid'; errors: ReviewFormErrors }
  | { type: 'reset'; to?: Partial<Pick<ReviewFormState, 'reviewValue' | 'reviewMessage'>> };

export const emptyReviewForm: ReviewFormState = { reviewValue: 0, reviewMessage: '', errors: {} };

export function initialReviewForm(
  initial?: Partial<Pick<ReviewFormState, 'reviewValue' | 'reviewMessage'>>,
): ReviewFormState {
  return { ...emptyReviewForm, ...initial, errors: {} };
}

/** The review dialog's state (spec §4, §5): a field's error clears as soon as that field changes. */
export function reviewFormReducer(state: ReviewFormState, action: ReviewFormAction): ReviewFormState {
  switch (action.type) {
    case 'rate':
      return { ...state, reviewValue: action.value, errors: { ...state.errors, reviewValue: undefined } };
    case 'write':
      return {
        ...state,
        reviewMessage: action.message,
        errors: { ...state.errors, reviewMessage: undefined },
      };
    case 'invalid':
      return { ...state, errors: action.errors };
    case 'reset':
      return initialReviewForm(action.to);
  }
}

/** The spec's messages for the chosen rating and text, from the same schema the server uses. */
export function validateReview(values: {
  reviewValue: number;
  reviewMessage: string;
}): { ok: true; reviewValue: number; reviewMessage: string } | { ok: false; errors: ReviewFormErrors } {
  const parsed = reviewInputSchema.safeParse(values);
  if (parsed.success) {
    return { ok: true, reviewValue: parsed.data.reviewValue, reviewMessage: parsed.data.reviewMessage };
  }
  const errors: ReviewFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'reviewValue' || field === 'reviewMessage') && !errors[field])
      errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** 'n/500' under the text area; over the limit once n exceeds it. */
export function characterCount(message: string) {
  const count = message.length;
  return { count, label: `${count}/${LIMITS.reviewMaxChars}`, over: count > LIMITS.reviewMaxChars };
}
