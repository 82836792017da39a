// The listing's filter state and its rules (spec §3 session-stored filters, §4 Listing filters).
export type FilterSection = 'category' | 'subcategory';
/** Filter name → chosen values; a filter with no values is absent. */
export type Filters = Partial<Record<FilterSection, string[]>>;

export const FILTER_SECTIONS: readonly FilterSection[] = ['category', 'subcategory'];
export { FILTERS_STORAGE_KEY } from '../../lib/listing-memory';

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export function hasValue(values: readonly string[] | undefined, value: string): boolean {
  return values?.some((v) => same(v, value)) ?? false;
}

/** Values trimmed, blanks and case-insensitive duplicates dropped. */
function clean(values: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const v = value.trim();
    if (v && !hasValue(out, v)) out.push(v);
  }
  return out;
}

/** A copy without empty filters. */
function normalise(filters: Filters): Filters {
  const out: Filters = {};
  for (const section of FILTER_SECTIONS) {
    const values = clean(filters[section] ?? []);
    if (values.length) out[section] = values;
  }
  return out;
}

/**
 * Spec §4: toggling a value adds it to or removes it from its filter (an emptied filter is removed);
 * toggling a category (on or off, so also unchecking the last one) clears the chosen subcategories.
 */
export function toggleFilter(filters: Filters, section: FilterSection, value: string): Filters {
  const current = filters[section] ?? [];
  const values = hasValue(current, value) ? current.filter((v) => !same(v, value)) : [...current, value];
  const next: Filters = { ...filters, [section]: values };
  if (section === 'category') delete next.subcategory;
  return normalise(next);
}

export function isEmpty(filters: Filters): boolean {
  return FILTER_SECTIONS.every((section) => !filters[section]?.length);
}

/** Comma-separated names, '+' for a space (URLSearchParams decodes both '+' and %20). */
function parseList(search: string, name: string): string[] {
  return clean((new URLSearchParams(search).get(name) ?? '').split(','));
}

function encodeList(values: readonly string[]): string {
  return values.map((v) => encodeURIComponent(v).replace(/%20/g, '+')).join(',');
}

/**
 * Filters named by the listing URL (spec §2): `category` (with `subcategory` when both are given),
 * else `subcategory`, else none.
 */
export function filtersFromSearch(search: string): Filters {
  const category = parseList(search, 'category');
  const subcategory = parseList(search, 'subcategory');
  if (category.length) return normalise({ category, subcategory });
  return normalise({ subcategory });
}

/** The listing's query string for `filters`: '?category=Kanchipuram+Silk+Sarees,Dupattas&subcategory=…' or ''. */
export function searchFromFilters(filters: Filters): string {
  const parts = FILTER_SECTIONS.flatMap((section) => {
    const values = filters[section];
    return values?.length ? [`${section}=${encodeList(values)}`] : [];
  });
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Filters saved in session storage; anything unreadable counts as none. */
export function parseSavedFilters(raw: string | null | undefined): Filters {
  if (!raw) return {};
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    const record = data as Record<string, unknown>;
    const filters: Filters = {};
    for (const section of FILTER_SECTIONS) {
      const values = record[section];
      if (Array.isArray(values)) filters[section] = clean(values);
    }
    return normalise(filters);
  } catch {
    return {};
  }
}

/** Spec §4: on entering the listing, filters come from the URL, else from the saved session filters. */
export function initialFilters(search: string, saved: string | null | undefined): Filters {
  const fromUrl = filtersFromSearch(search);
  return isEmpty(fromUrl) ? parseSavedFilters(saved) : fromUrl;
}

export interface NamedOption {
  id: string;
  name: string;
}
export interface SubcategoryOption extends NamedOption {
  categoryId: string;
}
export interface SubcategoryGroup {
  category: string;
  subcategories: SubcategoryOption[];
}

/** The subcategories of the chosen categories only, grouped under each chosen category. */
export function subcategoryGroups(
  filters: Filters,
  categories: readonly NamedOption[],
  subcategories: readonly SubcategoryOption[],
): SubcategoryGroup[] {
  return (filters.category ?? []).flatMap((name) => {
    const category = categories.find((c) => same(c.name, name));
    if (!category) return [];
    const own = subcategories.filter((s) => s.categoryId === category.id);
    return own.length ? [{ category: category.name, subcategories: own }] : [];
  });
}
