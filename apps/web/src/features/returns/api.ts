import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatOrderNumber,
  LIMITS,
  pagePath,
  RETURN_LIMITS,
  RETURN_STATUS_LABELS,
  type AdminReturnAnswer,
  type ProductListPageResponse,
  type ReturnAnswer,
  type ReturnRequest,
  type ReturnStatus,
  type ReturnUpdate,
} from '@resham/shared';
import { toast } from '../../components/ui/toast';
import { api } from '../../lib/api-client';

const seg = encodeURIComponent;

export const returnKeys = {
  forOrder: (orderId: string) => ['returns', 'order', orderId] as const,
  admin: ['admin', 'returns'] as const,
  adminList: (status: ReturnStatus | 'all', page: number) => ['admin', 'returns', status, page] as const,
};

interface ReturnList {
  success: true;
  data: ReturnAnswer[];
}
interface OneReturn {
  success: true;
  message: string;
  data: ReturnAnswer;
}
interface OneAdminReturn {
  success: true;
  message: string;
  data: AdminReturnAnswer;
}
export interface AdminReturnPage {
  success: true;
  data: AdminReturnAnswer[];
  total: number;
}

/** Her requests for one order, newest first. */
export function useOrderReturns(orderId: string, enabled = true) {
  return useQuery({
    queryKey: returnKeys.forOrder(orderId),
    queryFn: async ({ signal }) =>
      (await api.get<ReturnList>(`/api/shop/order/returns/${seg(orderId)}`, { signal })).data,
    enabled,
    staleTime: 0,
  });
}

/** Sends her request; on success her requests (and her orders) are asked for again. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest) => api.post<OneReturn>(`/api/shop/order/return/${seg(orderId)}`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.forOrder(orderId) }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}

/** Uploads photos (multipart field my_file) through the media pipeline; resolves with their addresses. */
export async function uploadReturnPhotos(files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files.slice(0, RETURN_LIMITS.photosMax)) form.append('my_file', file);
  const answer = await api.post<{ success: true; results: { url: string }[] }>(
    '/api/shop/order/return-photos',
    form,
  );
  return answer.results.map((r) => r.url);
}

/** How many products the exchange's search lists. */
const EXCHANGE_SEARCH_SIZE = 8;

/**
 * The shop's own search (GET /api/shop/search/:keyword, as the search page asks it) for what an exchange
 * may be for: a keyword of at least searchMinChars letters, its first few products.
 */
export function useExchangeSearch(keyword: string) {
  const word = keyword.trim().toLowerCase();
  return useQuery({
    queryKey: ['public', 'products', 'exchange-search', word] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<ProductListPageResponse>(
          pagePath(`/api/shop/search/${seg(word)}`, 1, EXCHANGE_SEARCH_SIZE),
          { signal },
        )
      ).data,
    enabled: word.length >= LIMITS.searchMinChars,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const ADMIN_RETURNS_PAGE_SIZE = 20;

/** Staff's list of returns in one state (or all), oldest first: the longest waiting at the top. */
export function useAdminReturns(status: ReturnStatus | 'all', page: number) {
  return useQuery({
    queryKey: returnKeys.adminList(status, page),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_RETURNS_PAGE_SIZE) });
      if (status !== 'all') query.set('status', status);
      return api.get<AdminReturnPage>(`/api/admin/returns?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/**
 * One step of a return's lifecycle; the lists (and the dashboard) reload whatever the outcome. The toast
 * is said here, not by the form: the return leaves the list it was in (and its form) as the list reloads.
 */
export function useMoveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...update }: ReturnUpdate & { id: string }) =>
      api.put<OneAdminReturn>(`/api/admin/returns/${seg(id)}`, update),
    onSuccess: ({ data }) =>
      toast({
        title: `Return for order ${formatOrderNumber(data.orderNumber)}: ${RETURN_STATUS_LABELS[data.status]}`,
        ...(data.replacementOrder
          ? {
              description: `Replacement order ${formatOrderNumber(data.replacementOrder.orderNumber)} placed.`,
            }
          : {}),
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
