import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/** What the web app's server build (apps/web/src/entry-server.tsx, in `dist/.ssr`) offers. */
export interface StorefrontRenderer {
  /** Once, before anything is rendered: how to ask the API, the built files (Vite's manifest), PUBLIC_URL's origin. */
  configure(settings: { apiFetch: typeof fetch; manifest: unknown; origin: string | undefined }): void;
  /** The storefront page at this path and query (its cache key), or null for a page the browser renders. */
  storefrontPage(pathname: string, search: string): Promise<{ key: string } | null>;
  /** Renders the page at `url` as a whole document, with its status; null for a page the browser renders. */
  renderPage(url: string): Promise<{ status: number; html: Buffer } | null>;
  /** The document of the pages the browser renders. */
  renderShell(): Promise<Buffer>;
}

export interface WebAppOptions {
  /** Runs before every page is sent (cookies a page load should carry). */
  beforePage?: (reply: FastifyReply) => void;
  /** How the renderer asks the API. */
  apiFetch: typeof fetch;
  /** PUBLIC_URL's origin (canonical and sharing links), or undefined. */
  origin: string | undefined;
}

/**
 * Serves the built React app: hashed assets cached for a year, pages never cached, and client routes
 * answered with the app's shell (SPA fallback): the document the server build renders, or the built
 * index.html without one. Returns the shell, its sender and the storefront's renderer (when built), or
 * null when the app has not been built.
 */
export async function registerWebApp(app: FastifyInstance, root: string, options: WebAppOptions) {
  const indexPath = path.join(root, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const rendererPath = path.join(root, '.ssr/entry-server.js');
  const renderer = fs.existsSync(rendererPath)
    ? ((await import(pathToFileURL(rendererPath).href)) as StorefrontRenderer)
    : null;
  let indexHtml: string | Buffer;
  if (renderer) {
    const manifest: unknown = JSON.parse(fs.readFileSync(path.join(root, '.vite/manifest.json'), 'utf8'));
    renderer.configure({ apiFetch: options.apiFetch, manifest, origin: options.origin });
    indexHtml = await renderer.renderShell();
  } else {
    indexHtml = fs.readFileSync(indexPath, 'utf8');
  }
  const beforePage = options.beforePage ?? (() => {});

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
