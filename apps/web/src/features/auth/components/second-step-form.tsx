import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TWO_FACTOR_MESSAGES, type MessageResponse } from '@resham/shared';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/session';

/** The second step of a staff sign-in: a code from the authenticator app, or a recovery code. */
export function SecondStepForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const res = await api.post<MessageResponse>('/api/auth/2fa/verify', { code });
      toast({ title: res.message });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
      void navigate('/admin/dashboard', { replace: true });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-center text-muted">{TWO_FACTOR_MESSAGES.stepNeeded}</p>
      <FormField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456 or a recovery code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        autoFocus
      />
      <SubmitButton pending={pending}>Verify</SubmitButton>
    </form>
  );
}
