import { useId } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  hasValue,
  subcategoryGroups,
  type FilterSection,
  type Filters,
  type NamedOption,
  type SubcategoryOption,
} from '../filters';

export interface FilterPanelProps {
  filters: Filters;
  categories: readonly NamedOption[];
  subcategories: readonly SubcategoryOption[];
  isLoading?: boolean;
  onToggle: (section: FilterSection, value: string) => void;
}

const legend = 'mb-3 font-serif text-lg font-semibold text-maroon-900';

function Option({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <li>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-ink hover:bg-maroon-50"
      >
        <input
          type="checkbox"
          id={id}
          checked={checked}
          onChange={onChange}
          className="size-4 accent-maroon-800"
        />
        {label}
      </label>
    </li>
  );
}

/** Category checkboxes, then (once a category is chosen) the chosen categories' subcategories. */
export function FilterPanel({
  filters,
  categories,
  subcategories,
  isLoading = false,
  onToggle,
}: FilterPanelProps) {
  const id = useId();
  const groups = subcategoryGroups(filters, categories, subcategories);
  return (
    <div className="grid gap-8">
      <fieldset>
        <legend className={legend}>Category</legend>
        {isLoading ? (
          <Skeleton className="h-64" />
        ) : (
          <ul className="grid gap-0.5">
            {categories.map((category) => (
              <Option
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
                    <Option
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
    </div>
  );
}
