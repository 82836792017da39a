import { cn } from '../../../lib/cn';
import { percentOf } from '../../../lib/percent';
import { useSlideshow } from '../hooks/use-slideshow';
import { Chevron } from './chevron';
import { SlideImage } from './slide-image';

export interface ImageCarouselProps {
  images: readonly string[];
  /** Alt text of the images: the product title (later ones add 'image n of m'). */
  alt: string;
  /** Autoplay interval (spec §9: 3 s on cards). */
  intervalMs: number;
  sizes: string;
  /** The first image is above the fold: load it at once. */
  eager?: boolean;
  /**
   * False while the card is far from the screen and untouched: only its first image, without the
   * slideshow's timers, observers and buttons (a page of cards then renders and hydrates cheaply).
   */
  awake?: boolean;
}

// A 44 px target (thumb-sized) around a 32 px circle.
const arrow =
  'absolute top-1/2 z-20 grid size-11 -translate-y-1/2 place-items-center rounded-full text-maroon-900 opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100 pointer-coarse:opacity-100';
const arrowFace = 'grid size-8 place-items-center rounded-full bg-white/85 shadow';
const frame = 'relative aspect-3/4 overflow-hidden bg-stone-100';
const track = 'flex h-full transition-transform duration-700 motion-reduce:transition-none';
const slide = 'h-full w-full shrink-0';
const picture = 'size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]';

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
  return awake ? <LiveCarousel {...props} /> : <StillImage {...props} />;
}

/**
 * A card's 3:4 image carousel, sliding every `intervalMs`; paused on hover or focus, off screen and for
 * reduced motion. Later images are fetched shortly before they show.
 */
function LiveCarousel({ images, alt, intervalMs, sizes, eager = false }: ImageCarouselProps) {
  const count = images.length;
  const { ref, current, reach, show, holdProps } = useSlideshow(count, intervalMs);
  return (
    <div ref={ref} role="group" aria-label={`Images of ${alt}`} className={frame} {...holdProps}>
      <div className={track} style={{ transform: `translateX(-${percentOf(current, 1)}%)` }}>
        {images.map((src, i) => (
          <div key={i} className={slide} aria-hidden={i !== current}>
            {i <= reach ? (
              <SlideImage
                src={src}
                alt={i ? `${alt}, image ${i + 1} of ${count}` : alt}
                sizes={sizes}
                lazy={!i && !eager}
                priority={!i && eager}
                className={picture}
              />
            ) : null}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={cn(arrow, 'left-0.5')} onClick={() => show(current - 1)}>
            <span className={arrowFace}>
              <Chevron left />
            </span>
            <span className="sr-only">Previous image</span>
          </button>
          <button type="button" className={cn(arrow, 'right-0.5')} onClick={() => show(current + 1)}>
            <span className={arrowFace}>
              <Chevron />
            </span>
            <span className="sr-only">Next image</span>
          </button>
          <div aria-hidden="true" className="absolute inset-x-0 bottom-2 z-20 flex justify-center gap-1.5">
            {images.map((_, i) => (
              <span
                key={i}
                className={cn(
                  'h-1.5 rounded-full bg-white shadow transition-all',
                  i === current ? 'w-4' : 'w-1.5 opacity-60',
                )}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
