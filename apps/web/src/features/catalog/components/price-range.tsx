import { useState, type FormEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { isRupeeAmount } from '@resham/shared';
import type { Filters } from '../filters';

const input =
  'h-11 w-full min-w-0 rounded-md border border-stone-400 bg-white px-2 text-sm text-ink focus-visible:border-maroon-700';

/**
 * The price range shoppers read (GST included), in rupees: typed, then applied with its button (or
 * Enter), so a list is not asked for at every keystroke; `live` (the sheet, whose Apply asks for the
 * list) takes each readable range as typed. Either end may stay blank.
 */
export function PriceRange({
  id,
  filters,
  onApply,
  live = false,
  legendClass,
}: {
  id: string;
  filters: Filters;
  onApply: (priceMin: string, priceMax: string) => void;
  live?: boolean;
  legendClass: string;
}) {
  const [min, setMin] = useState(filters.priceMin ?? '');
  const [max, setMax] = useState(filters.priceMax ?? '');
  // The range the list shows, when it changes elsewhere (a chip removed, filters cleared).
  const [shown, setShown] = useState([filters.priceMin, filters.priceMax]);
  if (shown[0] !== filters.priceMin || shown[1] !== filters.priceMax) {
    setShown([filters.priceMin, filters.priceMax]);
    setMin(filters.priceMin ?? '');
    setMax(filters.priceMax ?? '');
  }
  const [error, setError] = useState('');
  /** The range's problem, or '' when the server would take it. */
  const check = (low: string, high: string) =>
    (low && !isRupeeAmount(low)) || (high && !isRupeeAmount(high))
      ? 'Enter amounts in rupees, like 15000 or 1575.50.'
      : low && high && Number(low) > Number(high)
        ? 'The lowest price is above the highest.'
        : '';
  const plain = (text: string) => text.trim().replace(/,/g, '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(plain(min), plain(max));
    setError(problem);
    if (!problem) onApply(plain(min), plain(max));
  };
  const typed = (low: string, high: string) => {
    setMin(low);
    setMax(high);
    if (live && !check(plain(low), plain(high))) onApply(plain(low), plain(high));
  };
  return (
    <form onSubmit={apply} aria-labelledby={`${id}-price`}>
      <p id={`${id}-price`} className={legendClass}>
        Price (₹, with GST)
      </p>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <label className="sr-only" htmlFor={`${id}-min`}>
          Lowest price in rupees
        </label>
        <input
          id={`${id}-min`}
          inputMode="decimal"
          placeholder="Min"
          value={min}
          onChange={(event) => typed(event.target.value, max)}
          className={input}
        />
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        <label className="sr-only" htmlFor={`${id}-max`}>
          Highest price in rupees
        </label>
        <input
          id={`${id}-max`}
          inputMode="decimal"
          placeholder="Max"
          value={max}
          onChange={(event) => typed(min, event.target.value)}
          className={input}
        />
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {live ? null : (
        <button type="submit" className={buttonClasses('outline', 'md', 'mt-3 w-full')}>
          Apply price
        </button>
      )}
    </form>
  );
}
