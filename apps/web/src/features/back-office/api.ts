// The owner's back office: the activity log, the catalogue spreadsheet and two-step sign-in set-up.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityPageResponse,
  ImportResult,
  TwoFactorEnabledResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@resham/shared';
import { api, apiRequest } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

export interface ActivityFilters {
  actor?: string;
  kind?: string;
  from?: string;
  to?: string;
  page: number;
}

export function activityQueryString(filters: ActivityFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export function useActivity(filters: ActivityFilters) {
  return useQuery({
    queryKey: ['admin', 'activity', filters],
    queryFn: ({ signal }) =>
      api.get<ActivityPageResponse>(`/api/admin/activity?${activityQueryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/**
 * Sends the file for a preview (`apply` false) or to apply it. A file the server refused as a whole
 * (422: row errors, stock moved) still answers with its rows, which are returned like a preview's.
 */
export async function sendImport(file: File, apply: boolean): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    return await apiRequest<ImportResult>(`/api/admin/products/import?apply=${apply}`, {
      method: 'POST',
      body,
      allowUnsuccessful: true,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 422 && error.body && 'rows' in error.body)
      return error.body as unknown as ImportResult;
    throw error;
  }
}

export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, apply }: { file: File; apply: boolean }) => sendImport(file, apply),
    onSuccess: (result) => {
      if (result.applied) void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export const twoFactorKey = ['admin', 'two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => api.get<TwoFactorStatusResponse>('/api/auth/2fa/status', { signal }),
  });
}

export const startTwoFactorSetup = () => api.post<TwoFactorSetupResponse>('/api/auth/2fa/setup');
export const enableTwoFactor = (code: string) =>
  api.post<TwoFactorEnabledResponse>('/api/auth/2fa/enable', { code });
