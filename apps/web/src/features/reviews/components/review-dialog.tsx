import { useReducer, useRef, type FormEvent } from 'react';
import { REVIEW_MESSAGES, type SessionUser } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/api-error';
import { fieldIssues } from '../../../lib/field-issues';
import { reviewFailureMessage, useSubmitReview } from '../api';
import {
  characterCount,
  initialReviewForm,
  reviewFormReducer,
  validateReview,
  type ReviewFormErrors,
} from '../review-form';
import { StarInput } from './star-input';

export interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser;
  /** A product review; without it, a review of the shop. */
  productId?: string;
  /** The user's earlier review of this product, to start from. */
  initial?: { reviewValue: number; reviewMessage: string };
  title?: string;
  description?: string;
}

/** The review dialog (spec §2, §4): a sheet sliding up in 0.3 s with the star rating, text and counter. */
export default function ReviewDialog({
  open,
  onOpenChange,
  user,
  productId,
  initial,
  title = 'Share Your Experience',
  description = 'Tell other shoppers about your sarees and our service.',
}: ReviewDialogProps) {
  const submit = useSubmitReview();
  const pending = submit.isPending;
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return; // stays open while sending
        onOpenChange(next);
      }}
    >
      <SheetContent
        side="bottom"
        closeLabel="Close review form"
        className="mx-auto w-full max-w-xl sm:bottom-6 sm:rounded-xl sm:border"
      >
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        {/* Mounted only while open: every opening starts from a fresh (or the earlier) review. */}
        <ReviewForm
          user={user}
          initial={initial}
          pending={pending}
          onCancel={() => onOpenChange(false)}
          onSubmit={(values, setErrors) =>
            submit.mutate(
              { userId: user.id, userName: user.userName, ...values, ...(productId ? { productId } : {}) },
              {
                onSuccess: () => {
                  toast({ title: REVIEW_MESSAGES.thanks });
                  onOpenChange(false);
                },
                onError: (error) => {
                  if (isApiError(error)) setErrors(reviewErrors(error.issues));
                  toast({ title: reviewFailureMessage(error), variant: 'destructive' });
                },
              },
            )
          }
        />
      </SheetContent>
    </Sheet>
  );
}

const REVIEW_FIELDS = ['reviewValue', 'reviewMessage'] as const;
const reviewErrors = (issues: unknown): ReviewFormErrors =>
  Object.fromEntries(fieldIssues(issues, REVIEW_FIELDS).map(({ field, message }) => [field, message]));

interface ReviewFormProps {
  user: SessionUser;
  initial?: { reviewValue: number; reviewMessage: string };
  pending: boolean;
  onCancel: () => void;
  onSubmit: (
    values: { reviewValue: number; reviewMessage: string },
    setErrors: (errors: ReviewFormErrors) => void,
  ) => void;
}

function ReviewForm({ user, initial, pending, onCancel, onSubmit }: ReviewFormProps) {
  const [state, dispatch] = useReducer(reviewFormReducer, initial, initialReviewForm);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const counter = characterCount(state.reviewMessage);
  const textErrorId = 'review-text-error';
  const counterId = 'review-text-counter';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateReview(state);
    if (!result.ok) {
      dispatch({ type: 'invalid', errors: result.errors });
      if (!result.errors.reviewValue) textRef.current?.focus();
      return;
    }
    onSubmit({ reviewValue: result.reviewValue, reviewMessage: result.reviewMessage }, (errors) =>
      dispatch({ type: 'invalid', errors }),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid grid-cols-1 gap-5" aria-busy={pending}>
      <p className="text-sm text-muted">
        Reviewing as <span className="font-medium text-ink">{user.userName}</span>
      </p>
      <StarInput
        value={state.reviewValue}
        onChange={(value) => dispatch({ type: 'rate', value })}
        error={state.errors.reviewValue}
        disabled={pending}
      />
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="review-text">Your review</Label>
        <Textarea
          ref={textRef}
          id="review-text"
          rows={5}
          value={state.reviewMessage}
          onChange={(event) => dispatch({ type: 'write', message: event.target.value })}
          placeholder="What did you love? How was the drape, the colour, the delivery?"
          aria-invalid={state.errors.reviewMessage ? true : undefined}
          aria-describedby={cn(counterId, state.errors.reviewMessage && textErrorId)}
          disabled={pending}
        />
        <div className="flex items-start justify-between gap-4">
          {state.errors.reviewMessage ? (
            <p id={textErrorId} className="text-sm text-red-700">
              {state.errors.reviewMessage}
            </p>
          ) : (
            <span />
          )}
          <span
            id={counterId}
            className={cn(
              'shrink-0 text-sm tabular-nums',
              counter.over ? 'font-semibold text-red-700' : 'text-muted',
            )}
          >
            {counter.label}
          </span>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
