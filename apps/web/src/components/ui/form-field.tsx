import type { ComponentProps } from 'react';
import { Field } from './field';
import { Input } from './input';

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled text input with its hint and validation message (a Field around an Input). */
export function FormField({ label, error, hint, ...props }: FormFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      <Input {...props} />
    </Field>
  );
}
