import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { orderLookupSchema } from '@resham/shared';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SentNotice } from '../../../components/ui/sent-notice';
import { toast } from '../../../components/ui/toast';
import { lookUpOrder } from '../guest-api';

type LookupInput = z.input<typeof orderLookupSchema>;
type Lookup = z.output<typeof orderLookupSchema>;

/**
 * Finds an order placed without an account: its number as printed and the email it was placed with.
 * The answer is the same whether or not they match; the link goes only to that email.
 */
export function OrderLookupForm() {
  const [sent, setSent] = useState<string | null>(null);
  const lookup = useMutation({
    mutationFn: ({ orderNumber, email }: Lookup) => lookUpOrder(String(orderNumber), email),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LookupInput, unknown, Lookup>({
    resolver: zodResolver(orderLookupSchema),
    defaultValues: { orderNumber: '', email: '' },
  });
  const onSubmit = handleSubmit((values) =>
    lookup.mutate(values, {
      onSuccess: (data) => setSent(data.message),
      onError: (error) => toast({ title: error.message, variant: 'destructive' }),
    }),
  );

  if (sent) return <SentNotice>{sent}</SentNotice>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Find your order">
      <FormField
        label="Order number"
        inputMode="numeric"
        placeholder="#1001"
        error={errors.orderNumber?.message}
        {...register('orderNumber')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={lookup.isPending}>Email me the order link</SubmitButton>
    </form>
  );
}
