import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Field } from './field';
import type { FormFieldProps } from './form-field';
import { Input } from './input';

/**
 * A labelled password input with a 'Show password' toggle (the typed password shown as text while it is
 * pressed), its hint and validation message. Every password form of the shop uses it.
 */
export function PasswordField({ label, error, hint, ...props }: Omit<FormFieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <Input {...props} {...control} type={shown ? 'text' : 'password'} className="pr-12" />
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={control.id}
            onClick={() => setShown((s) => !s)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-stone-600 hover:text-maroon-800"
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
            <span className="sr-only">Show password</span>
          </button>
        </div>
      )}
    </Field>
  );
}
