import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardResponse, MessageResponse, ReviewListResponse } from '@resham/shared';
import { api } from '../../lib/api-client';

export type { Dashboard as DashboardData, StockItem } from '@resham/shared';

export const dashboardKey = ['admin', 'dashboard'] as const;
export const adminReviewsKey = ['admin', 'reviews'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: async ({ signal }) =>
      (await api.get<DashboardResponse>('/api/admin/dashboard', { signal })).data,
    staleTime: 15_000,
  });
}

/** Every review, hidden ones included, newest first (for moderation). */
export function useAdminReviews() {
  return useQuery({
    queryKey: adminReviewsKey,
    queryFn: async ({ signal }) =>
      (await api.get<ReviewListResponse>('/api/admin/reviews', { signal })).data ?? [],
    staleTime: 15_000,
  });
}

type ReviewAction = { id: string; action: 'hide' | 'show' } | { id: string; action: 'delete' };

/** Hide, show or delete a review; the moderation list, the dashboard and the public lists reload. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: ReviewAction) => {
      const path = `/api/admin/reviews/${encodeURIComponent(id)}`;
      return action === 'delete'
        ? api.delete<MessageResponse>(path)
        : api.put<MessageResponse>(path, { hidden: action === 'hide' });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
        queryClient.invalidateQueries({ queryKey: ['public', 'reviews'] }),
      ]);
    },
  });
}
