import { useEffect, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { qrSvgDataUrl } from '../../../lib/qr-svg';

export interface GoogleQrDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
}

/** 'Scan to Review on Google': a QR code of the shop's Google review page, for a phone to scan. */
export default function GoogleQrDialog({ open, onOpenChange, url }: GoogleQrDialogProps) {
  const [qr, setQr] = useState<{ url: string; src: string | null } | null>(null);

  useEffect(() => {
    if (!open || qr?.url === url) return;
    let live = true;
    qrSvgDataUrl(url).then(
      (src) => live && setQr({ url, src }),
      () => live && setQr({ url, src: null }),
    );
    return () => {
      live = false;
    };
  }, [open, url, qr?.url]);

  const ready = qr?.url === url ? qr : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm justify-items-center text-center" closeLabel="Close QR code">
        <DialogTitle>Scan to Review on Google</DialogTitle>
        <DialogDescription>
          Point your phone’s camera at the code to open our Google review page.
        </DialogDescription>
        <div className="grid size-60 place-items-center rounded-lg border border-stone-200 bg-white p-2">
          {ready?.src ? (
            <img src={ready.src} alt="QR code for our Google review page" className="size-full" />
          ) : ready ? (
            <p className="text-sm text-muted">The QR code could not be drawn. Please use the link below.</p>
          ) : (
            <Skeleton className="size-full" />
          )}
        </div>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('link', 'sm', 'h-auto px-0')}
        >
          Open the review page
          <ExternalLink aria-hidden="true" className="!size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </DialogContent>
    </Dialog>
  );
}
