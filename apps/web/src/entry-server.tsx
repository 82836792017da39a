// The storefront's server rendering (Vite's SSR build: `vite build --ssr src/entry-server.tsx`): the
// same route table and components as the browser's app, rendered by React's streaming renderer as a
// whole document (app/document/document.tsx) with the API answers the page needs, which go into the page
// as TanStack Query's dehydrated state for the browser's hydrateRoot (main.tsx).
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { assetsFromManifest, Document, type DocumentAssets } from './app/document/document';
import { ShellBar } from './app/document/shell-bar';
import { Providers } from './app/providers';
import { AppRoutes, matchesFor } from './app/router';
import type { RouteHandle } from './app/routes';
import { setApiFetch } from './lib/api-client';
import { sessionKey } from './lib/session';

// The document alone, for scripts/bench-render.ts's floor (plain elements in the same document).
export { Document };

export interface RendererSettings {
  /** How the rendering asks the API (the server's own routes, not the network). */
  apiFetch: typeof fetch;
  /** Vite's manifest of the browser's build (`dist/.vite/manifest.json`): the files every page loads. */
  manifest: Parameters<typeof assetsFromManifest>[0];
  /** PUBLIC_URL's origin, for canonical and sharing links; never the request's Host. */
  origin: string | undefined;
}

let site: { assets: DocumentAssets; origin: string | undefined } | undefined;

/** Called once by the server before it renders anything. */
export function configure(settings: RendererSettings) {
  setApiFetch(settings.apiFetch);
  site = { assets: assetsFromManifest(settings.manifest), origin: settings.origin };
}

function configured() {
  if (!site) throw new Error('the renderer is not configured');
  return site;
}

const RENDER_TIMEOUT_MS = 10_000;

/**
 * The whole document, through React's stream, once every part is ready (a cold route's or widget's
 * chunk included): a rendered page is cached whole, works without JavaScript, and needs no inline
 * script to put late parts in place (the CSP allows none).
 */
export function renderDocument(element: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never split a part out to be put in place by a script later: every part goes in its place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        // A part that failed renders as its error boundary would; the page is still sent.
        if (process.env.NODE_ENV !== 'production') console.error(error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
  });
}

/** The route table's page at `pathname`, when the server renders it: its module's `page` and params. */
async function renderedRoute(pathname: string) {
  const match = matchesFor(pathname)?.at(-1);
  const handle = match?.route.handle as RouteHandle | undefined;
  if (!match || !handle?.rendered) return null;
  const { page } = await handle.preload();
  if (!page) throw new Error(`the rendered route ${match.route.path} exports no page`);
  return { page, params: match.params, path: match.route.path };
}

/**
 * The server-rendered page at `pathname` + `search` (`?…`): its cache key (its route and validated,
 * normalized parameters), or null for a page the browser renders.
 */
export async function storefrontPage(pathname: string, search: string): Promise<{ key: string } | null> {
  const route = await renderedRoute(pathname);
  const key = route?.page.key(route.params, search) ?? null;
  return route && key !== null ? { key: `${route.path} ${key}` } : null;
}

/** The storefront page at `url` (path and query) as a whole document, or null when the browser renders that page. */
export async function renderPage(url: string): Promise<{ status: number; html: Buffer } | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const route = await renderedRoute(pathname);
  if (!route || route.page.key(route.params, search) === null) return null;
  const { assets, origin } = configured();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  // Rendered for a guest: never a shopper's data in a page (it is cached and shared).
  client.setQueryData(sessionKey, null);
  const status = await route.page.load(client, route.params, search);
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] === 'public',
  });
  const html = await renderDocument(
    <Document assets={assets} head={route.page.head?.(client, route.params, { origin })} state={state}>
      <StrictMode>
        <StaticRouter location={`${pathname}${search}`}>
          <Providers client={client}>
            <AppRoutes />
          </Providers>
        </StaticRouter>
      </StrictMode>
    </Document>,
  );
  client.clear();
  return { status, html };
}

/** The document of the pages the browser renders (account, checkout, admin): the shop's bar, then the app. */
export function renderShell(): Promise<Buffer> {
  return renderDocument(
    <Document assets={configured().assets}>
      <ShellBar />
    </Document>,
  );
}
