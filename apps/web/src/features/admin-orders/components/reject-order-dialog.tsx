import { useId, useRef, useState, type FormEvent } from 'react';
import { AlertDialog as AlertPrimitive } from 'radix-ui';
import {
  formatOrderNumber,
  REJECTION_MESSAGES as R,
  REJECTION_REASON_LIMITS,
  rejectionReasonSchema,
} from '@resham/shared';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { formatRupees } from '../../../lib/format';
import type { AdminOrder } from '../types';

export interface RejectOrderDialogProps {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rejection is on its way: both buttons wait. */
  pending: boolean;
  /** Called with the reason, trimmed and checked by the server's own rule. */
  onReject: (reason: string) => void;
}

/**
 * The step before a rejection: the reason the customer is told (required, the server's rule), with
 * "Reject order" and "Keep order". An alert dialog: Escape or "Keep order" leaves the order as it is.
 */
export function RejectOrderDialog({ order, open, onOpenChange, pending, onReject }: RejectOrderDialogProps) {
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const paid = order.paymentStatus === 'paid';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectionReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? R.reasonRequired);
      textRef.current?.focus();
      return;
    }
    setError(undefined);
    onReject(parsed.data);
  };

  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertPrimitive.Content
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg bg-white p-6 shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
          onOpenAutoFocus={(event) => {
            // The reason is what this step is for: start there, not on "Keep order".
            event.preventDefault();
            textRef.current?.focus();
          }}
        >
          <AlertPrimitive.Title className="font-serif text-xl font-semibold text-ink">
            {R.dialogTitle}
          </AlertPrimitive.Title>
          <AlertPrimitive.Description className="text-sm text-muted">
            Order {formatOrderNumber(order.orderNumber)}: its items go back to stock
            {paid ? ` and ${formatRupees(order.totalAmount)} is refunded to the customer` : ''}. This cannot
            be undone.
          </AlertPrimitive.Description>
          <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4" aria-busy={pending}>
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor={`${id}-reason`}>{R.reasonLabel}</Label>
              <Textarea
                ref={textRef}
                id={`${id}-reason`}
                rows={4}
                required
                maxLength={REJECTION_REASON_LIMITS.max}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
                disabled={pending}
              />
              <p id={`${id}-hint`} className="text-xs text-muted">
                {R.reasonHint}
              </p>
              {error ? (
                <p id={`${id}-error`} className="text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertPrimitive.Cancel type="button" className={buttonClasses('outline')} disabled={pending}>
                {R.keep}
              </AlertPrimitive.Cancel>
              <button
                type="submit"
                className={buttonClasses('destructive')}
                disabled={pending}
                aria-busy={pending}
              >
                {pending ? 'Rejecting...' : R.confirm}
              </button>
            </div>
          </form>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
