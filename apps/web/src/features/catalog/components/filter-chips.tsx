import { formatRupees, OCCASION_LABELS } from '@resham/shared';
import { FILTER_SECTIONS, type FilterSection, type Filters } from '../filters';

/** A price range as shoppers read it: '₹1,000 – ₹5,000', 'From ₹1,000', 'Up to ₹5,000'. */
export function priceRangeLabel(filters: Filters): string | null {
  const [min, max] = [filters.priceMin, filters.priceMax].map((v) =>
    v === undefined ? null : formatRupees(Number(v)).replace(/\.00$/, ''),
  );
  if (min && max) return `${min} – ${max}`;
  if (min) return `From ${min}`;
  if (max) return `Up to ${max}`;
  return null;
}

const chipLabel = (section: FilterSection, value: string) =>
  section === 'occasion' ? (OCCASION_LABELS[value as keyof typeof OCCASION_LABELS] ?? value) : value;

/**
 * Under the list's title: what it is narrowed to (collections, details, price), e.g. after a collection
 * tile or a category from the Products menu. Each chip removes its filter.
 */
export function FilterChips({
  filters,
  onRemove,
  onClearPrice,
}: {
  filters: Filters;
  onRemove: (section: FilterSection, value: string) => void;
  onClearPrice: () => void;
}) {
  const chosen = FILTER_SECTIONS.flatMap((section) =>
    (filters[section] ?? []).map((value) => ({
      key: `${section}:${value}`,
      label: chipLabel(section, value),
      remove: () => onRemove(section, value),
    })),
  );
  const price = priceRangeLabel(filters);
  if (price) chosen.push({ key: 'price', label: price, remove: onClearPrice });
  if (!chosen.length) return null;
  return (
    <ul aria-label="Showing" className="flex flex-wrap gap-x-2">
      {chosen.map(({ key, label, remove }) => (
        <li key={key}>
          {/* A 44 px target around a 32 px chip. */}
          <button
            type="button"
            onClick={remove}
            className="group inline-flex min-h-11 items-center rounded-full"
          >
            <span className="inline-flex h-8 items-center gap-1.5 rounded-full border border-maroon-300 bg-maroon-50 pr-2 pl-3 text-sm font-medium text-maroon-900 group-hover:border-maroon-600">
              {label}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
              <span className="sr-only">: remove this filter</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
