// Sign-in, sign-up and logout calls. The session query (needed by the app shell on load) lives in lib/session.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSetupCheckResponse,
  AdminSetupInput,
  LoginInput,
  LoginResponse,
  MessageResponse,
  RegisterInput,
} from '@resham/shared';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { sessionKey } from '../../lib/session';

export const registerUser = (input: RegisterInput) => api.post<MessageResponse>('/api/auth/register', input);
export const loginUser = (input: LoginInput) => api.post<LoginResponse>('/api/auth/login', input);
export const logoutUser = () => api.post<MessageResponse>('/api/auth/logout');
/** The first-run set-up link: still good? (the token in the body, out of the request log) */
export const checkAdminSetup = (token: string) =>
  api.post<AdminSetupCheckResponse>('/api/auth/admin-setup/check', { token });
export const createOwner = (input: AdminSetupInput) =>
  api.post<MessageResponse>('/api/auth/admin-setup', input);

export interface MutationCallbacks<T> {
  onSuccess?: (data: T) => void;
  onError?: (error: Error) => void;
}

export function useRegister({ onSuccess, onError }: MutationCallbacks<MessageResponse> = {}) {
  return useMutation({ mutationFn: registerUser, onSuccess, onError });
}

/** Sign-in; the user goes into the session cache before the callbacks run (they run even after unmount). */
export function useLogin({ onSuccess, onError }: MutationCallbacks<LoginResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginUser,
    onSuccess: (data) => {
      // A staff sign-in waiting for its code is nobody yet.
      queryClient.setQueryData(sessionKey, data.success && !data.secondStep ? data.user : null);
      onSuccess?.(data);
    },
    onError: (error) => {
      queryClient.setQueryData(sessionKey, null);
      onError?.(error);
    },
  });
}

export interface LogoutCallbacks {
  /** Called after the session is gone (also when the server had already ended it). */
  onSignedOut?: (message: string | undefined) => void;
  onFailed?: (error: Error) => void;
}

/**
 * Signs out on the server, then forgets the user and every cached per-user query
 * (keys not starting with 'auth' or 'public'). Callbacks run even if the caller unmounts.
 */
export function useLogout({ onSignedOut, onFailed }: LogoutCallbacks = {}) {
  const queryClient = useQueryClient();
  const forget = () => {
    queryClient.setQueryData(sessionKey, null);
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'public',
    });
  };
  return useMutation({
    mutationFn: logoutUser,
    onSuccess: (data) => {
      forget();
      onSignedOut?.(data.message);
    },
    onError: (error) => {
      // Already signed out on the server (expired or revoked session): forget locally too.
      if (isApiError(error) && error.status === 401) {
        forget();
        onSignedOut?.(undefined);
      } else {
        onFailed?.(error);
      }
    },
  });
}
