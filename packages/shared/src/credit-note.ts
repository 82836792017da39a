/**
 * Credit notes: an invoiced order that is cancelled, rejected, returned or refunded is taken back whole
 * by one credit note. Every note, whole-order or a return's, takes the next number of the financial
 * year's credit note series, 'CN/26-27/00001' (at most 16 characters, as GST allows; the database numbers
 * them: resham_next_credit_note_number). The GST report, the PDFs and the shopper's order details all
 * name a note by its number.
 *
 * A return of delivered goods (issue 37) is taken back by a credit note of its own for the returned
 * lines only. GST (CGST Act s. 34) reduces the tax on a supply when its goods are returned, so the note
 * is issued when the goods are received and pass the quality check, and dated that day; goods that fail
 * it are not taken back (nothing is refunded and the invoice stands), so they get no note. The two kinds
 * never take back the same units: a return needs a delivered order, and a delivered order is final (it
 * is never rejected, cancelled or returned undelivered, and a return's refund leaves its payment status
 * paid), so an order has either one whole note or notes for its returns, never both.
 */

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
