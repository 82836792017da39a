import { LIMITS, SORT_OPTIONS, type SortOption } from '@resham/shared';
import { productsQuery } from '../../features/catalog/api/listing';
import { prefetchPagedList } from '../../features/catalog/api/paged-prefetch';
import { filtersFromSearch } from '../../features/catalog/filters';
import { pageFromSearch } from '../../features/catalog/hooks/use-page-count';
import { categoryTreeQuery } from '../../lib/category-tree';
import { withConfig, type ServerPage } from '../../app/server-page';

function sortFrom(search: string): SortOption {
  const value = new URLSearchParams(search).get('sortBy');
  return SORT_OPTIONS.find((option) => option.id === value)?.id ?? LIMITS.defaultSort;
}

/** As pages/shop/listing.tsx asks: its filters, sort and number of pages from the address. */
function listOf(search: string) {
  return {
    list: `/api/shop/products/get?${productsQuery(filtersFromSearch(search), sortFrom(search))}`,
    pages: pageFromSearch(search),
  };
}

/** /shop/listing on the server: the category tree and the list's pages. */
export const page: ServerPage = {
  key: (_params, search) => {
    const { list, pages } = listOf(search);
    return `listing ${list} ${pages}`;
  },
  load: (client, _params, search) => {
    const { list, pages } = listOf(search);
    return withConfig(
      client,
      client.prefetchQuery(categoryTreeQuery),
      prefetchPagedList(client, list, pages),
    );
  },
};
