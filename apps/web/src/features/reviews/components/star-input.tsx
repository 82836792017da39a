import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The star rating of the review dialog: five native radio buttons (one tab stop, arrow keys choose),
 * drawn as stars, with a hover preview.
 */
export function StarInput({ value, onChange, error, disabled }: StarInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset
      className="grid grid-cols-1 gap-1.5"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">Your rating</legend>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={cn(
                'cursor-pointer rounded-md p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-[var(--focus-ring)]',
                disabled && 'cursor-not-allowed opacity-60',
              )}
              onMouseEnter={() => setHover(n)}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.5}
                className={cn(
                  'size-8 transition-colors',
                  n <= shown ? 'fill-gold-400 text-gold-600' : 'text-stone-400',
                )}
              />
              <span className="sr-only">
                {n} star{n === 1 ? '' : 's'}
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-muted">
          {WORDS[shown]}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
