import { MESSAGES } from '@resham/shared';
import { Loader2, Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { PaymentPhase } from '../hooks/use-payment-flow';

export interface PayButtonProps {
  phase: PaymentPhase;
  disabled?: boolean;
  onClick: () => void;
  label?: string;
  /** Shown while busy instead of the payment's 'Processing…' (a COD order opens no payment window). */
  busyLabel?: string;
}

/** 'Pay ₹5,040.00' (the label checkout gives); 'Processing your payment...' while the order is created and paid. */
export function PayButton({
  phase,
  disabled = false,
  onClick,
  label = MESSAGES.checkout.payButton,
  busyLabel = MESSAGES.checkout.processing,
}: PayButtonProps) {
  const busy = phase !== 'idle';
  const text = phase === 'verifying' ? MESSAGES.checkout.verifying : busy ? busyLabel : label;
  return (
    <Button size="lg" className="w-full" onClick={onClick} disabled={disabled || busy} aria-busy={busy}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Lock aria-hidden="true" />}
      {text}
    </Button>
  );
}
