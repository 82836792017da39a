// The storefront pages the server renders (a guest's landing pages), and the API answers each one is
// rendered from: the same queries, keys and fetchers the pages' own hooks use, so the browser's first
// render finds them in the cache (dehydrated into the page) and asks the API nothing.
import type { QueryClient } from '@tanstack/react-query';
import { LIMITS, SORT_OPTIONS, type SortOption } from '@resham/shared';
import { bannersQuery, featuredProductsQuery } from '../features/catalog/api/home';
import { productsQuery } from '../features/catalog/api/listing';
import { fetchPagedList, pagedListKey } from '../features/catalog/api/paged';
import { productQuery } from '../features/catalog/api/product';
import { isSearchable } from '../features/catalog/api/search';
import { filtersFromSearch } from '../features/catalog/filters';
import { pageFromSearch } from '../features/catalog/hooks/use-page-count';
import { storeConfigQuery } from '../features/store-config/api';
import { categoryTreeQuery } from '../lib/category-tree';
import { isApiError } from '../lib/api-error';

export interface StorefrontPage {
  /** Names the page by its validated, normalized parameters (the rendered page's cache key). */
  key: string;
  /** Puts the page's API answers into `client`; resolves with the page's HTTP status. */
  load: (client: QueryClient) => Promise<number>;
}

const STATIC_PAGES = new Set([
  'about-us',
  'terms-conditions',
  'privacy-policy',
  'returns-policy',
  'refund-policy',
  'shipping-policy',
]);

function sortFrom(params: URLSearchParams): SortOption {
  const value = params.get('sortBy');
  return SORT_OPTIONS.find((option) => option.id === value)?.id ?? LIMITS.defaultSort;
}

async function pagedList(client: QueryClient, path: string, pages: number) {
  await client.prefetchQuery({
    queryKey: pagedListKey(path, pages),
    queryFn: ({ signal }) => fetchPagedList(path, pages, signal),
  });
}

const withConfig = (client: QueryClient, ...loads: Promise<unknown>[]) =>
  Promise.all([client.prefetchQuery(storeConfigQuery), ...loads]).then(() => 200);

/** The storefront page at `pathname` + `search`, or null for a page the browser renders. */
export function storefrontPage(pathname: string, search: string): StorefrontPage | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const params = new URLSearchParams(search);
  if (path === '/shop/home') {
    return {
      key: 'home',
      load: (client) =>
        withConfig(client, client.prefetchQuery(bannersQuery), client.prefetchQuery(featuredProductsQuery)),
    };
  }
  if (path === '/shop/listing') {
    // As pages/shop/listing.tsx asks: its filters, sort and number of pages from the address.
    const list = `/api/shop/products/get?${productsQuery(filtersFromSearch(search), sortFrom(params))}`;
    const pages = pageFromSearch(search);
    return {
      key: `listing ${list} ${pages}`,
      load: (client) =>
        withConfig(client, client.prefetchQuery(categoryTreeQuery), pagedList(client, list, pages)),
    };
  }
  if (path === '/shop/search') {
    // As pages/shop/search.tsx asks (one list whatever the letter case); the page shows the keyword as typed.
    const typed = params.get('keyword') ?? '';
    const keyword = typed.trim().toLowerCase();
    const pages = pageFromSearch(search);
    const list = isSearchable(keyword) ? `/api/shop/search/${encodeURIComponent(keyword)}` : null;
    return {
      key: `search ${JSON.stringify(typed)} ${list ? pages : ''}`,
      load: (client) => withConfig(client, list ? pagedList(client, list, pages) : Promise.resolve()),
    };
  }
  const product = /^\/shop\/product\/([^/]+)$/.exec(pathname.replace(/\/+$/, ''));
  if (product) {
    let id: string;
    try {
      id = decodeURIComponent(product[1]!);
    } catch {
      return null;
    }
    return {
      key: `product ${id}`,
      load: async (client) => {
        await withConfig(client, client.prefetchQuery(productQuery(id)));
        const error = client.getQueryState(productQuery(id).queryKey)?.error;
        return isApiError(error) && (error.status === 404 || error.status === 400) ? 404 : 200;
      },
    };
  }
  const name = path.startsWith('/shop/') ? path.slice('/shop/'.length) : '';
  if (STATIC_PAGES.has(name)) return { key: `page ${name}`, load: (client) => withConfig(client) };
  return null;
}
