import { MESSAGES } from '@resham/shared';
import { Landmark, QrCode, CreditCard } from 'lucide-react';

/** Above 'Pay ₹X': the ways the payment window offers (UPI, cards, net banking), not the gateway's name. */
export function PayMethodsNote() {
  return (
    <p className="flex items-center justify-center gap-2 text-xs text-muted">
      <QrCode aria-hidden="true" className="size-4 text-maroon-700" />
      <CreditCard aria-hidden="true" className="size-4 text-maroon-700" />
      <Landmark aria-hidden="true" className="size-4 text-maroon-700" />
      {MESSAGES.checkout.payMethods}
    </p>
  );
}
