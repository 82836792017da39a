// The listing's products call (spec §7 Shop products) and its facets (issue 36); its pages are fetched
// by ./paged.ts and its filters read lib/category-tree.ts.
import { queryOptions } from '@tanstack/react-query';
import type { Facets, SortOption } from '@resham/shared';
import { api } from '../../../lib/api-client';
import { FILTER_SECTIONS, PRICE_BOUNDS, type Filters } from '../filters';

/** The filters as the API takes them: comma lists of names (the server ignores case), price bounds. */
function filterParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const section of FILTER_SECTIONS) {
    const values = filters[section];
    if (values?.length) params.set(section, values.join(','));
  }
  for (const bound of PRICE_BOUNDS) if (filters[bound] !== undefined) params.set(bound, filters[bound]);
  return params;
}

/** The products call's query: `category=A,B&fabric=Silk&priceMax=20000&sortBy=…`. */
export function productsQuery(filters: Filters, sort: SortOption): string {
  const params = filterParams(filters);
  params.set('sortBy', sort);
  return params.toString();
}

/** The search call's query: its filters, and the sort when one is chosen (none: best match first). */
export function searchQuery(filters: Filters, sort: SortOption | null): string {
  const params = filterParams(filters);
  if (sort) params.set('sortBy', sort);
  return params.toString();
}

interface FacetsResponse {
  data: Facets;
}

/** The values the list's products hold, with their counts; of a search's when `keyword` is given. */
export function facetsQuery(filters: Filters, keyword?: string) {
  const params = filterParams(filters);
  if (keyword !== undefined) params.set('keyword', keyword);
  const path = `/api/shop/products/facets?${params}`;
  return queryOptions({
    queryKey: ['public', 'products', 'facets', path],
    queryFn: async ({ signal }) => (await api.get<FacetsResponse>(path, { signal })).data,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
