import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { accountKey, useAccountMutation, verifyEmail } from '../api';

/** Uses the token of the emailed link once, as the page opens, and says how it went. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const verify = useAccountMutation(verifyEmail);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    verify.mutate(token, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKey }) });
  }, [token, verify, queryClient]);

  const message = !token
    ? 'This verification link is incomplete.'
    : verify.isSuccess
      ? verify.data.message
      : verify.isError
        ? verify.error.message
        : 'Checking your link…';
  return (
    <div className="grid gap-4 text-center">
      <p role="status" className={verify.isError || !token ? 'text-red-700' : 'text-ink'}>
        {message}
      </p>
      <Link to="/shop/account" className="font-medium text-maroon-800 underline-offset-4 hover:underline">
        Go to my account
      </Link>
    </div>
  );
}
