import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckAuthResponse, SessionUser } from '@resham/shared';
import { api } from './api-client';
import { isApiError } from './api-error';
import { useHydrating } from './hydration';

export const sessionKey = ['auth', 'session'] as const;

/**
 * The server's readable "signed in" hint (set at sign-in beside the HttpOnly session cookie, cleared at
 * sign-out and by a 401). Without it the visitor is a guest and no check-auth call is made (no 401 in a
 * guest's console). It is only a hint: with it, check-auth still decides.
 */
const SIGNED_IN_HINT = 'resham_signed_in';
const hasSignedInHint = () =>
  typeof document !== 'undefined' &&
  document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_HINT}=`));
const clearSignedInHint = () => {
  document.cookie = `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Lax`;
};

/** The signed-in user, or null for a guest (no hint, or a 401). Other failures reject. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  if (!hasSignedInHint()) return null;
  try {
    const data = await api.get<CheckAuthResponse>('/api/auth/check-auth', { signal, noStore: true });
    return data.success && data.user ? data.user : null;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      // The hint outlived its session (the server clears it too): next load skips the call.
      clearSignedInHint();
      return null;
    }
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

const GUEST: SessionState = { user: null, isAuthenticated: false, isLoading: false };

/**
 * Auth state of spec §3: the user, isAuthenticated and isLoading (true while the check runs). A page the
 * server rendered is a guest's page (the server never renders a shopper's data): while it is hydrated,
 * everyone is a guest; the account menu and the cart come right after.
 */
function useBrowserSession(): SessionState {
  const hydrating = useHydrating();
  const { data, isPending } = useQuery(sessionQuery);
  if (hydrating) return GUEST;
  const user = data ?? null;
  return { user, isAuthenticated: user !== null, isLoading: isPending };
}

/**
 * On the server the session is what the renderer put in the cache (none, for a page it serves), read
 * once: nothing changes during a render, so no query observer is set up for it (a listing's 24 cards
 * each ask).
 */
function useServerSession(): SessionState {
  const data = useQueryClient().getQueryData<SessionUser | null>(sessionKey);
  const user = data ?? null;
  return { user, isAuthenticated: user !== null, isLoading: data === undefined };
}

/** The same hook for the life of the program: which one is decided once, by where it runs. */
export const useSession: () => SessionState =
  typeof window === 'undefined' ? useServerSession : useBrowserSession;
