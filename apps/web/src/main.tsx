import { StrictMode } from 'react';
import { BANNERS_DATA_ID, LISTING_DATA_ID, PRODUCT_DATA_ID } from '@resham/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { prefetchOnIntent } from './app/prefetch-on-intent';
import { preloadRoute } from './app/routes';
import { sessionQuery } from './lib/session';
import './index.css';

// A page the server painted (a product, the home page, the plain listing) comes with the API's answer
// it needs as data, read by a module loaded for that page only.
const has = (id: string) => document.getElementById(id) !== null;
const adopter = has(PRODUCT_DATA_ID)
  ? import('./app/server-page')
  : has(BANNERS_DATA_ID)
    ? import('./app/server-home')
    : has(LISTING_DATA_ID)
      ? import('./app/server-listing')
      : null;
const serverPainted = adopter?.then((m) => m.adoptServerPage(queryClient));
// Start the session check and the first route's chunks together, before React renders; on a painted
// page the chunks run once the data is in the cache (the home page's chunk asks for its banners when
// it runs).
const session = queryClient.prefetchQuery(sessionQuery);
const path = window.location.pathname;
const routeChunks = serverPainted
  ? serverPainted.then(
      () => preloadRoute(path),
      () => preloadRoute(path),
    )
  : preloadRoute(path);
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
