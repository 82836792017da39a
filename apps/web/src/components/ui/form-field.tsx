import { useId, type ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

export interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
}

/** A labelled input with its validation message underneath, wired with aria-describedby. */
export function FormField({ label, error, id, ...props }: FormFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
