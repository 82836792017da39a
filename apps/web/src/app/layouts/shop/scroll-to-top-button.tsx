import { useEffect, useRef, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** What a person taps or clicks: the button must never sit on one. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"]';
/** Space kept between the button and a control, in px. */
const MARGIN = 4;
/** A target this large in both directions (a whole collection tile) stays usable around a 44 px button. */
const LARGE = 120;

/** Whether any control of the page lies under (or within MARGIN of) `button`. */
export function coversControl(button: HTMLElement): boolean {
  const b = button.getBoundingClientRect();
  for (const el of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (button.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || (r.width >= LARGE && r.height >= LARGE)) continue;
    if (
      r.right > b.left - MARGIN &&
      r.left < b.right + MARGIN &&
      r.bottom > b.top - MARGIN &&
      r.top < b.bottom + MARGIN
    )
      return true;
  }
  return false;
}

/**
 * The scroll-to-top button: bottom right, above the mobile cart bar when one is shown. While it would
 * cover a control (a card's add-to-cart or image arrows, a policy link in the footer) it steps aside
 * (hidden) and comes back once the spot is clear; it is never hidden while it has focus.
 */
export default function ScrollToTopButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = ref.current;
      if (!button || document.activeElement === button) return setBlocked(false);
      setBlocked(coversControl(button));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    // Late layout (images, lazy sections) moves controls without a scroll: look again now and then.
    const timer = setInterval(schedule, 1000);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <button
      ref={ref}
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-blocked={blocked || undefined}
      className={cn(
        'fixed right-4 bottom-[calc(var(--cart-bar-h,0px)+1rem)] z-30 grid size-11 place-items-center rounded-full bg-maroon-800 text-ivory shadow-lg',
        'animate-fade-in hover:bg-maroon-700 min-[769px]:right-8 min-[769px]:bottom-8',
        blocked && 'invisible',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Scroll to top</span>
    </button>
  );
}
