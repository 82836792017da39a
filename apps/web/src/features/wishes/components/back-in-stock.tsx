import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { WISHES } from '@resham/shared';
import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useSession } from '../../../lib/session';
import { askWhenBack, fetchAlertStanding } from '../api';

/**
 * "Email me when it's back" under an out-of-stock product: one button for a signed-in shopper (her
 * account's email), an email field for a guest (confirmed by a link). The server's HTML holds the
 * guest's form; a signed-in shopper gets her button after hydration, or, once she has asked, that
 * she will hear (issue 36: the page remembers her request).
 */
export function BackInStock({ productId }: { productId: string }) {
  const { user } = useSession();
  const [email, setEmail] = useState('');
  const ask = useMutation({ mutationFn: () => askWhenBack(productId, user ? undefined : email.trim()) });
  const standing = useQuery({
    queryKey: ['stock-alert', productId, user?.id],
    queryFn: ({ signal }) => fetchAlertStanding(productId, signal),
    enabled: user !== null,
  });

  if (ask.isSuccess || (user && standing.data === true)) {
    return (
      <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        {ask.data?.message ?? WISHES.messages.alertSet}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-md border border-gold-500/40 bg-ivory/60 p-3">
      <p className="flex items-center gap-2 text-sm font-medium text-ink">
        <BellRing aria-hidden="true" className="size-4 text-maroon-700" />
        Many of our sarees are one of a kind, and some come back.
      </p>
      {user ? null : (
        <div className="grid gap-1">
          <Label htmlFor={`back-in-stock-${productId}`}>Your email</Label>
          <Input
            id={`back-in-stock-${productId}`}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@example.com"
          />
        </div>
      )}
      <Button type="submit" variant="outline" disabled={ask.isPending}>
        Email me when it&apos;s back
      </Button>
      {ask.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {ask.error.message}
        </p>
      ) : null}
    </form>
  );
}
