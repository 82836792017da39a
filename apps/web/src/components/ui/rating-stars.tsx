import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface RatingStarsProps {
  /** 0–5; fractions round to the nearest half star. */
  value: number;
  className?: string;
  /** Star size class, e.g. 'size-4'. */
  size?: string;
}

/** Read-only star rating, announced as 'Rated n out of 5'. */
export function RatingStars({ value, className, size = 'size-4' }: RatingStarsProps) {
  const rounded = Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
  const label = `Rated ${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} out of 5`;
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 'full' : rounded >= n - 0.5 ? 'half' : 'none';
        return (
          <span key={n} aria-hidden="true" className={cn('relative inline-flex', size)}>
            <Star className={cn('absolute inset-0 text-gold-500', size)} strokeWidth={1.75} />
            {fill !== 'none' ? (
              <span
                className={cn(
                  'absolute inset-y-0 left-0 overflow-hidden',
                  fill === 'half' ? 'w-1/2' : 'w-full',
                )}
              >
                <Star className={cn('fill-gold-400 text-gold-500', size)} strokeWidth={1.75} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
