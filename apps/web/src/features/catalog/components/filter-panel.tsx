import { useId } from 'react';
import { FACET_NAMES, type Facets, type FacetName } from '@resham/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  hasValue,
  subcategoryGroups,
  type FilterSection,
  type Filters,
  type NamedOption,
  type SubcategoryOption,
} from '../filters';
import { FacetOptions } from './facet-options';
import { FilterOption } from './filter-option';
import { PriceRange } from './price-range';

export interface FilterPanelProps {
  filters: Filters;
  /** Collections to choose among; none (search) leaves the section out. */
  categories?: readonly NamedOption[];
  subcategories?: readonly SubcategoryOption[];
  isLoading?: boolean;
  /** The list's details with their counts (issue 36); absent while they load. */
  facets?: Facets;
  onToggle: (section: FilterSection, value: string) => void;
  onPrice: (priceMin: string, priceMax: string) => void;
  /** The price is taken as typed (the sheet's draft), not with its own button. */
  livePrice?: boolean;
}

const legend = 'mb-3 font-serif text-lg font-semibold text-maroon-900';

/**
 * Category checkboxes, then (once a category is chosen) the chosen categories' subcategories; then a
 * saree's details with their counts, and the price range.
 */
export function FilterPanel({
  filters,
  categories,
  subcategories = [],
  isLoading = false,
  facets,
  onToggle,
  onPrice,
  livePrice = false,
}: FilterPanelProps) {
  const id = useId();
  const groups = categories ? subcategoryGroups(filters, categories, subcategories) : [];
  return (
    <div className="grid gap-8">
      {categories ? (
        <fieldset>
          <legend className={legend}>Category</legend>
          {isLoading ? (
            <Skeleton className="h-64" />
          ) : (
            <ul className="grid gap-0.5">
              {categories.map((category) => (
                <FilterOption
                  key={category.id}
                  id={`${id}-c-${category.id}`}
                  label={category.name}
                  checked={hasValue(filters.category, category.name)}
                  onChange={() => onToggle('category', category.name)}
                />
              ))}
            </ul>
          )}
        </fieldset>
      ) : null}
      {groups.length > 0 ? (
        <fieldset>
          <legend className={legend}>Subcategory</legend>
          <div className="grid gap-4">
            {groups.map((group) => (
              <div key={group.category}>
                {groups.length > 1 ? (
                  <p className="mb-1 px-2 text-xs font-semibold tracking-widest text-gold-700 uppercase">
                    {group.category}
                  </p>
                ) : null}
                <ul className="grid gap-0.5">
                  {group.subcategories.map((sub) => (
                    <FilterOption
                      key={sub.id}
                      id={`${id}-s-${sub.id}`}
                      label={sub.name}
                      checked={hasValue(filters.subcategory, sub.name)}
                      onChange={() => onToggle('subcategory', sub.name)}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}
      {facets
        ? FACET_NAMES.map((name: FacetName) => (
            <FacetOptions
              key={name}
              id={id}
              name={name}
              counts={facets[name]}
              filters={filters}
              onToggle={onToggle}
              legendClass={legend}
            />
          ))
        : null}
      <PriceRange id={id} filters={filters} onApply={onPrice} live={livePrice} legendClass={legend} />
    </div>
  );
}
