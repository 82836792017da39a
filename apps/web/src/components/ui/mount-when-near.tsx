import type { ReactNode } from 'react';
import { useHydrating } from '../../lib/hydration';
import { useInView } from './use-in-view';

export interface MountWhenNearProps {
  children: ReactNode;
  /** Shown until then (keep its height close to the real content's, so nothing jumps). */
  placeholder?: ReactNode;
  /** How far ahead of the viewport to mount, as a CSS margin. */
  rootMargin?: string;
  className?: string;
  /**
   * The server renders the children for a browser without JavaScript (in <noscript>: a browser with
   * JavaScript neither shows them nor runs them, and mounts them when scrolled near as usual).
   */
  withoutScript?: boolean;
}

/** Renders its children only once scrolled near, so below-the-fold widgets (and their chunks) load late. */
export function MountWhenNear({
  children,
  placeholder = null,
  rootMargin = '600px 0px',
  className,
  withoutScript = false,
}: MountWhenNearProps) {
  const [ref, near] = useInView<HTMLDivElement>({ rootMargin, once: true });
  const hydrating = useHydrating();
  return (
    <div ref={ref} className={className}>
      {near ? children : withoutScript && hydrating ? <noscript>{children}</noscript> : placeholder}
    </div>
  );
}
