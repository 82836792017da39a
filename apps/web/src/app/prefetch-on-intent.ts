import { preloadRoute } from './routes';

function prefetchFrom(event: Event) {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  preloadRoute(link.pathname);
}

/** Starts loading a page's chunk when a link to it is pointed at, touched or focused. */
export function prefetchOnIntent() {
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, prefetchFrom, { passive: true });
  }
}
