import type { FilterSection, Filters } from '../filters';

/**
 * Under 'All Products' (the spec's fixed title): which collection or categories the listing shows,
 * e.g. after a collection tile or a category from the Products menu. Each chip removes its filter.
 */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: Filters;
  onRemove: (section: FilterSection, value: string) => void;
}) {
  const chosen = (['category', 'subcategory'] as const).flatMap((section) =>
    (filters[section] ?? []).map((value) => ({ section, value })),
  );
  if (!chosen.length) return null;
  return (
    <ul aria-label="Showing" className="flex flex-wrap gap-x-2">
      {chosen.map(({ section, value }) => (
        <li key={`${section}:${value}`}>
          {/* A 44 px target around a 32 px chip. */}
          <button
            type="button"
            onClick={() => onRemove(section, value)}
            className="group inline-flex min-h-11 items-center rounded-full"
          >
            <span className="inline-flex h-8 items-center gap-1.5 rounded-full border border-maroon-300 bg-maroon-50 pr-2 pl-3 text-sm font-medium text-maroon-900 group-hover:border-maroon-600">
              {value}
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
