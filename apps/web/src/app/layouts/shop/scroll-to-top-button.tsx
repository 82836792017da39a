import { useEffect, useRef, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * What a person taps or clicks, and what she must read before she acts (`data-keep-clear`: checkout's
 * 'Delivering to' and delivery dates beside the Pay button): the button must never sit on one.
 */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [data-keep-clear]';
/** Space kept between the button and a control, in px. */
const MARGIN = 4;
/** A target this large in both directions stays usable around a 44 px button. */
const LARGE = 120;

/**
 * The scroll-to-top button: bottom right, above the mobile cart bar when one is shown. While it would
 * cover a control (a card's add-to-cart or image arrows, a policy link in the footer) it steps aside
 * (hidden) and comes back once the spot is clear; it is never hidden while it has focus.
 *
 * Cheap while scrolling: an IntersectionObserver keeps the few controls within a screen's height of
 * the button's spot (controls added later are watched as they arrive), and a scroll frame measures only
 * those. The spot is measured again on resize and once a second (the cart bar moves the button).
 */
export default function ScrollToTopButton() {
  const ref = useRef<HTMLButtonElement>(null);
  // Hidden until its first check: mounted (lazily, at the first 200 px) over a control, it must not
  // show there for the frames before that check.
  const [blocked, setBlocked] = useState(true);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const button = ref.current!;
    const near = new Set<Element>();
    let observer: IntersectionObserver;
    let b = button.getBoundingClientRect();
    let band = '';
    let frame = 0;

    const check = () => {
      frame = 0;
      let covers = false;
      for (const el of near) {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || (r.width >= LARGE && r.height >= LARGE)) continue;
        if (
          r.right > b.left - MARGIN &&
          r.left < b.right + MARGIN &&
          r.bottom > b.top - MARGIN &&
          r.top < b.bottom + MARGIN
        ) {
          covers = true;
          break;
        }
      }
      setBlocked(covers);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const controlsIn = (node: ParentNode) => [
      ...(node instanceof Element && node.matches(CONTROLS) ? [node] : []),
      ...node.querySelectorAll(CONTROLS),
    ];
    // A control counts as near until the observer's first report on it (which may come a little late).
    const watch = (node: ParentNode) => {
      for (const el of controlsIn(node))
        if (!button.contains(el)) {
          observer.observe(el);
          near.add(el);
        }
    };
    const place = () => {
      b = button.getBoundingClientRect();
      const { clientWidth, clientHeight } = document.documentElement;
      // The spot's column, from a screen above it to a screen below.
      const next = [
        b.top - clientHeight,
        clientWidth - b.right,
        clientHeight - b.bottom - clientHeight,
        b.left,
      ]
        .map((gap) => `${MARGIN - gap}px`)
        .join(' ');
      if (next === band) return schedule();
      band = next;
      observer?.disconnect();
      near.clear();
      observer = new IntersectionObserver(
        (entries) => {
          for (const { target, isIntersecting } of entries)
            if (isIntersecting) near.add(target);
            else near.delete(target);
          schedule();
        },
        { rootMargin: next },
      );
      watch(document);
      schedule();
    };
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') continue;
        for (const node of record.addedNodes) if (node instanceof Element) watch(node);
        for (const node of record.removedNodes)
          if (node instanceof Element)
            for (const el of controlsIn(node)) {
              observer.unobserve(el);
              near.delete(el);
            }
      }
      schedule();
    });
    place();
    // Controls added, and controls shown or moved by a class or style (a card's arrows once it wakes).
    mutations.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden'],
    });
    const timer = setInterval(place, 1000);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', place);
      mutations.disconnect();
      observer.disconnect();
    };
  }, []);

  return (
    <button
      ref={ref}
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      data-blocked={(blocked && !focused) || undefined}
      className={cn(
        'fixed right-4 bottom-[calc(var(--cart-bar-h,0px)+1rem)] z-30 grid size-11 place-items-center rounded-full bg-maroon-800 text-ivory shadow-lg',
        'animate-fade-in hover:bg-maroon-700 min-[769px]:right-8 min-[769px]:bottom-8',
        blocked && !focused && 'invisible',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Scroll to top</span>
    </button>
  );
}
