import { useState } from 'react';
import { MESSAGES } from '@resham/shared';
import { fetchInvoice, saveInvoice } from '../lib/invoice';
import { toast } from './ui/toast';

const T = MESSAGES.toast;

/** Who asks: a shopper for their own order (their id, unknown while the session loads) or staff. */
export type InvoiceRequester = { userId: string | null | undefined } | { staff: true };

/** Downloads an order's invoice with the toasts of spec §8. Resolves true when it was saved. */
export async function downloadInvoice(orderId: string | null | undefined, requester: InvoiceRequester) {
  const userId = 'userId' in requester ? requester.userId : undefined;
  if (!orderId || ('userId' in requester && !userId)) {
    toast({ title: T.invoiceError, description: T.invoiceNoIds, variant: 'destructive' });
    return false;
  }
  try {
    saveInvoice(await fetchInvoice(orderId, userId ?? undefined), orderId);
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

/** Invoice download with its busy state ('Downloading...'): `busyId` is the order being fetched. */
export function useInvoiceDownload(requester: InvoiceRequester) {
  const [busyId, setBusyId] = useState<string | null>(null);
  return {
    busyId,
    download: async (orderId: string | null | undefined) => {
      setBusyId(orderId ?? '');
      try {
        await downloadInvoice(orderId, requester);
      } finally {
        setBusyId(null);
      }
    },
  };
}
