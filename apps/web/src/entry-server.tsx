// The storefront's server rendering (Vite's SSR build: `vite build --ssr src/entry-server.tsx`): the
// same components as the browser's app, rendered by react-dom/server with the API answers they need,
// which go into the page as TanStack Query's dehydrated state for the browser's hydrateRoot.
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { AppRoutes, matchesFor } from './app/router';
import type { RouteHandle } from './app/routes';
import { sessionKey } from './lib/session';

// setApiFetch says how the rendering asks the API (the server's own routes, not the network).
export { setApiFetch } from './lib/api-client';
/** React's public renderToString, as one part; also scripts/bench-render.ts's floor for plain elements. */
export const renderWholeHtml = (element: React.ReactNode): string[] => [renderToString(element)];

export interface RenderedPage {
  status: number;
  /** The HTML of #root, in parts (the stream's chunks, or renderToString's one string). */
  html: string[];
  /** Tags for <head>: React's preloads of the page's first images. */
  head: string;
  /** TanStack Query's dehydrated state. */
  state: DehydratedState;
}

const RENDER_TIMEOUT_MS = 10_000;

/** The whole page from React's stream, in its parts (waits for every lazy part: a cold route or widget). */
function renderToStream(element: React.ReactNode): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const parts: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        parts.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(parts);
        done();
      },
    });
    // Everything, lazy routes included, before a byte is sent: the page is cached whole, works without
    // JavaScript, and needs no inline script to put late parts in place (the CSP allows none).
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

/** A Suspense boundary React left for the browser to fill (`<!--$!-->`): a part that was not loaded yet. */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The page's HTML, in parts. Once a page's lazy parts have loaded (every page after the first of its
 * kind), the data is already in the client and nothing suspends, so React renders it in one synchronous
 * pass, without the stream's encoding of every piece to bytes: several times cheaper for a page of
 * cards. A part still loading (a cold server, a product's first video) makes React leave its boundary
 * to the browser (a marker React writes as one piece, so never cut between parts), or throw outside
 * one: that page is rendered again through the stream, which waits.
 */
async function renderHtml(element: React.ReactNode): Promise<string[]> {
  try {
    const parts = renderWholeHtml(element);
    if (!parts.some((part) => part.includes(CLIENT_RENDERED))) return parts;
  } catch {
    // suspended outside a boundary: the stream waits for it
  }
  return renderToStream(element);
}

export interface StorefrontPage {
  /** The page's cache key: its route and its validated, normalized parameters. */
  key: string;
  /** Puts the page's API answers into `client`; resolves with the page's HTTP status. */
  load: (client: QueryClient) => Promise<number>;
}

/**
 * The server-rendered page at `pathname` + `search` (`?…`), as the route table declares it (a route
 * whose handle has a `page`), or null for a page the browser renders.
 */
export async function storefrontPage(pathname: string, search: string): Promise<StorefrontPage | null> {
  const match = matchesFor(pathname)?.at(-1);
  const declared = (match?.route.handle as RouteHandle | undefined)?.page;
  if (!match || !declared) return null;
  const { page } = await declared();
  const key = page.key(match.params, search);
  if (key === null) return null;
  return { key: `${match.route.path} ${key}`, load: (client) => page.load(client, match.params, search) };
}

/** The storefront page at `url` (path and query), or null when the browser renders that page. */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const page = await storefrontPage(pathname, search);
  if (!page) return null;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  // Rendered for a guest: never a shopper's data in a page (it is cached and shared).
  client.setQueryData(sessionKey, null);
  const status = await page.load(client);
  const rendered = await renderHtml(
    <StrictMode>
      <StaticRouter location={`${pathname}${search}`}>
        <Providers client={client}>
          <AppRoutes />
        </Providers>
      </StaticRouter>
    </StrictMode>,
  );
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] === 'public',
  });
  client.clear();
  // React puts its preloads (the first images) before the page when it does not render the <head>:
  // a few hundred characters, all in the first part.
  const [first = '', ...rest] = rendered;
  const preloads = /^(?:<link [^>]*\/>)*/.exec(first)![0];
  return { status, head: preloads, html: [first.slice(preloads.length), ...rest], state };
}
