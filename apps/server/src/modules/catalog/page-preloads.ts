import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIMITS, pagePath } from '@resham/shared';
import { escapeHtml } from './product-page-shell';

/**
 * Pages whose largest paint waits for an API answer: the HTML asks for it with the page, where the app
 * would ask only once its code and the page's chunk are in. The app's own fetch of the same URL
 * (same origin, credentials included, as lib/api-client.ts sends it) takes the preloaded answer.
 * - /shop/home: the banner list (the banner is the page's largest paint).
 * - /shop/listing with nothing in its address: the first page of products, as the app asks for it
 *   (features/catalog/api/paged.ts: the default sort, page 1; pagePath is the one URL rule). A
 *   listing with filters or ?page=N asks for something else: it gets the plain page.
 */
const PRELOADS: { path: string; api: string; onlyWithoutQuery: boolean }[] = [
  { path: '/shop/home', api: '/api/common/feature/get', onlyWithoutQuery: false },
  {
    path: '/shop/listing',
    api: pagePath(`/api/shop/products/get?sortBy=${LIMITS.defaultSort}`, 1),
    onlyWithoutQuery: true,
  },
];

export function pagePreloadRoutes(
  app: FastifyInstance,
  opts: { indexHtml: string; sendIndex: (reply: FastifyReply, html?: string) => FastifyReply },
) {
  for (const { path, api, onlyWithoutQuery } of PRELOADS) {
    const link = `<link rel="preload" as="fetch" href="${escapeHtml(api)}" crossorigin="use-credentials">`;
    const html = opts.indexHtml.replace(/<\/head>/i, () => `  ${link}\n  </head>`);
    app.get(path, (req, reply) =>
      opts.sendIndex(reply, onlyWithoutQuery && req.url.includes('?') ? undefined : html),
    );
  }
}
