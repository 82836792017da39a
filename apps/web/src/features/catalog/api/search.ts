// The search page's call (spec §7 Shop search, §4 Search).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type ProductListResponse } from '@resham/shared';
import { api } from '../../../lib/api-client';

/** Only a trimmed keyword longer than 3 characters is searched. */
export const isSearchable = (text: string) => text.trim().length >= LIMITS.searchMinChars;

export const fetchSearchResults = async (keyword: string, signal?: AbortSignal) =>
  (await api.get<ProductListResponse>(`/api/shop/search/${encodeURIComponent(keyword)}`, { signal })).data ??
  [];

// 'public' keys survive sign-out (see features/auth/api.ts).
export const searchQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['public', 'products', 'search', keyword.trim().toLowerCase()],
    queryFn: ({ signal }) => fetchSearchResults(keyword.trim(), signal),
    enabled: isSearchable(keyword),
  });

/** Search results for a keyword; empty for short keywords. A failed search is told apart (`failed`, `retry`). */
export function useSearchResults(keyword: string) {
  const query = useQuery(searchQuery(keyword));
  return {
    results: query.isError ? [] : (query.data ?? []),
    isSearching: query.isFetching,
    isDone: query.isSuccess || query.isError,
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
