import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigResponse } from '@resham/shared';
import { api } from '../../lib/api-client';

export const storeConfigKey = ['public', 'config'] as const;

export const fetchStoreConfig = async (signal?: AbortSignal) =>
  (await api.get<PublicConfigResponse>('/api/common/config', { signal })).data;

export const storeConfigQuery = queryOptions({
  queryKey: storeConfigKey,
  queryFn: ({ signal }) => fetchStoreConfig(signal),
  staleTime: Infinity,
});

/** Shop facts (name, address, phone, email); undefined while loading or if the call fails. */
export function useStoreConfig() {
  return useQuery(storeConfigQuery).data;
}
