import { useState } from 'react';
import { FACET_LABELS, OCCASION_LABELS, type FacetCount, type FacetName } from '@resham/shared';
import { hasValue, type Filters } from '../filters';
import { FilterOption } from './filter-option';

/** Values shown before "Show all". */
const SHOWN_FIRST = 8;

const labelOf = (name: FacetName, value: string) =>
  name === 'occasion' ? (OCCASION_LABELS[value as keyof typeof OCCASION_LABELS] ?? value) : value;

/**
 * One facet's values with their counts (issue 36): a chosen value the other filters leave no product
 * for still shows, with 0, so it can be unchosen. Nothing when the list holds no value of it.
 */
export function FacetOptions({
  id,
  name,
  counts,
  filters,
  onToggle,
  legendClass,
}: {
  id: string;
  name: FacetName;
  counts: readonly FacetCount[];
  filters: Filters;
  onToggle: (section: FacetName, value: string) => void;
  legendClass: string;
}) {
  const [all, setAll] = useState(false);
  const chosen = filters[name] ?? [];
  const missing = chosen.filter(
    (value) => !counts.some((c) => c.value.toLowerCase() === value.toLowerCase()),
  );
  const options = [...counts, ...missing.map((value) => ({ value, count: 0 }))];
  if (!options.length) return null;
  const shown = all ? options : options.slice(0, SHOWN_FIRST);
  return (
    <fieldset>
      <legend className={legendClass}>{FACET_LABELS[name]}</legend>
      <ul className="grid gap-0.5">
        {shown.map(({ value, count }) => (
          <FilterOption
            key={value}
            id={`${id}-${name}-${value}`}
            label={labelOf(name, value)}
            count={count}
            checked={hasValue(chosen, value)}
            onChange={() => onToggle(name, value)}
          />
        ))}
      </ul>
      {options.length > SHOWN_FIRST ? (
        <button
          type="button"
          onClick={() => setAll(!all)}
          className="mt-1 min-h-11 rounded-sm px-2 text-sm font-medium text-maroon-800 underline underline-offset-4"
        >
          {all ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      ) : null}
    </fieldset>
  );
}
