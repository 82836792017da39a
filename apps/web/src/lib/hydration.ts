import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while the server renders a page and while the browser hydrates that HTML; false on every other
 * render. What only the browser knows (the signed-in shopper, the screen, storage) waits for false, so
 * the first render in the browser is the server's HTML, exactly.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/** This page load started from HTML the server rendered (main.tsx sets it before hydrating). */
export const serverRendered = { page: false };
