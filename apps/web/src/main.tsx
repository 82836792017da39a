import { StrictMode } from 'react';
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
void queryClient.prefetchQuery(sessionQuery);
preloadRoute(window.location.pathname);
prefetchOnIntent();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

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
