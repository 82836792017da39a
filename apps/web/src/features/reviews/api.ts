import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REVIEW_MESSAGES,
  type MessageResponse,
  type PublicConfigResponse,
  type ReviewListResponse,
} from '@resham/shared';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

// 'public' keys survive a logout (see features/auth/api.ts): reviews are not per-user data.
export const reviewKeys = {
  all: ['public', 'reviews'] as const,
  shop: ['public', 'reviews', 'shop'] as const,
  product: (productId: string) => ['public', 'reviews', 'product', productId] as const,
};

export const fetchShopReviews = async (signal?: AbortSignal) =>
  (await api.get<ReviewListResponse>('/api/shop/review/all', { signal })).data ?? [];

export const fetchProductReviews = async (productId: string, signal?: AbortSignal) =>
  (await api.get<ReviewListResponse>(`/api/shop/review/${encodeURIComponent(productId)}`, { signal })).data ??
  [];

/** The home section's shop reviews (not about one product). */
export function useShopReviews() {
  return useQuery({ queryKey: reviewKeys.shop, queryFn: ({ signal }) => fetchShopReviews(signal) });
}

/** One product's visible reviews; a failed load reads as an empty list (spec §8). */
export function useProductReviews(productId: string) {
  const query = useQuery({
    queryKey: reviewKeys.product(productId),
    queryFn: ({ signal }) => fetchProductReviews(productId, signal),
    enabled: Boolean(productId),
  });
  return { reviews: query.data ?? [], isLoading: query.isPending && Boolean(productId) };
}

export interface SubmitReviewInput {
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
  productId?: string;
}

export const submitReview = (input: SubmitReviewInput) =>
  api.post<MessageResponse>('/api/shop/review/add', input);

/** Spec §8: the server's message, or 'Failed to submit review.' when there is none or the network failed. */
export function reviewFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status !== 0 && error.message) return error.message;
  return REVIEW_MESSAGES.failed;
}

/** Adds a review; on success every review list (shop and products) is reloaded. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/**
 * The shop's Google review page, from GET /api/common/config. Same cache entry as the footer's
 * store-config query (same key, same data), so the config is fetched once for the page.
 */
export function useGoogleReviewUrl(): string | undefined {
  const { data } = useQuery({
    queryKey: ['public', 'config'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<PublicConfigResponse>('/api/common/config', { signal })).data,
    staleTime: Infinity,
  });
  return data?.googleReviewUrl || undefined;
}
