// Paged product lists for the listing and search (issue 9 §2; the contract is in
// packages/shared/src/listing-page.ts): the first `pages` pages of one list, each page a query of its
// own, so 'Load more' fetches only the new page and a reload of ?page=3 asks for three.
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { LISTING_PAGE, type Product, type ProductListPageResponse } from '@resham/shared';
import { api } from '../../../lib/api-client';

/** Products per page: two rows of 2, 3 or 4 columns divide it evenly. */
export const PAGE_SIZE = LISTING_PAGE.defaultSize;

interface Page {
  products: Product[];
  total: number;
}

/** The first `pages` pages of the list at `path`, with the true total of matching products. */
export interface PagedList {
  path: string;
  products: Product[];
  total: number;
}

async function fetchPage(path: string, page: number, signal?: AbortSignal): Promise<Page> {
  const join = path.includes('?') ? '&' : '?';
  const body = await api.get<ProductListPageResponse>(`${path}${join}page=${page}&pageSize=${PAGE_SIZE}`, {
    signal,
  });
  const products = body.data ?? [];
  return { products, total: body.total ?? products.length };
}

// 'public' keys survive sign-out (see features/auth/api.ts).
const pageQuery = (path: string, page: number) => ({
  queryKey: ['public', 'products', 'page', path, page],
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPage(path, page, signal),
});

async function fetchPages(client: QueryClient, path: string, pages: number): Promise<PagedList> {
  // The first page says how many there are; the rest (never past the last) are asked for together.
  const first = await client.fetchQuery(pageQuery(path, 1));
  const last = Math.min(pages, Math.ceil(first.total / PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, (_, i) => client.fetchQuery(pageQuery(path, i + 2))),
  );
  // A product added or re-priced between two page loads may show on both: keep its first place.
  const seen = new Set<string>();
  const products = [first, ...rest]
    .flatMap((page) => page.products)
    .filter((p) => !seen.has(p._id) && seen.add(p._id));
  return { path, products, total: (rest.at(-1) ?? first).total };
}

/**
 * The first `pages` pages of the list at `path` (null: nothing to ask yet). While a different list loads
 * the previous one stays (`isUpdating`); while another page of the same list loads, the pages shown stay
 * (`isLoadingMore`). A failed first load is `failed` (an error with Retry, not '0 Products'); a failed
 * 'Load more' keeps the pages already shown and is `moreFailed`.
 */
export function usePagedProducts(path: string | null, pages: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['public', 'products', 'pages', path, pages],
    queryFn: () => fetchPages(client, path!, pages),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
  // The last list shown, so a failed 'Load more' does not take away what is on screen.
  const shown = useRef<PagedList | undefined>(undefined);
  if (query.data) shown.current = query.data;
  const errored = query.isError && !query.isFetching;
  const kept = query.isError && shown.current?.path === path ? shown.current : undefined;
  const data = query.isError ? kept : query.data;
  const sameList = data?.path === path;
  return {
    products: data?.products ?? [],
    total: data?.total ?? 0,
    hasMore: !!data && sameList && data.products.length < data.total,
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
