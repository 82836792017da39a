// An order's GST invoice PDF, or its credit note: one request and one save for the shopper's and the
// admin's screens.
import { CREDIT_NOTE_MESSAGES, MESSAGES, type ErrorResponse } from '@resham/shared';
import { ApiError } from './api-error';

/** Which of an order's papers: its tax invoice, or the credit note that takes a credited one back. */
export type OrderPaper = 'invoice' | 'credit-note';

/**
 * Fetches the invoice of a paid order (POST; 409 before payment) or the credit note of a credited one
 * (409 without one). A shopper sends their `userId` as the spec's client does; staff send none (the
 * route reads an optional JSON body).
 */
export const fetchInvoice = (orderId: string, userId?: string, paper: OrderPaper = 'invoice') =>
  postForPdf(`/api/shop/order/${paper}/${encodeURIComponent(orderId)}`, userId ? { userId } : {}, paper);

/** A guest's order paper (issue 34): the token of her order link, in the body (never in an address). */
export const fetchGuestPaper = (token: string, paper: OrderPaper = 'invoice') =>
  postForPdf(`/api/shop/order/guest/${paper}`, { token }, paper);

/** A received return's own credit note (issue 37): for the return's shopper, or staff. */
export const fetchReturnCreditNote = (returnId: string) =>
  postForPdf(`/api/shop/order/return-credit-note/${encodeURIComponent(returnId)}`, {}, 'credit-note');

async function postForPdf(url: string, body: object, paper: OrderPaper): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(MESSAGES.web.network, 0);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as Partial<ErrorResponse>;
    const failed = paper === 'invoice' ? MESSAGES.toast.invoiceFailed : CREDIT_NOTE_MESSAGES.failed;
    throw new ApiError(answer.message || failed, response.status);
  }
  return response.blob();
}

/** Hands a PDF to the browser as `invoice-{orderId}.pdf` (or `credit-note-…`); opens it in a new tab if the download fails. */
export function saveInvoice(blob: Blob, orderId: string, paper: OrderPaper = 'invoice') {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${paper}-${orderId}.pdf`;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } catch {
    window.open(url, '_blank', 'noopener');
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
