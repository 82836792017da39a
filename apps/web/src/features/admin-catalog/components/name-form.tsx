import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { checkName, type NameKind } from '../name-rules';

export interface NameFormProps {
  kind: NameKind;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Resolves true when saved (the box then empties). */
  onSubmit: (name: string) => Promise<boolean>;
  /** Show the label only to screen readers. */
  hideLabel?: boolean;
}

/** A one-field form that adds a category or subcategory; blank names are refused before sending. */
export function NameForm({ kind, label, placeholder, submitLabel, onSubmit, hideLabel }: NameFormProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkName(kind, value);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setPending(true);
    try {
      if (await onSubmit(checked.name)) setValue('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          placeholder={placeholder}
          maxLength={80}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline" disabled={pending} aria-busy={pending}>
          <Plus aria-hidden="true" />
          {submitLabel}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
