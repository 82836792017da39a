import { mediaAt, mediaSrcSet } from '../media';

export interface SlideImageProps {
  src: string;
  alt: string;
  sizes: string;
  /** Below the fold: let the browser load it when it comes near. */
  lazy?: boolean;
  /** The page's largest image: fetch it first. */
  priority?: boolean;
  className?: string;
}

/** A 3:4 product image from our WebP variants (srcset + sizes, explicit size so nothing shifts). */
export function SlideImage({ src, alt, sizes, lazy = false, priority = false, className }: SlideImageProps) {
  return (
    <img
      src={mediaAt(src, 800)}
      srcSet={mediaSrcSet(src)}
      sizes={sizes}
      width={600}
      height={800}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      className={className}
    />
  );
}
