import { MESSAGES } from '@resham/shared';
import { toast } from '../../components/ui/toast';
import { fetchInvoice } from './api';

const T = MESSAGES.toast;

/** Hands a PDF to the browser as `invoice-{orderId}.pdf`; opens it in a new tab if the download fails. */
function saveInvoice(blob: Blob, orderId: string) {
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

/** Downloads an order's invoice with the toasts of spec §8. Resolves true when it was saved. */
export async function downloadInvoice(orderId: string | null | undefined, userId: string | null | undefined) {
  if (!orderId || !userId) {
    toast({ title: T.invoiceError, description: T.invoiceNoIds, variant: 'destructive' });
    return false;
  }
  try {
    saveInvoice(await fetchInvoice(orderId, userId), orderId);
    toast({ title: T.invoiceDownloaded });
    return true;
  } catch (error) {
    // The server's reason when it gave one (e.g. not paid yet), else the spec's text.
    const status = (error as { status?: number }).status ?? 0;
    const description = status >= 400 && status < 500 ? (error as Error).message : T.invoiceFailed;
    toast({ title: T.invoiceError, description, variant: 'destructive' });
    return false;
  }
}
