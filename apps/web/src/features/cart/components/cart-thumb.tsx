import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { mediaAt } from '@resham/shared';
import { cn } from '../../../lib/cn';

/** A product thumbnail at 3:4, with a plain placeholder when there is no image or it fails to load. */
export function CartThumb({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn('aspect-[3/4] w-16 shrink-0 overflow-hidden rounded-md bg-maroon-50', className);
  if (!src || failed) {
    return (
      <div className={cn(box, 'grid place-items-center text-maroon-300')}>
        <ImageOff aria-hidden="true" className="size-6" />
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={mediaAt(src, 400)}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
        onError={() => setFailed(true)}
      />
    </div>
  );
}
