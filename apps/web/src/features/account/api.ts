// The account's own calls: forgotten and changed passwords, sessions, email verification, export, deletion.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountExport,
  AccountResponse,
  ChangePasswordInput,
  DeleteAccountInput,
  ForgotPasswordInput,
  MessageResponse,
  ResetPasswordInput,
} from '@resham/shared';
import { api } from '../../lib/api-client';
import { sessionKey } from '../../lib/session';

export const accountKey = ['account'] as const;

export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<MessageResponse>('/api/auth/forgot-password', input);
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<MessageResponse>('/api/auth/reset-password', input);
export const changePassword = (input: ChangePasswordInput) =>
  api.post<MessageResponse>('/api/auth/change-password', input);
export const logoutAll = () => api.post<MessageResponse>('/api/auth/logout-all');
export const verifyEmail = (token: string) => api.post<MessageResponse>('/api/auth/verify-email', { token });
export const resendVerification = () => api.post<MessageResponse>('/api/auth/resend-verification');
export const deleteAccount = (input: DeleteAccountInput) =>
  api.post<MessageResponse>('/api/shop/account/delete', input);

/** The signed-in account's details (for the verification banner). */
export function useAccount(enabled = true) {
  return useQuery({
    queryKey: accountKey,
    queryFn: async ({ signal }) => (await api.get<AccountResponse>('/api/shop/account', { signal })).data,
    enabled,
  });
}

/** Fetches the JSON copy of everything held and hands it to the browser as a file. */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<AccountExport>('/api/shop/account/export', { noStore: true });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `resham-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Forgets the signed-in user and every per-user query (after deletion or a reset). */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(sessionKey, null);
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'public',
    });
  };
}

export function useAccountMutation<I, T = MessageResponse>(fn: (input: I) => Promise<T>) {
  return useMutation({ mutationFn: fn });
}
