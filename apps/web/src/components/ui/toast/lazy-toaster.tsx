import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribe } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

const hasToasts = () => getToasts().length > 0;

/** Mounts the Radix toaster (its own chunk) when the first toast is raised, then keeps it. */
export function LazyToaster() {
  const needed = useSyncExternalStore(subscribe, hasToasts, () => false);
  const [mounted, setMounted] = useState(false);
  if (needed && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
