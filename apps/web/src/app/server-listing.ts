import type { QueryClient } from '@tanstack/react-query';
import { LIMITS, LISTING_DATA_ID, type ProductListPageResponse } from '@resham/shared';
import { productsQuery } from '../features/catalog/api/listing';
import { firstPageList, PAGE_SIZE, pagedListKey } from '../features/catalog/api/paged';
import { readDataBlock } from './server-data';

/**
 * The plain listing's server-painted top: puts the first page the server sent (the answer of the
 * app's own first call) into the cache as features/catalog/api/paged.ts keeps a list of one page, so
 * the app's first render is that page and it asks the API nothing for it. Only for /shop/listing with
 * nothing in its address (no filters, the default sort, page 1), the one address the server paints.
 */
export function adoptServerPage(queryClient: QueryClient) {
  const { pathname, search } = window.location;
  if (!/^\/shop\/listing\/?$/.test(pathname) || search) return;
  const answer = readDataBlock<ProductListPageResponse>(LISTING_DATA_ID);
  if (!answer || !Array.isArray(answer.data) || answer.page !== 1 || answer.pageSize !== PAGE_SIZE) return;
  // The listing page's list (pages/shop/listing.tsx), its first page.
  const path = `/api/shop/products/get?${productsQuery({}, LIMITS.defaultSort)}`;
  queryClient.setQueryData(pagedListKey(path, 1), firstPageList(path, answer));
}
