import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountCode, DiscountCodeInput } from '@resham/shared';
import { api } from '../../lib/api-client';

const KEY = ['admin', 'discount-codes'] as const;

/** Every code, newest first, with its uses so far and where it stands. */
export function useDiscountCodes() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: DiscountCode[] }>('/api/admin/discount-codes', { signal })).data,
    staleTime: 5_000,
  });
}

/** Creates a code (no id) or replaces one (pausing is a save with active: false). */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DiscountCodeInput }) =>
      id
        ? api.put<{ message: string; data: DiscountCode }>(
            `/api/admin/discount-codes/${encodeURIComponent(id)}`,
            input,
          )
        : api.post<{ message: string; data: DiscountCode }>('/api/admin/discount-codes', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
