import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckAuthResponse, SessionUser } from '@resham/shared';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

export const sessionKey = ['auth', 'session'] as const;

/** The signed-in user, or null for a guest (401). Other failures reject. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const data = await api.get<CheckAuthResponse>('/api/auth/check-auth', { signal, noStore: true });
    return data.success && data.user ? data.user : null;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
});

export interface SessionState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

/** Auth state of spec §3: the user, isAuthenticated and isLoading (true while the check runs). */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQuery);
  const user = data ?? null;
  return { user, isAuthenticated: user !== null, isLoading: isPending };
}
