import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIMITS, LISTING_PAGE } from '@resham/shared';

/**
 * The plain listing's first page of products, asked for with the HTML: the first card's image (the
 * page's largest paint) needs it, and the app would only ask once its code and the listing chunk are
 * in. The URL is the one the app asks for first (features/catalog/api/paged.ts: the default sort, page
 * 1 of LISTING_PAGE.defaultSize) and is sent as lib/api-client.ts sends it (same origin, credentials),
 * so the app's fetch takes the preloaded answer. A listing with filters in its address (or ?page=N)
 * asks for something else: it gets the plain page.
 */
export const LISTING_FIRST_PAGE = `/api/shop/products/get?sortBy=${LIMITS.defaultSort}&page=1&pageSize=${LISTING_PAGE.defaultSize}`;

export function listingPageRoute(
  app: FastifyInstance,
  opts: { indexHtml: string; sendIndex: (reply: FastifyReply, html?: string) => FastifyReply },
) {
  const preload = `<link rel="preload" as="fetch" href="${LISTING_FIRST_PAGE.replace(/&/g, '&amp;')}" crossorigin="use-credentials">`;
  const html = opts.indexHtml.replace(/<\/head>/i, () => `  ${preload}\n  </head>`);
  app.get('/shop/listing', (req, reply) => opts.sendIndex(reply, req.url.includes('?') ? undefined : html));
}
