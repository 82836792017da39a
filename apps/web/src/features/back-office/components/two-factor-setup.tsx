import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { TwoFactorSetupResponse } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { qrSvgDataUrl } from '../../../lib/qr-svg';
import { sessionKey, useSession } from '../../../lib/session';
import { enableTwoFactor, startTwoFactorSetup, twoFactorKey, useTwoFactorStatus } from '../api';
import { RecoveryCodes } from './recovery-codes';

/** Admin → Security: turn on two-step sign-in (QR code, first code, recovery codes shown once). */
export function TwoFactorSetup() {
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const { user } = useSession();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (!setup) return;
    let live = true;
    qrSvgDataUrl(setup.otpauthUri).then(
      (src) => live && setQr(src),
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [setup]);

  const start = async () => {
    setBusy(true);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (error) {
      toast({ title: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await enableTwoFactor(code);
      setRecoveryCodes(result.recoveryCodes);
      toast({ title: result.message });
      void queryClient.invalidateQueries({ queryKey: twoFactorKey });
      // The session's "must set it up" mark is gone: read it again.
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    } catch (error) {
      toast({ title: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} email={user?.email ?? ''} />;

  if (status.isPending) return <Skeleton className="h-40 max-w-xl" />;
  if (status.data?.enabled)
    return (
      <section className="grid max-w-xl gap-2 rounded-lg border border-stone-200 bg-white p-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-green-800">
          <ShieldCheck aria-hidden="true" className="size-5" /> Two-step sign-in is on
        </h2>
        <p className="text-sm text-muted">
          {status.data.recoveryCodesLeft} recovery codes left. Lost your phone? The owner can turn it off with{' '}
          <code>npm run create-admin -- --email … --reset-2fa</code>.
        </p>
      </section>
    );

  return (
    <section className="grid max-w-xl gap-4 rounded-lg border border-stone-200 bg-white p-4">
      {status.data?.required && (
        <p role="alert" className="rounded bg-yellow-100 p-3 text-sm text-yellow-950">
          This shop asks every admin to set up two-step sign-in before using the admin pages.
        </p>
      )}
      <p className="text-sm">
        After your password, sign-in will ask for a 6-digit code from an authenticator app on your phone
        (Google Authenticator, Microsoft Authenticator, 1Password, …).
      </p>
      {!setup ? (
        <Button onClick={start} disabled={busy} className="w-fit">
          Set up two-step sign-in
        </Button>
      ) : (
        <form onSubmit={confirm} className="grid gap-3">
          <p className="text-sm">1. Scan this code with the app (or type the key below into it).</p>
          <div className="grid size-56 place-items-center rounded-lg border border-stone-200 bg-white p-2">
            {qr ? (
              <img src={qr} alt="QR code to add this account to an authenticator app" className="size-52" />
            ) : (
              <Skeleton className="size-52" />
            )}
          </div>
          <p className="font-mono text-sm break-all" aria-label="Set-up key">
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor="totp-first-code">2. Enter the 6-digit code the app shows</Label>
            <Input
              id="totp-first-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className="max-w-40 font-mono text-lg tracking-widest"
            />
          </div>
          <Button type="submit" disabled={busy || code.replace(/\s/g, '').length !== 6} className="w-fit">
            Turn on
          </Button>
        </form>
      )}
    </section>
  );
}
