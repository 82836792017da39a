import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AddressValues, guestContactSchema } from '@resham/shared';
import type { z } from 'zod';
import { Checkbox } from '../../../components/ui/checkbox';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';

export type ContactInput = z.input<typeof guestContactSchema>;
export type Contact = z.output<typeof guestContactSchema>;

/** What a guest typed: who she is and where the parcel goes. */
export interface GuestDetails {
  contact: Contact;
  address: AddressValues;
}

/** Her name and email, above the address in the same form. */
export function ContactFields({ form }: { form: UseFormReturn<ContactInput, unknown, Contact> }) {
  const { errors } = form.formState;
  const accountId = useId();
  return (
    <>
      <FormField
        label="Your name"
        autoComplete="name"
        placeholder="As on the parcel"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="For the order’s link and invoice"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="flex items-start gap-3 md:col-span-2">
        <Checkbox
          id={accountId}
          className="mt-0.5"
          aria-describedby={`${accountId}-hint`}
          {...form.register('createAccount')}
        />
        <div className="text-sm">
          <label htmlFor={accountId} className="cursor-pointer font-medium text-ink">
            Create an account with these details
          </label>
          <p id={`${accountId}-hint`} className="text-muted">
            After your order we send you a link to choose its password.
          </p>
        </div>
      </div>
    </>
  );
}

/** Once given: who buys and where it goes, with Change to edit it (nothing is saved until the order). */
export function GuestDetailsCard({
  details,
  onChange,
  disabled,
}: {
  details: GuestDetails;
  onChange: () => void;
  disabled: boolean;
}) {
  const { contact, address } = details;
  const place = [address.city, address.state, address.pincode].filter(Boolean).join(', ');
  return (
    <div className="grid gap-2 rounded-lg border border-stone-200 bg-white p-4 text-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-maroon-900">Your details</h2>
        <Button variant="outline" size="sm" onClick={onChange} disabled={disabled}>
          Change
        </Button>
      </div>
      <p className="text-ink">
        {contact.name} · {contact.email} · {address.phone}
      </p>
      <p className="text-muted">
        {address.isGift && address.recipientName ? `Gift for ${address.recipientName}: ` : ''}
        {address.address}, {place}
        {address.country && address.country !== 'India' ? `, ${address.country}` : ''}
      </p>
    </div>
  );
}
