// Paged product lists for the listing and search (issue 9 §2; the contract is in
// packages/shared/src/listing-page.ts): the first `pages` pages of one list. 'Load more' asks only for
// the new page (the pages on screen stay as they are, however old); a reload of ?page=3 asks for three.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { LISTING_PAGE, pagePath, type Product, type ProductListPageResponse } from '@resham/shared';
import { api } from '../../../lib/api-client';

/** Products per page: two rows of 2, 3 or 4 columns divide it evenly. */
export const PAGE_SIZE = LISTING_PAGE.defaultSize;

interface Page {
  products: Product[];
  total: number;
}

/**
 * The first `pages` pages of the list at `path`, with the true total of matching products. Its products
 * are read from the pages (productsOf), not kept beside them: the server writes this into the page it
 * renders, and a second copy of every product there would be half its data.
 */
export interface PagedList {
  path: string;
  /** How many pages were asked for (more than `pages` holds past the end of the list). */
  asked: number;
  pages: Page[];
  total: number;
}

/**
 * The cache key of the first `pages` pages of the list at `path`, also the server-painted listing's
 * (app/server-listing.ts). 'public' keys survive sign-out (see features/auth/api.ts).
 */
export const pagedListKey = (path: string | null, pages: number) =>
  ['public', 'products', 'pages', path, pages] as const;

/** A page answer as kept: the response schema requires both (the server answers through it). */
const pageOf = ({ data, total }: ProductListPageResponse): Page => ({ products: data, total });

/** The list `pages` make, `asked` of them asked for. */
function listOf(path: string, asked: number, pages: Page[]): PagedList {
  return { path, asked, pages, total: pages.at(-1)!.total };
}

/** The list's products in order, each once. */
function productsOf(list: PagedList | undefined): Product[] {
  if (!list) return [];
  // A product added or re-priced between two page loads may show on both: keep its first place.
  const seen = new Set<string>();
  return list.pages.flatMap((page) => page.products).filter((p) => !seen.has(p._id) && seen.add(p._id));
}

/** The list at `path` as its first page's answer makes it (the list of one page a first load holds). */
export const firstPageList = (path: string, answer: ProductListPageResponse): PagedList =>
  listOf(path, 1, [pageOf(answer)]);

async function fetchPage(path: string, page: number, signal: AbortSignal): Promise<Page> {
  return pageOf(await api.get<ProductListPageResponse>(pagePath(path, page, PAGE_SIZE), { signal }));
}

/**
 * Pages 1..`pages` of the list at `path`. `kept` are pages already on screen ('Load more'): only the
 * pages after them are asked for. Otherwise the first page says how many there are, and the rest
 * (never past the last) are asked for together.
 */
async function fetchPages(
  path: string,
  pages: number,
  kept: Page[],
  signal: AbortSignal,
): Promise<PagedList> {
  const known = kept.length ? kept : [await fetchPage(path, 1, signal)];
  const last = Math.min(pages, Math.ceil(known.at(-1)!.total / PAGE_SIZE));
  // (A negative length is none: the list ended before the pages already known.)
  const rest = await Promise.all(
    Array.from({ length: last - known.length }, (_, i) => fetchPage(path, known.length + i + 1, signal)),
  );
  return listOf(path, pages, [...known, ...rest]);
}

/** Pages 1..`pages` of the list at `path`, as usePagedProducts keeps them (the server's first render). */
export const fetchPagedList = (path: string, pages: number, signal?: AbortSignal) =>
  fetchPages(path, pages, [], signal ?? new AbortController().signal);

/**
 * The first `pages` pages of the list at `path` (null: nothing to ask yet). While a different list loads
 * the previous one stays (`isUpdating`); while another page of the same list loads, the pages shown stay
 * (`isLoadingMore`). A failed first load is `failed` (an error with Retry, not '0 Products'); a failed
 * 'Load more' keeps the pages already shown and is `moreFailed`.
 */
export function usePagedProducts(path: string | null, pages: number) {
  // The last list shown, so a failed 'Load more' does not take away what is on screen, and 'Load more'
  // keeps its pages instead of asking for them again.
  const shown = useRef<PagedList | undefined>(undefined);
  const query = useQuery({
    queryKey: pagedListKey(path, pages),
    queryFn: ({ signal }) => {
      const on = shown.current;
      // More pages of the list on screen: 'Load more'. Anything else (a reload, a refetch of the same
      // pages, another list) asks for every page.
      const kept = on?.path === path && on.asked < pages ? on.pages : [];
      return fetchPages(path!, pages, kept, signal);
    },
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
  if (query.data) shown.current = query.data;
  const errored = query.isError && !query.isFetching;
  const kept = query.isError && shown.current?.path === path ? shown.current : undefined;
  const data = query.isError ? kept : query.data;
  const sameList = data?.path === path;
  const products = useMemo(() => productsOf(data), [data]);
  return {
    products,
    total: data?.total ?? 0,
    hasMore: !!data && sameList && products.length < data.total,
    // Asking again after a failure shows the skeletons, as the first load does.
    isLoading: path !== null && !kept && (query.isPending || (query.isError && query.isFetching)),
    isUpdating: query.isPlaceholderData && !sameList,
    isLoadingMore: (query.isPlaceholderData && sameList) || (!!kept && query.isFetching),
    isDone: query.isSuccess || query.isError,
    failed: errored && !kept,
    moreFailed: errored && !!kept,
    retry: () => void query.refetch(),
  };
}
