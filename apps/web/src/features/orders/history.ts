/** The fields that decide where an order shows in the shopper's history. */
export interface HistoryOrder {
  orderStatus: string;
  paymentStatus: string;
  cancelReason?: string | null;
}

/** Why an unpaid attempt is folded away: a newer checkout replaced it, or its hold ran out. */
const FOLDED_REASONS: ReadonlySet<string> = new Set(['superseded', 'expired']);

/**
 * A checkout that never took money and ended by itself (superseded by a newer checkout, or its
 * reservation expired): clutter in the history, so it is folded under 'Unpaid attempts'. Orders the
 * shopper or the shop cancelled stay in view, and so does any order money moved for (paid, refunds).
 */
export function isUnpaidAttempt(order: HistoryOrder): boolean {
  return (
    order.orderStatus === 'cancelled' &&
    order.paymentStatus === 'pending' &&
    FOLDED_REASONS.has(order.cancelReason ?? '')
  );
}

/** An invoice exists once the order is paid (its number is given then): before that, nothing to download. */
export function hasInvoice(order: { invoiceNumber?: string | null }): boolean {
  return Boolean(order.invoiceNumber);
}

/** The history in view and the folded unpaid attempts, each keeping the given (newest-first) order. */
export function splitHistory<T extends HistoryOrder>(orders: readonly T[]): { shown: T[]; attempts: T[] } {
  const shown: T[] = [];
  const attempts: T[] = [];
  for (const order of orders) (isUnpaidAttempt(order) ? attempts : shown).push(order);
  return { shown, attempts };
}
