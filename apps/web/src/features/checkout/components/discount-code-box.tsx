import { useId, useState, type FormEvent } from 'react';
import { TicketPercent, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

export interface DiscountCodeBoxProps {
  /** The code applied (as the server spells it), or null. */
  applied: string | null;
  /** What the applied code takes off, as the server says it ('10% off, up to ₹500.00'). */
  description?: string | null;
  /** Why the code typed does not apply (the server's words), or null. */
  error: string | null;
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** 'Have a code?': a text box and Apply; once applied, the code with a Remove button. */
export function DiscountCodeBox({
  applied,
  description,
  error,
  checking,
  onApply,
  onRemove,
}: DiscountCodeBoxProps) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) onApply(text.trim());
  };
  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm">
        <p className="flex min-w-0 items-center gap-2 text-emerald-900">
          <TicketPercent aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 break-all">
            <strong className="font-mono">{applied}</strong> applied{description ? `: ${description}` : ''}
          </span>
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <X aria-hidden="true" className="!size-4" />
          Remove<span className="sr-only"> code {applied}</span>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-1.5" aria-label="Discount code">
      <label htmlFor={id} className="text-sm font-medium">
        Have a discount code?
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={30}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 uppercase placeholder:normal-case"
          placeholder="Enter code"
        />
        <Button type="submit" variant="outline" disabled={checking || !text.trim()} aria-busy={checking}>
          Apply
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
