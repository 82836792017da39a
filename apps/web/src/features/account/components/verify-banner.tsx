import { MailWarning } from 'lucide-react';
import { useAccount } from '../api';
import { ResendVerificationButton } from './resend-verification-button';

/** Shown on the account page until the email address is verified; shopping never waits for it. */
export function VerifyBanner() {
  const account = useAccount();
  if (!account.data || account.data.emailVerified) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-md border border-gold-400 bg-gold-50 p-4 text-sm text-ink sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-maroon-800" />
        <span>
          Please verify your email address, <strong className="break-all">{account.data.email}</strong>: open
          the link we emailed you. You can keep shopping and pay online meanwhile; cash on delivery needs it.
        </span>
      </p>
      <ResendVerificationButton />
    </div>
  );
}
