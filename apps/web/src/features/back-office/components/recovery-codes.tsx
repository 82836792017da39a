import { useState } from 'react';
import { Copy, Download, Printer, ShieldCheck } from 'lucide-react';
import { TWO_FACTOR_MESSAGES } from '@resham/shared';
import { PRINT_ONLY_CLASSES, usePrintOnly } from '../../../components/print-only';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { saveFile } from '../../../lib/save-file';
import {
  recoveryCodesFileName,
  recoveryCodesHeading,
  recoveryCodesText,
  type RecoveryCodesContext,
} from '../recovery-codes-text';

/** The one-time display of new recovery codes, with Copy, Download (.txt) and Print. */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  // When they were shown: the same date on the file and the printed page.
  const [context] = useState<RecoveryCodesContext>(() => ({
    shop: typeof window === 'undefined' ? '' : window.location.origin,
    email,
    madeAt: new Date(),
  }));
  const text = recoveryCodesText(codes, context);
  const { print, portal } = usePrintOnly(<PrintedCodes codes={codes} context={context} />);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: TWO_FACTOR_MESSAGES.recoveryCodesCopied });
    } catch {
      toast({ title: TWO_FACTOR_MESSAGES.recoveryCodesCopyFailed, variant: 'destructive' });
    }
  };
  const download = () =>
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), recoveryCodesFileName(context.madeAt));

  return (
    <section className="grid max-w-xl gap-3 rounded-lg border border-green-700 bg-white p-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-green-800">
        <ShieldCheck aria-hidden="true" className="size-5" /> Two-step sign-in is on
      </h2>
      <p className="text-sm">
        Keep these recovery codes somewhere safe (printed, or in a password manager). Each works once, in
        place of a code from your phone. They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((c) => (
          <li key={c} className="rounded bg-stone-100 px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy codes
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download (.txt)
        </Button>
        <Button variant="outline" onClick={print}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      {portal}
    </section>
  );
}

/** What the printed page holds: whose codes, when, what for, and the codes large enough to type from. */
export function PrintedCodes({ codes, context }: { codes: string[]; context: RecoveryCodesContext }) {
  const [title, ...lines] = recoveryCodesHeading(context);
  return (
    <section
      aria-label="Recovery codes to print"
      className={`${PRINT_ONLY_CLASSES} grid gap-3 bg-white p-5 font-sans text-black`}
    >
      <h2 className="text-xl font-bold">{title}</h2>
      {lines.map((line) => (
        <p key={line} className="text-sm">
          {line}
        </p>
      ))}
      <ol className="grid grid-cols-2 gap-3 font-mono text-lg">
        {codes.map((c) => (
          <li key={c} className="border border-black px-3 py-2 text-center">
            {c}
          </li>
        ))}
      </ol>
    </section>
  );
}
