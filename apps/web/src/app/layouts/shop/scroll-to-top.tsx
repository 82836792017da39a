import { lazy, Suspense, useEffect, useState } from 'react';
import { LIMITS } from '@resham/shared';

// The button itself (and the code that keeps it off the page's controls) loads on first need.
const ScrollToTopButton = lazy(() => import('./scroll-to-top-button'));

/** Floating button that appears after 200 px of scrolling. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > LIMITS.scrollTopAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  );
}
