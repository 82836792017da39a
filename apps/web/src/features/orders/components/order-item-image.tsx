import { useState } from 'react';
import { mediaAt } from '@resham/shared';
import { ImageOff } from 'lucide-react';

/** An order line's product image, or a placeholder when it is missing or fails to load (spec §8). */
export function OrderItemImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label="No image"
        className="grid aspect-[3/4] w-14 shrink-0 place-items-center rounded-md bg-maroon-50 text-maroon-300"
      >
        <ImageOff aria-hidden="true" className="size-5" />
      </div>
    );
  }
  return (
    <img
      src={mediaAt(src, 400)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[3/4] w-14 shrink-0 rounded-md bg-maroon-50 object-cover"
    />
  );
}
