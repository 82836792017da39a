import { lazy, Suspense } from 'react';
import { frame, picture, type ImageCarouselProps } from './carousel-parts';
import { SlideImage } from './slide-image';

export type { ImageCarouselProps } from './carousel-parts';

// The working carousel's code comes when the first card wakes; until then (and while it comes) the
// card shows its still picture, which looks the same.
const LiveCarousel = lazy(() => import('./live-carousel'));

/**
 * The carousel's first image alone, where the working carousel shows it: the frame's full size (its
 * track and slide wrappers would add nothing to the picture, only bytes to every card of a page).
 */
function StillImage({ images, alt, sizes, eager = false }: ImageCarouselProps) {
  return (
    <div role="group" aria-label={`Images of ${alt}`} className={frame}>
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
