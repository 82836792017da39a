import { useState } from 'react';
import { downloadInvoice } from '../invoice-download';

/** Invoice download with its busy state ('Downloading...'), per order. */
export function useInvoiceDownload(userId: string | null | undefined) {
  const [busyId, setBusyId] = useState<string | null>(null);
  return {
    busyId,
    download: async (orderId: string | null | undefined) => {
      setBusyId(orderId ?? '');
      try {
        await downloadInvoice(orderId, userId);
      } finally {
        setBusyId(null);
      }
    },
  };
}
