import { BadgeCheck, Quote } from 'lucide-react';
import { REVIEW_MESSAGES, type Review } from '@resham/shared';
import { RatingStars } from '../../../components/ui/rating-stars';

/** One review in the home carousel: the message (text, clamped to 4 lines), the author and the stars. */
export function ReviewCard({ review }: { review: Review }) {
  const name = review.userName.trim() || 'Anonymous';
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-gold-300/70 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <RatingStars value={review.reviewValue} />
        <Quote aria-hidden="true" className="size-7 shrink-0 text-gold-400" />
      </div>
      <p className="line-clamp-4 text-base leading-relaxed break-words whitespace-pre-line text-ink">
        {review.reviewMessage}
      </p>
      <footer className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-4">
        <p className="font-serif text-lg font-semibold text-maroon-900">{name}</p>
        {review.verified ? <VerifiedLabel /> : null}
      </footer>
    </article>
  );
}

export function VerifiedLabel() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
      <BadgeCheck aria-hidden="true" className="size-4" />
      {REVIEW_MESSAGES.verified}
    </span>
  );
}
