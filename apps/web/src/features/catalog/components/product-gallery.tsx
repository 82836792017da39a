import { lazy, Suspense, useState } from 'react';
import { ZoomIn } from 'lucide-react';
import { LIMITS } from '@resham/shared';
import { cn } from '../../../lib/cn';
import { useSlideshow } from '../hooks/use-slideshow';
import { GALLERY_IMAGE_SIZES, mediaAt } from '../media';
import { Chevron } from './chevron';
import { SlideImage } from './slide-image';

// The whole-screen viewer comes with the first tap on a photo, not with the page.
const PhotoZoom = lazy(() => import('./photo-zoom'));

const arrow =
  'absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-maroon-900 shadow-md hover:bg-white';

/**
 * The details' images (spec §2): a 3:4 carousel turning every 4 s with arrows and thumbnails; paused on
 * hover or focus, off screen and for reduced motion.
 */
export function ProductGallery({
  images,
  alt,
  eager = false,
}: {
  images: readonly string[];
  alt: string;
  eager?: boolean;
}) {
  const count = images.length;
  const { ref, current, reach, show, holdProps } = useSlideshow(count, LIMITS.detailCarouselMs);
  // The photo the whole-screen viewer is open on, or null.
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={`Images of ${alt}`}
      className="grid gap-3"
      {...holdProps}
    >
      {/* Square on a phone (the title, price and Add to cart fit the first screen below it), 3:4 from 768 px. */}
      <div ref={ref} className="relative aspect-square overflow-hidden rounded-lg bg-stone-100 md:aspect-3/4">
        {images.map((src, i) => (
          <div
            key={i}
            aria-hidden={i !== current}
            className={cn(
              'absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none',
              i === current ? 'opacity-100' : 'opacity-0',
            )}
          >
            {i <= reach ? (
              <SlideImage
                src={src}
                alt={i ? `${alt}, image ${i + 1} of ${count}` : alt}
                sizes={GALLERY_IMAGE_SIZES}
                priority={!i && eager}
                className="size-full object-cover"
              />
            ) : null}
          </div>
        ))}
        {count ? (
          // The photo itself opens the viewer (under the arrows, which keep turning the photos).
          <button
            type="button"
            onClick={() => setZoomAt(current)}
            className="absolute inset-0 cursor-zoom-in"
            aria-label={count > 1 ? `Zoom into image ${current + 1} of ${count}` : 'Zoom into the image'}
          >
            <ZoomIn
              aria-hidden="true"
              className="absolute right-3 bottom-3 size-9 rounded-full bg-white/90 p-2 text-maroon-900 shadow-md"
            />
          </button>
        ) : null}
        {count > 1 ? (
          <>
            <button type="button" className={cn(arrow, 'left-3')} onClick={() => show(current - 1)}>
              <Chevron left />
              <span className="sr-only">Previous image</span>
            </button>
            <button type="button" className={cn(arrow, 'right-3')} onClick={() => show(current + 1)}>
              <Chevron />
              <span className="sr-only">Next image</span>
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        // Below 768 px the arrows turn the images: the thumbnails would push the price down.
        <div className="flex flex-wrap gap-2 max-md:hidden">
          {images.map((src, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => show(i)}
              className={cn(
                'w-14 overflow-hidden rounded-md border-2 transition',
                i === current ? 'border-maroon-700' : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              <img
                src={mediaAt(src, 400)}
                width={60}
                height={80}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-3/4 w-full object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}
      {zoomAt !== null ? (
        <Suspense fallback={null}>
          <PhotoZoom images={images} alt={alt} start={zoomAt} onClose={() => setZoomAt(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
