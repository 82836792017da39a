// The listing's filter state and its rules (spec §3 session-stored filters, §4 Listing filters; issue
// 36: a saree's details, price, and the sort in the address).
import {
  FACET_NAMES,
  isRupeeAmount,
  LIMITS,
  SORT_OPTIONS,
  type FacetName,
  type SortOption,
} from '@resham/shared';

export type FilterSection = 'category' | 'subcategory' | FacetName;
export type PriceBound = 'priceMin' | 'priceMax';
/** Filter name → chosen values (a filter with no values is absent); price bounds in rupees, as typed. */
export type Filters = Partial<Record<FilterSection, string[]>> & Partial<Record<PriceBound, string>>;

export const FILTER_SECTIONS: readonly FilterSection[] = ['category', 'subcategory', ...FACET_NAMES];
export const PRICE_BOUNDS: readonly PriceBound[] = ['priceMin', 'priceMax'];
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

/** A price bound as the server takes it, or undefined. */
function amount(value: unknown): string | undefined {
  const v = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return isRupeeAmount(v) ? v : undefined;
}

/** A copy without empty filters or unreadable price bounds. */
function normalise(filters: Filters): Filters {
  const out: Filters = {};
  for (const section of FILTER_SECTIONS) {
    const values = clean(filters[section] ?? []);
    if (values.length) out[section] = values;
  }
  for (const bound of PRICE_BOUNDS) {
    const value = amount(filters[bound]);
    if (value !== undefined) out[bound] = value;
  }
  return out;
}

/** The price range set (blank: open at that end), the other filters kept. */
export function withPrice(filters: Filters, priceMin: string, priceMax: string): Filters {
  return normalise({ ...filters, priceMin, priceMax });
}

/** How many choices narrow the list: each value, and a price range as one. */
export function chosenCount(filters: Filters): number {
  const values = FILTER_SECTIONS.reduce((n, section) => n + (filters[section]?.length ?? 0), 0);
  return values + (filters.priceMin !== undefined || filters.priceMax !== undefined ? 1 : 0);
}

/** A list of one collection is titled by its name (issue 36); any other, 'All Products'. */
export function collectionTitle(filters: Filters): string {
  return filters.category?.length === 1 ? filters.category[0]! : 'All Products';
}

/** The listing's sort as its address names it: the default is left out. */
export const sortInAddress = (sort: SortOption) => (sort === LIMITS.defaultSort ? null : sort);

/** `?sortBy=…` when it names a sort, else `fallback`. */
export function sortFromSearch<T extends SortOption | null>(search: string, fallback: T): SortOption | T {
  const value = new URLSearchParams(search).get('sortBy');
  return SORT_OPTIONS.find((option) => option.id === value)?.id ?? fallback;
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
  return chosenCount(filters) === 0;
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
 * else `subcategory`; a saree's details and the price range (issue 36).
 */
export function filtersFromSearch(search: string): Filters {
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  for (const section of FILTER_SECTIONS) filters[section] = parseList(search, section);
  for (const bound of PRICE_BOUNDS) filters[bound] = params.get(bound) ?? undefined;
  return normalise(filters);
}

/**
 * The listing's query string for `filters` and `sort` (none: left out):
 * '?category=Kanchipuram+Silk+Sarees,Dupattas&fabric=Silk&priceMax=20000&sortBy=popular' or ''.
 */
export function searchFromFilters(filters: Filters, sort: SortOption | null = null): string {
  const parts = FILTER_SECTIONS.flatMap((section) => {
    const values = filters[section];
    return values?.length ? [`${section}=${encodeList(values)}`] : [];
  });
  for (const bound of PRICE_BOUNDS)
    if (filters[bound] !== undefined) parts.push(`${bound}=${filters[bound]}`);
  if (sort !== null) parts.push(`sortBy=${sort}`);
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
    for (const bound of PRICE_BOUNDS) filters[bound] = amount(record[bound]);
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
