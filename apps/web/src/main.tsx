import { startTransition, StrictMode } from 'react';
import { PAGE_STATE_ID } from '@resham/shared';
import type { DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DocumentFrame } from './app/document/document';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { prefetchOnIntent } from './app/prefetch-on-intent';
import { preloadRoute } from './app/routes';
import { hydratePageState, serverRendered } from './lib/hydration';
import { sessionQuery } from './lib/session';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A storefront page the server rendered comes with the API answers it was rendered from (TanStack
// Query's dehydrated state): into the cache first, so the first render is that HTML and asks nothing.
const stateBlock = document.getElementById(PAGE_STATE_ID);
if (stateBlock) {
  try {
    hydratePageState(queryClient, JSON.parse(stateBlock.textContent ?? '') as DehydratedState);
    serverRendered.page = true;
  } catch {
    // Unreadable: the app renders afresh and asks the API.
  }
}

// Start the session check and the first route's chunks together, before React renders.
void queryClient.prefetchQuery(sessionQuery);
void preloadRoute(window.location.pathname);
prefetchOnIntent();

const app = (
  <StrictMode>
    {/* No transitions: the URL and the page change together (a skeleton shows if the chunk is not in yet). */}
    <BrowserRouter useTransitions={false}>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

if (serverRendered.page) {
  // At once: the header is live now, and the page's part (its chunk still coming) stays the server's
  // HTML until it is in, then hydrates; a click on it meanwhile is replayed then. In a transition: React
  // hydrates in slices of a few milliseconds, letting the browser paint and answer between them, instead
  // of one task as long as the whole page (a phone's main thread blocked for hundreds of ms); a click on
  // a part not hydrated yet makes React hydrate that part at once.
  // The whole document, as the server rendered it (app/document): the same tree above #root.
  startTransition(() => {
    hydrateRoot(document, <DocumentFrame>{app}</DocumentFrame>, {
      // With where in the tree it happened: a mismatch seen once in a test run can then be found.
      onRecoverableError: (error, info) =>
        console.error(
          `React hydration error: ${error instanceof Error ? error.message : String(error)}${info.componentStack ?? ''}`,
        ),
    });
  });
} else {
  createRoot(root).render(app);
}
