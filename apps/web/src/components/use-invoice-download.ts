import { useState } from 'react';
import { CREDIT_NOTE_MESSAGES, MESSAGES } from '@resham/shared';
import {
  fetchGuestPaper,
  fetchInvoice,
  fetchReturnCreditNote,
  saveInvoice,
  type OrderPaper,
} from '../lib/invoice';
import { toast } from './ui/toast';

const T = MESSAGES.toast;
/** The toasts' words for each paper. */
const WORDS: Record<OrderPaper, { done: string; error: string; failed: string }> = {
  invoice: { done: T.invoiceDownloaded, error: T.invoiceError, failed: T.invoiceFailed },
  'credit-note': {
    done: CREDIT_NOTE_MESSAGES.downloaded,
    error: CREDIT_NOTE_MESSAGES.error,
    failed: CREDIT_NOTE_MESSAGES.failed,
  },
};

/**
 * Who asks: a shopper for their own order (their id, unknown while the session loads), staff, or a
 * guest holding her order link's token.
 */
export type InvoiceRequester = { userId: string | null | undefined } | { staff: true } | { token: string };

/**
 * Downloads an order's invoice (or its credit note) with the toasts of spec §8. Resolves true when it
 * was saved.
 */
export async function downloadInvoice(
  orderId: string | null | undefined,
  requester: InvoiceRequester,
  paper: OrderPaper = 'invoice',
) {
  const words = WORDS[paper];
  const userId = 'userId' in requester ? requester.userId : undefined;
  if (!orderId || ('userId' in requester && !userId)) {
    toast({ title: words.error, description: T.invoiceNoIds, variant: 'destructive' });
    return false;
  }
  try {
    const pdf =
      'token' in requester
        ? await fetchGuestPaper(requester.token, paper)
        : await fetchInvoice(orderId, userId ?? undefined, paper);
    saveInvoice(pdf, orderId, paper);
    toast({ title: words.done });
    return true;
  } catch (error) {
    // The server's reason when it gave one (e.g. not paid yet), else the spec's text.
    const status = (error as { status?: number }).status ?? 0;
    const description = status >= 400 && status < 500 ? (error as Error).message : words.failed;
    toast({ title: words.error, description, variant: 'destructive' });
    return false;
  }
}

/** Invoice (or credit note) download with its busy state ('Downloading...'): `busyId` is the order being fetched. */
export function useInvoiceDownload(requester: InvoiceRequester, paper: OrderPaper = 'invoice') {
  const [busyId, setBusyId] = useState<string | null>(null);
  return {
    busyId,
    download: async (orderId: string | null | undefined) => {
      setBusyId(orderId ?? '');
      try {
        await downloadInvoice(orderId, requester, paper);
      } finally {
        setBusyId(null);
      }
    },
  };
}

/** A received return's credit note, with the same toasts; `busyId` is the return being fetched. */
export function useReturnCreditNoteDownload() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const words = WORDS['credit-note'];
  return {
    busyId,
    download: async (returnId: string) => {
      setBusyId(returnId);
      try {
        saveInvoice(await fetchReturnCreditNote(returnId), returnId, 'credit-note');
        toast({ title: words.done });
      } catch (error) {
        const status = (error as { status?: number }).status ?? 0;
        const description = status >= 400 && status < 500 ? (error as Error).message : words.failed;
        toast({ title: words.error, description, variant: 'destructive' });
      } finally {
        setBusyId(null);
      }
    },
  };
}
