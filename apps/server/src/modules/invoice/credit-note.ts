import type { orders } from '../../db/schema';
import { formatInvoiceDate } from './invoice-data';

/** A credit note as the PDFs print it: the one that takes an invoice back whole, or a return's. */
export interface CreditNote {
  /** 'CN/26-27/00123': the credit note series' number the database gave it. */
  number: string;
  /** '01 Apr 2026': when the order was first credited (orders.credited_at), in India. */
  date: string;
  /** Why, as the GST report's credit notes say it ('Order rejected', 'Refunded', …). */
  reason: string;
  /** What happened to the order, as its invoice is marked: 'Cancelled', 'Rejected', 'Returned' or 'Refunded'. */
  mark: string;
  /** A return's note (issue 37): it takes back the returned lines only, not the whole invoice. */
  returned?: boolean;
}

/** Why an invoice was credited: the GST report's reason column and the credit note's. */
export function creditReason(order: { orderStatus: string; paid: boolean }): string {
  if (order.orderStatus === 'rejected') return 'Order rejected';
  if (order.paid) return 'Refunded';
  return order.orderStatus === 'returned'
    ? 'Returned undelivered, cash not collected'
    : 'Cancelled, cash not collected';
}

const MARKS: Partial<Record<string, string>> = {
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  returned: 'Returned',
};

/**
 * An order's credit note, once the database has dated one (credited_at, set by the orders_credited
 * trigger when an invoiced order is rejected, its payment goes back, or its cash is never collected);
 * else null.
 */
export function creditNoteOf(
  order: Pick<
    typeof orders.$inferSelect,
    'invoiceNumber' | 'creditedAt' | 'creditNoteNumber' | 'orderStatus' | 'paidAt'
  >,
): CreditNote | null {
  if (!order.invoiceNumber || !order.creditedAt || !order.creditNoteNumber) return null;
  return {
    number: order.creditNoteNumber,
    date: formatInvoiceDate(order.creditedAt),
    reason: creditReason({ orderStatus: order.orderStatus, paid: order.paidAt !== null }),
    mark: MARKS[order.orderStatus] ?? 'Refunded',
  };
}
