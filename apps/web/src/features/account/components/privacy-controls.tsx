import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Download, LogOut, Trash2 } from 'lucide-react';
import { deleteAccountSchema } from '@resham/shared';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/toast';
import { deleteAccount, downloadMyData, logoutAll, useAccountMutation, useForgetSession } from '../api';

const section = 'grid gap-3 border-t border-maroon-100 pt-6';
const title = 'font-serif text-xl font-semibold text-ink';

/** Sign out everywhere, download my data, delete my account. */
export function PrivacyControls() {
  const navigate = useNavigate();
  const forget = useForgetSession();
  const signOutOthers = useAccountMutation(logoutAll);
  const download = useAccountMutation(downloadMyData);
  const remove = useAccountMutation(deleteAccount);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  const askToDelete = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) return setPasswordError(parsed.error.issues[0]?.message);
    setPasswordError(undefined);
    setConfirming(true);
  };
  const confirmDelete = () =>
    remove.mutate(
      { password },
      {
        onSuccess: (data) => {
          setConfirming(false);
          forget();
          toast({ title: data.message });
          void navigate('/shop/home', { replace: true });
        },
        onError: (error) => {
          setConfirming(false);
          setPasswordError(error.message);
          toast({ title: error.message, variant: 'destructive' });
        },
      },
    );

  return (
    <div className="grid gap-6">
      <section className={section} aria-labelledby="sessions-title">
        <h2 id="sessions-title" className={title}>
          Signed-in devices
        </h2>
        <p className="text-sm text-muted">
          Lost a phone, or signed in on a shared computer? Sign out everywhere else.
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: (data) => toast({ title: data.message }),
              onError: (error) => toast({ title: error.message, variant: 'destructive' }),
            })
          }
        >
          <LogOut aria-hidden="true" />
          Sign out everywhere else
        </Button>
      </section>

      <section className={section} aria-labelledby="data-title">
        <h2 id="data-title" className={title}>
          Your data
        </h2>
        <p className="text-sm text-muted">
          A file (JSON) of everything we hold about you: your profile, addresses, orders, reviews and cart.
          See our{' '}
          <Link to="/shop/privacy-policy" className="text-maroon-800 underline">
            privacy policy
          </Link>
          .
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) => toast({ title: error.message, variant: 'destructive' }),
            })
          }
        >
          <Download aria-hidden="true" />
          Download my data
        </Button>
      </section>

      <section className={section} aria-labelledby="delete-title">
        <h2 id="delete-title" className={title}>
          Delete my account
        </h2>
        <p className="text-sm text-muted">
          Your name, email, phone, addresses, cart and sign-ins are erased, and your reviews are shown as “A
          customer”. Your orders and their GST invoices are kept for 6 years, as the tax law requires, with
          the name and address they were placed with.
        </p>
        <form onSubmit={askToDelete} noValidate className="grid max-w-md gap-3">
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={passwordError}
          />
          <Button type="submit" variant="destructive" className="justify-self-start">
            <Trash2 aria-hidden="true" />
            Delete my account
          </Button>
        </form>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="This cannot be undone. You will be signed out everywhere, and your saved addresses and cart will be gone."
        confirmLabel="Yes, delete my account"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
