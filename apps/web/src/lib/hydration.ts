import { useSyncExternalStore } from 'react';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

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

/**
 * Puts a rendered page's API answers into `client`, fresh from `now`. The page may come from the
 * server's page cache, which is cleared when what it shows changes, not by age: dated from when it was
 * rendered, a page cached longer than the queries' staleTime would ask the API again, at once, for
 * what it has just shown. They are kept for the page's life: a part that hydrates late (the footer's
 * chunk, on a slow phone or in a tab left in the background) must find the answers its HTML was
 * rendered from, not an empty cache that renders something else.
 */
export function hydratePageState(client: QueryClient, state: DehydratedState, now = Date.now()) {
  hydrate(
    client,
    {
      ...state,
      queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
    },
    { defaultOptions: { queries: { gcTime: Infinity } } },
  );
}
