import { cn } from '../../../lib/cn';
import { percentOf } from '../../../lib/percent';
import { useSlideshow } from '../hooks/use-slideshow';
import { arrow, arrowFace, frame, picture, slide, track, type ImageCarouselProps } from './carousel-parts';
import { Chevron } from './chevron';
import { SlideImage } from './slide-image';

/**
 * A card's 3:4 image carousel, sliding every `intervalMs`; paused on hover or focus, off screen and for
 * reduced motion. Later images are fetched shortly before they show.
 */
export default function LiveCarousel({ images, alt, intervalMs, sizes, eager = false }: ImageCarouselProps) {
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
