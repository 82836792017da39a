import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@resham/shared';
import { api } from '../../lib/api-client';

interface ConfigResponse {
  success: boolean;
  data: PublicConfig;
}

export const storeConfigKey = ['public', 'config'] as const;

export const fetchStoreConfig = async (signal?: AbortSignal) =>
  (await api.get<ConfigResponse>('/api/common/config', { signal })).data;

/** Shop facts (name, address, phone, email); undefined while loading or if the call fails. */
export function useStoreConfig() {
  return useQuery({
    queryKey: storeConfigKey,
    queryFn: ({ signal }) => fetchStoreConfig(signal),
    staleTime: Infinity,
  }).data;
}
