import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface PageBannerProps {
  /** A decorative image under the title (400 and 800 px wide files: `{base}-400.webp`, `{base}.webp`). */
  imageBase: string;
  /** The page's h1. */
  title: string;
  subtitle?: ReactNode;
  /** A task's page (checkout): lower on a phone, without the subtitle, so the task starts sooner. */
  short?: boolean;
  className?: string;
}

/** A full-width decorative header: a woven-textile image under a maroon wash, with the page's h1. */
export function PageBanner({ imageBase, title, subtitle, short = false, className }: PageBannerProps) {
  return (
    <div className={cn('on-dark relative isolate overflow-hidden bg-maroon-900', className)}>
      <img
        src={`${imageBase}.webp`}
        srcSet={`${imageBase}-400.webp 400w, ${imageBase}.webp 800w`}
        sizes="100vw"
        alt=""
        aria-hidden="true"
        decoding="async"
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover object-[center_40%]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-maroon-950/90 via-maroon-900/70 to-maroon-900/20"
      />
      <div
        className={cn(
          'mx-auto grid w-full max-w-7xl content-center gap-2 px-4 md:h-56 md:px-8',
          short ? 'h-24' : 'h-40',
        )}
      >
        <h1 className="text-3xl font-semibold text-ivory md:text-5xl">{title}</h1>
        {subtitle ? (
          <p className={cn('max-w-xl text-sm text-gold-200 md:text-base', short && 'max-md:hidden')}>
            {subtitle}
          </p>
        ) : null}
      </div>
      <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-gold-600 via-gold-300 to-gold-600" />
    </div>
  );
}
