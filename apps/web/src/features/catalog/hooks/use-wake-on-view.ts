import { useCallback, useState } from 'react';

// One observer for every card of a page (a grid of 24–48 cards would otherwise start as many).
const wakers = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;
function sharedObserver() {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wakers.get(entry.target)?.();
    },
    // A little ahead of the viewport, so a card is ready by the time it scrolls in.
    { rootMargin: '200px 0px' },
  );
  return observer;
}

/**
 * Whether a card has come near the screen (or been pointed at or focused: call `wake`). It stays awake
 * once woken. Until then the card can show a still picture instead of its working parts.
 */
export function useWakeOnView<T extends Element>() {
  const [awake, setAwake] = useState(false);
  const wake = useCallback(() => setAwake(true), []);
  const watch = useCallback(
    (element: T | null) => {
      if (!element) return;
      const shared = sharedObserver();
      wakers.set(element, wake);
      shared.observe(element);
      return () => {
        shared.unobserve(element);
        wakers.delete(element);
      };
    },
    [wake],
  );
  return { ref: awake ? undefined : watch, awake, wake };
}
