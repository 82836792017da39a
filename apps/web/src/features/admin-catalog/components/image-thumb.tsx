import { mediaAt, mediaSrcSet } from '@resham/shared';
import { cn } from '../../../lib/cn';

export interface ImageThumbProps {
  url: string;
  alt: string;
  /** Rendered width in CSS px (for `sizes`). */
  size: number;
  className?: string;
  /** width/height ratio of the box; the image covers it. */
  aspect?: string;
}

/** One of our uploaded images at a small size, from its WebP variants. */
export function ImageThumb({ url, alt, size, className, aspect = '3 / 4' }: ImageThumbProps) {
  return (
    <img
      src={mediaAt(url, 400)}
      srcSet={mediaSrcSet(url)}
      sizes={`${size}px`}
      alt={alt}
      loading="lazy"
      decoding="async"
      draggable={false}
      style={{ aspectRatio: aspect }}
      className={cn('w-full bg-stone-100 object-cover', className)}
    />
  );
}
