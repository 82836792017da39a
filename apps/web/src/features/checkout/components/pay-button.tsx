import { MESSAGES } from '@resham/shared';
import { Loader2, Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { PaymentPhase } from '../hooks/use-payment-flow';

export interface PayButtonProps {
  phase: PaymentPhase;
  disabled?: boolean;
  onClick: () => void;
  label?: string;
}

/** 'Checkout with Razorpay'; 'Processing Razorpay Payment...' while the order is created and paid. */
export function PayButton({
  phase,
  disabled = false,
  onClick,
  label = MESSAGES.checkout.payButton,
}: PayButtonProps) {
  const busy = phase !== 'idle';
  const text =
    phase === 'verifying' ? MESSAGES.checkout.verifying : busy ? MESSAGES.checkout.processing : label;
  return (
    <Button size="lg" className="w-full" onClick={onClick} disabled={disabled || busy} aria-busy={busy}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Lock aria-hidden="true" />}
      {text}
    </Button>
  );
}
