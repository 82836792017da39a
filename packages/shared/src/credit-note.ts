/**
 * Credit notes: an invoiced order that is cancelled, rejected, returned or refunded is taken back whole
 * by one credit note, numbered after its invoice. The GST report, the PDFs and the shopper's order
 * details all name it by this number.
 */

/** The credit note's number: 'CN/' and the number of the invoice it takes back. */
export function creditNoteNumber(invoiceNumber: string): string {
  return `CN/${invoiceNumber}`;
}

/** What the shopper and the API are told about credit notes. */
export const CREDIT_NOTE_MESSAGES = {
  /** 409 from POST /api/shop/order/credit-note/:orderId for an order that has none. */
  none: 'This order has no credit note. One is issued when an invoiced order is cancelled, rejected, returned or refunded.',
  button: 'Credit note',
  downloaded: 'Credit note downloaded successfully',
  error: 'Error downloading credit note',
  failed: 'Failed to download credit note. Please try again.',
} as const;
