import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/** What the web app's server build (apps/web/src/entry-server.tsx, in `dist/.ssr`) offers. */
export interface StorefrontRenderer {
  /** The storefront page at this path and query (its cache key), or null for a page the browser renders. */
  storefrontPage(pathname: string, search: string): Promise<{ key: string } | null>;
  /** Renders the page at `url`: its status, tags for <head>, the HTML of #root (in parts) and TanStack Query's dehydrated state. */
  renderPage(url: string): Promise<{ status: number; head: string; html: string[]; state: unknown } | null>;
  /** How the rendering asks the API. */
  setApiFetch(fetcher: typeof fetch): void;
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached,
 * and client routes answered with index.html (SPA fallback). Returns index.html, its sender and the
 * storefront's server renderer (when built), or null when the app has not been built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root = WEB_DIST,
  /** Runs before every page is sent (cookies a page load should carry). */
  beforePage: (reply: FastifyReply) => void = () => {},
) {
  const indexPath = path.join(root, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  const rendererPath = path.join(root, '.ssr/entry-server.js');
  const renderer = fs.existsSync(rendererPath)
    ? ((await import(pathToFileURL(rendererPath).href)) as StorefrontRenderer)
    : null;

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const sendIndex = (reply: FastifyReply, html: string | Buffer = indexHtml, status = 200) => {
    beforePage(reply);
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  return { indexHtml, sendIndex, renderer };
}
