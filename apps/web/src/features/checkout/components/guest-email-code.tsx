import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { askGuestEmailCode } from '../api';

export interface GuestEmailCodeProps {
  email: string;
  code: string;
  onCode: (code: string) => void;
  disabled?: boolean;
}

/**
 * Cash on delivery for a guest: the 6-digit code emailed to her proves the address before the shop
 * holds a parcel for her unpaid. She asks for it here and types it; the order sends it.
 */
export function GuestEmailCode({ email, code, onCode, disabled }: GuestEmailCodeProps) {
  const [sent, setSent] = useState<string | null>(null);
  const hintId = useId();
  const ask = useMutation({
    mutationFn: () => askGuestEmailCode(email),
    onSuccess: (answer) => setSent(answer.message),
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
  return (
    <div className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm">
      <p id={hintId} className="text-ink">
        To pay on delivery, confirm your email: we send a 6-digit code to <strong>{email}</strong>.
      </p>
      {sent ? (
        <p role="status" className="text-muted">
          {sent}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <FormField
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6 digits"
            aria-describedby={hintId}
            value={code}
            disabled={disabled}
            onChange={(event) => onCode(event.currentTarget.value.replace(/\D/g, ''))}
          />
        </div>
        <Button
          variant="outline"
          onClick={() => ask.mutate()}
          disabled={disabled || ask.isPending}
          aria-busy={ask.isPending}
        >
          {sent ? 'Send another code' : 'Email me the code'}
        </Button>
      </div>
    </div>
  );
}
