import type { ReactNode } from 'react';
import { useInView } from './use-in-view';

export interface MountWhenNearProps {
  children: ReactNode;
  /** Shown until then (keep its height close to the real content's, so nothing jumps). */
  placeholder?: ReactNode;
  /** How far ahead of the viewport to mount, as a CSS margin. */
  rootMargin?: string;
  className?: string;
}

/** Renders its children only once scrolled near, so below-the-fold widgets (and their chunks) load late. */
export function MountWhenNear({
  children,
  placeholder = null,
  rootMargin = '600px 0px',
  className,
}: MountWhenNearProps) {
  const [ref, near] = useInView<HTMLDivElement>({ rootMargin, once: true });
  return (
    <div ref={ref} className={className}>
      {near ? children : placeholder}
    </div>
  );
}
