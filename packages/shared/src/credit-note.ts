/**
 * Credit notes: an invoiced order that is cancelled, rejected, returned or refunded is taken back whole
 * by one credit note, numbered after its invoice. The GST report, the PDFs and the shopper's order
 * details all name it by this number.
 *
 * A return of delivered goods (issue 37) is taken back by a credit note of its own for the returned
 * lines only. GST (CGST Act s. 34) reduces the tax on a supply when its goods are returned, so the note
 * is issued when the goods are received and pass the quality check, and dated that day; goods that fail
 * it are not taken back (nothing is refunded and the invoice stands), so they get no note. The two kinds
 * never take back the same units: a return needs a delivered order, and a delivered order is final (it
 * is never rejected, cancelled or returned undelivered, and a return's refund leaves its payment status
 * paid), so an order has either one whole note or notes for its returns, never both.
 */

/** The credit note's number: 'CN/' and the number of the invoice it takes back. */
export function creditNoteNumber(invoiceNumber: string): string {
  return `CN/${invoiceNumber}`;
}

/**
 * A return's credit note number: 'CN/<invoice number>/R<n>', where n counts the order's returns that
 * issued a note, in the order they were received (R1, R2, …). Numbered under the order's row lock in
 * the transaction that receives the goods, so two returns received at once never share a number; the
 * whole-order note 'CN/<invoice number>' keeps its own number.
 */
export function returnCreditNoteNumber(invoiceNumber: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`invalid return credit note sequence: ${n}`);
  return `${creditNoteNumber(invoiceNumber)}/R${n}`;
}

/** The credit note's reason for a return's goods, as the PDF and the GST report's reason column say it. */
export const RETURN_CREDIT_REASON = 'Goods returned';

/** What the shopper and the API are told about credit notes. */
export const CREDIT_NOTE_MESSAGES = {
  /** 409 from POST /api/shop/order/credit-note/:orderId for an order that has none. */
  none: 'This order has no credit note. One is issued when an invoiced order is cancelled, rejected, returned or refunded.',
  /** 409 from the return's credit note routes for a return whose goods have not been received and passed. */
  returnNone:
    'This return has no credit note yet. One is issued when the returned goods reach us and pass the quality check.',
  button: 'Credit note',
  downloaded: 'Credit note downloaded successfully',
  error: 'Error downloading credit note',
  failed: 'Failed to download credit note. Please try again.',
} as const;
