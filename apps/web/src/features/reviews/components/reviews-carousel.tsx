import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { LIMITS, type Review } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ReviewCard } from './review-card';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The looping review carousel (spec §2): 1 slide below 768 px, 2 from 768, 3 from 1024, 24 px apart;
 * autoplay every 5000 ms, paused while the pointer is over it or focus is inside, never started
 * for people who ask for reduced motion, and a Pause button for everyone.
 */
export default function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [autoplay] = useState(() =>
    Autoplay({
      delay: LIMITS.reviewCarouselMs,
      playOnInit: !reducedMotion,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      stopOnFocusIn: true,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  const [canScroll, setCanScroll] = useState(false);
  // The user's Pause wins over the plugin's own resume on mouse leave and focus out.
  const [paused, setPaused] = useState(reducedMotion);
  const pausedRef = useRef(paused);
  const [playing, setPlaying] = useState(false);

  const sync = useCallback(() => {
    if (!embla) return;
    setCanScroll(embla.canScrollNext() || embla.canScrollPrev());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    const onPlay = () => {
      if (pausedRef.current) queueMicrotask(() => embla.plugins().autoplay?.stop());
      else setPlaying(true);
    };
    const onStop = () => setPlaying(false);
    embla.on('select', sync).on('reInit', sync).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    setPlaying(embla.plugins().autoplay?.isPlaying() ?? false);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla, sync]);

  const togglePause = () => {
    const next = !paused;
    pausedRef.current = next;
    setPaused(next);
    const plugin = embla?.plugins().autoplay;
    if (next) plugin?.stop();
    else plugin?.play();
  };

  const count = reviews.length;
  return (
    <div
      className="grid grid-cols-1 gap-6"
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
    >
      <div ref={viewportRef} className="overflow-hidden p-1">
        <div
          className={cn(
            '-ml-6 flex touch-pan-y',
            count === 1 && 'md:justify-center',
            count === 2 && 'lg:justify-center',
          )}
          aria-live={playing ? 'off' : 'polite'}
        >
          {reviews.map((review, index) => (
            <div
              key={review._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
            >
              <ReviewCard review={review} />
            </div>
          ))}
        </div>
      </div>
      {canScroll ? (
        <div className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            size="icon"
            onClick={() => embla?.scrollPrev()}
            aria-label="Previous reviews"
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={togglePause}
            aria-label={paused ? 'Play the review carousel' : 'Pause the review carousel'}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </Button>
          <Button variant="outline" size="icon" onClick={() => embla?.scrollNext()} aria-label="Next reviews">
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
