import type { ReactNode } from 'react';
import { COD_MESSAGES, formatPaise, MESSAGES, type PaymentChoice } from '@resham/shared';
import type { PaymentPhase } from '../hooks/use-payment-flow';
import { DemoPaymentsNotice } from './demo-payments-notice';
import { PayButton } from './pay-button';
import { PayMethodsNote } from './pay-methods-note';
import { PaymentMethodChoice } from './payment-method-choice';

export interface PaymentStepProps {
  method: PaymentChoice;
  onMethod: (method: PaymentChoice) => void;
  /** Why cash on delivery is not offered (codRefusal), or null. */
  codReason: string | null;
  /** Under that refusal: what the shopper can do about it. */
  codAction?: ReactNode;
  /** Cash on delivery is chosen and allowed. */
  payCod: boolean;
  /** The main button pays an order already made (after a closed window): no choice to make. */
  retrying: boolean;
  /** The Total the summary shows (what she confirms), or null while it is not known. */
  totalPaise: number | null;
  /** The delivery address is a gift's (its recipient pays on delivery). */
  gift: boolean;
  demoPayments: boolean;
  phase: PaymentPhase;
  onPay: () => void;
  /** Shown under the choice when paying on delivery (a guest's emailed code). */
  codExtra?: ReactNode;
}

/**
 * The checkout's last step, for a shopper and a guest alike: online or cash on delivery, what paying
 * that way means, and the button ('Pay ₹5,040.00', 'Place order (cash on delivery)', 'Retry payment').
 */
export function PaymentStep({
  method,
  onMethod,
  codReason,
  codAction,
  payCod,
  retrying,
  totalPaise,
  gift,
  demoPayments,
  phase,
  onPay,
  codExtra,
}: PaymentStepProps) {
  const label = retrying
    ? MESSAGES.checkout.retry
    : payCod
      ? COD_MESSAGES.placeCodOrder
      : totalPaise === null
        ? MESSAGES.checkout.payButton
        : MESSAGES.checkout.payAmount(formatPaise(totalPaise));
  return (
    <>
      {retrying ? null : (
        <PaymentMethodChoice
          value={method}
          onChange={onMethod}
          codRefusal={codReason}
          codAction={codAction}
          disabled={phase !== 'idle'}
        />
      )}
      {payCod && !retrying ? codExtra : null}
      {/* Above the button: the ways to pay online, or, for a gift paid on delivery (COD_FOR_GIFTS), who pays. */}
      {retrying ? null : !payCod ? (
        <PayMethodsNote />
      ) : gift && totalPaise !== null ? (
        <p className="text-sm font-medium text-maroon-900">
          {COD_MESSAGES.recipientPays(formatPaise(totalPaise))}
        </p>
      ) : null}
      {demoPayments && !payCod ? <DemoPaymentsNotice /> : null}
      <PayButton
        phase={phase}
        disabled={totalPaise === null}
        onClick={onPay}
        label={label}
        busyLabel={payCod ? COD_MESSAGES.placingCodOrder : undefined}
      />
    </>
  );
}
