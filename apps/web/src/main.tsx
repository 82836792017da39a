import './app/preact-scheduling';
import { StrictMode } from 'react';
import { PRODUCT_DATA_ID } from '@resham/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { prefetchOnIntent } from './app/prefetch-on-intent';
import { preloadRoute } from './app/routes';
import { sessionQuery } from './lib/session';
import './index.css';

// Start the session check and the first route's chunks together, before React renders.
const session = queryClient.prefetchQuery(sessionQuery);
const routeChunks = preloadRoute(window.location.pathname);
// The product page comes with its product as data (read by a module loaded for that page only).
const serverPainted = document.getElementById(PRODUCT_DATA_ID)
  ? import('./app/server-page').then((m) => m.adoptServerPage(queryClient))
  : null;
prefetchOnIntent();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      {/* No transitions: the URL and the page change together (a skeleton shows if the chunk is not in yet). */}
      <BrowserRouter useTransitions={false}>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );

// The server painted the page's top (its image and title): keep it on screen until the page's chunks
// and the session are in, so the app's first render replaces it with the same page, not a skeleton.
if (serverPainted) void Promise.all([routeChunks, serverPainted, session]).then(render, render);
else render();
