import { MESSAGES } from '@resham/shared';
import { Info } from 'lucide-react';

/** Beside the pay button while the built-in simulated gateway takes payments: no money is taken. */
export function DemoPaymentsNotice() {
  return (
    <p
      role="note"
      className="flex gap-2 rounded-lg border border-gold-500 bg-gold-100 p-3 text-sm font-medium text-maroon-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-maroon-800" />
      {MESSAGES.checkout.simulatedNotice}
    </p>
  );
}
