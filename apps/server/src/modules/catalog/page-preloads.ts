import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIMITS, pagePath } from '@resham/shared';
import { paintHomePage } from './home-page-shell';
import { paintListingPage } from './listing-page-shell';
import { escapeHtml } from './page-html';

/** A page's top painted by the server: tags for <head> (preloads, the data block) and HTML for #root. */
export interface PaintedPage {
  head: string;
  root: string;
}

/**
 * Pages whose largest paint waits for an API answer. The server asks its own API (the same route,
 * cache and schema a browser's call gets) and sends the answer in the HTML as a data block, with the
 * page's top painted from it and its largest image preloaded: the image is fetched with the HTML and
 * painted before the app's code has run, and the app adopts the answer instead of asking for it (see
 * apps/web/src/app/server-page.ts). When there is nothing to paint (no banners, no products) or the
 * call fails, the HTML only preloads the call, which the app's own fetch of the same URL (same
 * origin, credentials included, as lib/api-client.ts sends it) takes.
 * - /shop/home: the banner list (the banner is the page's largest paint).
 * - /shop/listing with nothing in its address: the first page of products, as the app asks for it
 *   (features/catalog/api/paged.ts: the default sort, page 1; pagePath is the one URL rule). A
 *   listing with filters or ?page=N asks for something else: it gets the plain page.
 */
const PAGES: {
  path: string;
  api: string;
  onlyWithoutQuery: boolean;
  paint: (answer: string) => PaintedPage | null;
}[] = [
  { path: '/shop/home', api: '/api/common/feature/get', onlyWithoutQuery: false, paint: paintHomePage },
  {
    path: '/shop/listing',
    api: pagePath(`/api/shop/products/get?sortBy=${LIMITS.defaultSort}`, 1),
    onlyWithoutQuery: true,
    paint: paintListingPage,
  },
];

const intoHead = (html: string, tags: string) => html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);

export function pagePreloadRoutes(
  app: FastifyInstance,
  opts: { indexHtml: string; sendIndex: (reply: FastifyReply, html?: string) => FastifyReply },
) {
  for (const { path, api, onlyWithoutQuery, paint } of PAGES) {
    const link = `<link rel="preload" as="fetch" href="${escapeHtml(api)}" crossorigin="use-credentials">`;
    const preloaded = intoHead(opts.indexHtml, link);
    /** The page painted from the API's answer, or null (the call failed, or nothing to paint). */
    const painted = async () => {
      const res = await app.inject({ method: 'GET', url: api });
      if (res.statusCode !== 200) return null;
      try {
        return paint(res.body);
      } catch (err) {
        app.log.error({ err, api }, 'could not paint the page from its API answer');
        return null;
      }
    };
    app.get(path, async (req, reply) => {
      if (onlyWithoutQuery && req.url.includes('?')) return opts.sendIndex(reply);
      const page = await painted();
      if (!page) return opts.sendIndex(reply, preloaded);
      // Function replacements: a replacement *string* would expand `$'` or `$&` in a banner's alt text
      // or a product's title into copies of the page.
      const html = intoHead(opts.indexHtml, page.head).replace(
        /<div id="root">/i,
        () => `<div id="root">${page.root}`,
      );
      return opts.sendIndex(reply, html);
    });
  }
}
