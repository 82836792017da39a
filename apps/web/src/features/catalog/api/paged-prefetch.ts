import type { QueryClient } from '@tanstack/react-query';
import { fetchPagedList, pagedListKey } from './paged';

/** The first `pages` pages of a list, as the page's hook asks for them (same key and fetcher). */
export async function prefetchPagedList(client: QueryClient, path: string, pages: number) {
  await client.prefetchQuery({
    queryKey: pagedListKey(path, pages),
    queryFn: ({ signal }) => fetchPagedList(path, pages, signal),
  });
}
