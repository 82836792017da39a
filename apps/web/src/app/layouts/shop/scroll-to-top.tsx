import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { LIMITS } from '@resham/shared';
import { cn } from '../../../lib/cn';

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
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn(
        'fixed right-4 bottom-20 z-30 grid size-11 place-items-center rounded-full bg-maroon-800 text-ivory shadow-lg',
        'animate-fade-in hover:bg-maroon-700 md:right-8 md:bottom-8',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Scroll to top</span>
    </button>
  );
}
