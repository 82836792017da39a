import type { ReactNode } from 'react';
import { SORT_OPTIONS, type SortOption } from '@resham/shared';
import { buttonClasses } from '../../../components/ui/button-classes';

/** The search's first choice: no sort named, best match first. */
export const BEST_MATCH = '';

/**
 * The list's sort, as a GET form: without JavaScript, 'Sort' reloads `action` sorted, keeping the
 * address's other parameters (`kept`). `bestMatch`: the search's extra first choice (no sort named).
 * `leading` goes before the label (the phone's Filters button).
 */
export function SortForm({
  action,
  kept,
  sort,
  onSort,
  bestMatch = false,
  leading,
}: {
  action: string;
  kept: ReadonlyArray<[string, string]>;
  sort: SortOption | null;
  onSort: (sort: SortOption | null) => void;
  bestMatch?: boolean;
  leading?: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      onSubmit={(event) => event.preventDefault()}
      className="flex w-full flex-wrap items-center gap-3 sm:w-80"
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {leading}
      <label htmlFor="sort-by" className="ml-auto text-sm font-medium whitespace-nowrap text-ink">
        Sort by
      </label>
      <select
        id="sort-by"
        name="sortBy"
        value={sort ?? BEST_MATCH}
        onChange={(event) => onSort((event.target.value || null) as SortOption | null)}
        className="h-10 min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-2 text-sm text-ink focus-visible:border-maroon-700"
      >
        {bestMatch ? <option value={BEST_MATCH}>Best match</option> : null}
        {SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonClasses('outline', 'md')}>
          Sort
        </button>
      </noscript>
    </form>
  );
}
