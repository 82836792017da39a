import { useEffect, useState } from 'react';

export interface InViewOptions {
  /** Grow (or shrink) the viewport, as in CSS: '300px 0px'. */
  rootMargin?: string;
  /** Stop watching after the first time it is in view (for lazy mounting). */
  once?: boolean;
}

/**
 * Whether an element is on screen (within `rootMargin`); false until measured.
 * Returns a callback ref to put on the element, and the state.
 */
export function useInView<T extends Element = Element>({
  rootMargin = '0px',
  once = false,
}: InViewOptions = {}): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  const done = once && inView;
  useEffect(() => {
    if (!element || done) return;
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry?.isIntersecting), {
      rootMargin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin, done]);
  return [setElement, inView];
}
