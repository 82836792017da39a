import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@resham/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SentNotice } from '../../../components/ui/sent-notice';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { forgotPassword, useAccountMutation } from '../api';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const request = useAccountMutation(forgotPassword);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: (data) => setSent(data.message),
      onError: (error) => toast({ title: error.message, variant: 'destructive' }),
    }),
  );

  if (sent) return <SentNotice>{sent}</SentNotice>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={request.isPending}>Send reset link</SubmitButton>
    </form>
  );
}
