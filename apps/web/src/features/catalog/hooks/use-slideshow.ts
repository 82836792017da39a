import { useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import { useInView } from '../../../components/ui/use-in-view';
import { usePrefersReducedMotion } from '../../../components/ui/use-media-query';

/**
 * An auto-advancing slide index for `count` slides. It pauses while the slides are hovered, hold
 * keyboard focus, are off screen, `stopped`, or when the user prefers reduced motion. `reach` is the highest slide worth
 * loading: the next one is asked for halfway through each interval.
 */
export function useSlideshow(count: number, intervalMs: number, stopped = false) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [reach, setReach] = useState(0);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const current = count ? index % count : 0;
  const playing = count > 1 && inView && !hover && !focus && !stopped && !reducedMotion;

  const show = (next: number) => {
    const target = (next + count) % count;
    setIndex(target);
    setReach((r) => Math.max(r, target));
  };

  useEffect(() => {
    if (!playing) return;
    const next = (current + 1) % count;
    const preload = setTimeout(() => setReach((r) => Math.max(r, next)), intervalMs / 2);
    const advance = setTimeout(() => setIndex(next), intervalMs);
    return () => {
      clearTimeout(preload);
      clearTimeout(advance);
    };
  }, [playing, current, count, intervalMs]);

  /** Put on the element whose hover and focus should pause the show. */
  const holdProps = {
    // A mouse or pen resting on it; a finger's tap is not a hover (it leaves at once anyway).
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') setHover(true);
    },
    onPointerLeave: () => setHover(false),
    // Only the shopper's own keyboard focus holds it (a tap or click leaves no :focus-visible, and a
    // pointer that left has already let go); focus a script puts somewhere does not.
    onFocus: (event: FocusEvent) => {
      if ((event.target as Element).matches(':focus-visible')) setFocus(true);
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
    },
  };
  return { ref, current, reach, show, holdProps };
}
