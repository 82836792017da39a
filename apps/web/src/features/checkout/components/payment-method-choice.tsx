import { useId, type ReactNode } from 'react';
import { Banknote, CreditCard } from 'lucide-react';
import { COD_MESSAGES, type PaymentChoice } from '@resham/shared';
import { cn } from '../../../lib/cn';

export interface PaymentMethodChoiceProps {
  value: PaymentChoice;
  onChange: (value: PaymentChoice) => void;
  /** Why cash on delivery is not offered for this address and total (codRefusal), or null. */
  codRefusal: string | null;
  /** Shown under the refusal: what the shopper can do about it (e.g. send the verification link again). */
  codAction?: ReactNode;
  disabled?: boolean;
}

/** 'Pay online' or 'Cash on delivery' (shown disabled, with the reason, when it cannot be had). */
export function PaymentMethodChoice({
  value,
  onChange,
  codRefusal,
  codAction,
  disabled,
}: PaymentMethodChoiceProps) {
  const name = useId();
  const reasonId = useId();
  const labelId = useId();
  const options = [
    {
      value: 'online' as const,
      label: COD_MESSAGES.payOnline,
      hint: COD_MESSAGES.payOnlineHint,
      Icon: CreditCard,
    },
    { value: 'cod' as const, label: COD_MESSAGES.cashOnDelivery, hint: COD_MESSAGES.codHint, Icon: Banknote },
  ];
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-base font-semibold text-maroon-900">Payment method</legend>
      {options.map((o) => {
        const off = o.value === 'cod' && codRefusal !== null;
        // A refused option cannot be chosen, so it is no <label>: it may hold the action beside its reason.
        const Option = off ? 'div' : 'label';
        return (
          <Option
            key={o.value}
            className={cn(
              'flex items-start gap-3 rounded-lg border bg-white px-3 py-2 text-sm',
              value === o.value && !off ? 'border-maroon-700 ring-1 ring-maroon-700' : 'border-stone-300',
              off ? 'cursor-not-allowed' : 'cursor-pointer',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value && !off}
              disabled={off}
              aria-labelledby={off ? labelId : undefined}
              aria-describedby={off ? reasonId : undefined}
              onChange={() => onChange(o.value)}
              className="mt-1 size-4 accent-maroon-800"
            />
            <o.Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-maroon-800" />
            <span className="grid gap-0.5">
              <span
                id={off ? labelId : undefined}
                className={cn('font-medium text-ink', off && 'opacity-70')}
              >
                {o.label}
              </span>
              {/* Refused: the reason takes the hint's place (a phone keeps Pay within two screens). */}
              {off ? (
                <span className="flex flex-wrap items-center gap-x-2">
                  <span id={reasonId} className="text-red-800">
                    {codRefusal}
                  </span>
                  {codAction}
                </span>
              ) : (
                <span className="text-muted">{o.hint}</span>
              )}
            </span>
          </Option>
        );
      })}
    </fieldset>
  );
}
