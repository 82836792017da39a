import { lazy, Suspense } from 'react';
import { frame, picture, slide, track, type ImageCarouselProps } from './carousel-parts';
import { SlideImage } from './slide-image';

export type { ImageCarouselProps } from './carousel-parts';

// The working carousel's code comes when the first card wakes; until then (and while it comes) the
// card shows its still picture, which looks the same.
const LiveCarousel = lazy(() => import('./live-carousel'));

/** The carousel's first image alone, laid out exactly as the working carousel shows it. */
function StillImage({ images, alt, sizes, eager = false }: ImageCarouselProps) {
  return (
    <div role="group" aria-label={`Images of ${alt}`} className={frame}>
      <div className={track}>
        <div className={slide}>
          {images[0] ? (
            <SlideImage
              src={images[0]}
              alt={alt}
              sizes={sizes}
              lazy={!eager}
              priority={eager}
              className={picture}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A card's images: the working carousel once `awake` (the default), else its first image alone. */
export function ImageCarousel({ awake = true, ...props }: ImageCarouselProps) {
  const still = <StillImage {...props} />;
  return awake ? (
    <Suspense fallback={still}>
      <LiveCarousel {...props} />
    </Suspense>
  ) : (
    still
  );
}
