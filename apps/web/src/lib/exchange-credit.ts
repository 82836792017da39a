// An exchange's replacement order (issue 37): what the returned items paid of it, and what is left to pay
// at the door. Read by the shopper's order page and staff's order details.
import { amountDuePaise, formatPaise, rupeesToPaise } from '@resham/shared';

export interface ExchangeCreditFigures {
  /** '₹1,234.00': what the returned items pay of the total. */
  credit: string;
  /** What is left to pay (collected at the door), formatted; null when nothing is. */
  due: string | null;
}

/** The figures for an order an exchange placed; null for any other order (no credit). */
export function exchangeCreditFigures(order: {
  totalAmount: number;
  exchangeCredit: number;
}): ExchangeCreditFigures | null {
  const creditPaise = rupeesToPaise(order.exchangeCredit);
  if (!(creditPaise > 0)) return null;
  const duePaise = amountDuePaise({
    totalPaise: rupeesToPaise(order.totalAmount),
    exchangeCreditPaise: creditPaise,
  });
  return { credit: formatPaise(creditPaise), due: duePaise > 0 ? formatPaise(duePaise) : null };
}
