// An order's GST invoice PDF: one request and one save for the shopper's and the admin's screens.
import { MESSAGES, type ErrorResponse } from '@resham/shared';
import { ApiError } from './api-error';

/**
 * Fetches the invoice of a paid order (POST; 409 before payment). A shopper sends their `userId` as the
 * spec's client does; staff send none (the route reads an optional JSON body).
 */
export async function fetchInvoice(orderId: string, userId?: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/shop/order/invoice/${encodeURIComponent(orderId)}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
      body: JSON.stringify(userId ? { userId } : {}),
    });
  } catch {
    throw new ApiError(MESSAGES.web.network, 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorResponse>;
    throw new ApiError(body.message || MESSAGES.toast.invoiceFailed, response.status);
  }
  return response.blob();
}

/** Hands a PDF to the browser as `invoice-{orderId}.pdf`; opens it in a new tab if the download fails. */
export function saveInvoice(blob: Blob, orderId: string) {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `invoice-${orderId}.pdf`;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } catch {
    window.open(url, '_blank', 'noopener');
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
