import type { QueryClient } from '@tanstack/react-query';
import { BANNERS_DATA_ID, type BannerListResponse } from '@resham/shared';
import { bannersQuery } from '../features/catalog/api/home';
import { readDataBlock } from './server-data';

/**
 * The home page's server-painted top (its banner): puts the banner list the server sent (GET
 * /api/common/feature/get's answer) into the cache as home.ts keeps it, so the app's first render is
 * the same banner and the page asks the API nothing for it.
 */
export function adoptServerPage(queryClient: QueryClient) {
  if (!/^\/shop\/home\/?$/.test(window.location.pathname)) return;
  const answer = readDataBlock<BannerListResponse>(BANNERS_DATA_ID);
  if (Array.isArray(answer?.data)) queryClient.setQueryData(bannersQuery.queryKey, answer.data);
}
