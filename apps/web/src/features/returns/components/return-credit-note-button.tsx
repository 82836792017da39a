import { Download, Loader2 } from 'lucide-react';
import type { ReturnAnswer } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { useReturnCreditNoteDownload } from '../../../components/use-invoice-download';

/** The credit note a received return's goods issued, as a PDF; nothing before there is one. */
export function ReturnCreditNoteButton({ ret }: { ret: Pick<ReturnAnswer, '_id' | 'creditNoteNumber'> }) {
  const { busyId, download } = useReturnCreditNoteDownload();
  if (!ret.creditNoteNumber) return null;
  const busy = busyId === ret._id;
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      className="justify-self-start"
      disabled={busy}
      onClick={() => void download(ret._id)}
    >
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      Credit note {ret.creditNoteNumber}
    </Button>
  );
}
