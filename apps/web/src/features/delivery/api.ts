// The delivery promise for a pincode (GET /api/shop/delivery-estimate), for the product page and checkout.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DELIVERY_MESSAGES, type DeliveryEstimateResponse } from '@resham/shared';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

export const fetchDeliveryEstimate = async (pincode: string, signal?: AbortSignal) =>
  (
    await api.get<DeliveryEstimateResponse>(
      `/api/shop/delivery-estimate?pincode=${encodeURIComponent(pincode)}`,
      { signal },
    )
  ).data;

// 'public' keys survive sign-out (see features/auth/api.ts). The server caches for 5 minutes; so do we.
export const deliveryEstimateQuery = (pincode: string) =>
  queryOptions({
    queryKey: ['public', 'delivery-estimate', pincode],
    queryFn: ({ signal }) => fetchDeliveryEstimate(pincode, signal),
    staleTime: 5 * 60_000,
    // A refused pincode stays refused; a dropped connection gets one more try.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

/** The estimate for `pincode` (null: none asked yet); `error` is words to show the shopper. */
export function useDeliveryEstimate(pincode: string | null) {
  const query = useQuery({ ...deliveryEstimateQuery(pincode ?? ''), enabled: pincode !== null });
  const error = !query.error
    ? null
    : isApiError(query.error) && query.error.status >= 400 && query.error.status < 500
      ? query.error.message
      : DELIVERY_MESSAGES.failed;
  return { estimate: query.data, loading: pincode !== null && query.isPending, error };
}
