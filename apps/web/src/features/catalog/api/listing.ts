// The listing's products call (spec §7 Shop products); its pages are fetched by ./paged.ts and its
// filters read lib/category-tree.ts.
import type { SortOption } from '@resham/shared';
import type { Filters } from '../filters';

/** The products call's query: `category=A,B&subcategory=X&sortBy=…` (names; the server ignores case). */
export function productsQuery(filters: Filters, sort: SortOption): string {
  const params = new URLSearchParams();
  for (const section of ['category', 'subcategory'] as const) {
    const values = filters[section];
    if (values?.length) params.set(section, values.join(','));
  }
  params.set('sortBy', sort);
  return params.toString();
}
