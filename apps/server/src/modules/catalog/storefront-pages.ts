import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  mediaAt,
  paiseToRupees,
  PAGE_STATE_ID,
  priceWithTaxPaise,
  productUnitPricePaise,
  type Product,
} from '@resham/shared';
import { acceptedEncoding, compressedOnce } from '../../lib/precompressed';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/errors';
import type { ResponseCache } from '../../lib/response-cache';
import type { StorefrontRenderer } from '../../lib/web-app';
import { escapeHtml, safeJson } from './page-html';
import { pageTemplate } from './page-template';

/**
 * The product's <head> tags. `origin` is PUBLIC_URL's origin, or undefined: the request's Host is never
 * trusted (anyone can send any Host, and a cache in front would keep the forged page), so without
 * PUBLIC_URL there is no canonical or og:url, no og:image (Open Graph wants an absolute URL), and
 * JSON-LD uses paths relative to the page.
 */
function productHead(product: Product, origin: string | undefined, storeName: string): string {
  const base = origin ?? '';
  const url = `${base}/shop/product/${product._id}`;
  const image = origin && product.images[0] ? `${origin}${mediaAt(product.images[0], 800)}` : '';
  const description =
    product.description.length > 200 ? `${product.description.slice(0, 197)}…` : product.description;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: product.images.map((i) => `${base}${mediaAt(i, 1600)}`),
    category: product.category,
    url,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      // What the shopper pays a unit, tax included, as the listing shows it.
      price: paiseToRupees(priceWithTaxPaise(productUnitPricePaise(product))).toFixed(2),
      availability: product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageReview,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
  const title = `${product.title} | ${storeName}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    origin ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    `<meta property="og:type" content="product">`,
    `<meta property="og:site_name" content="${escapeHtml(storeName)}">`,
    `<meta property="og:title" content="${escapeHtml(product.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    origin ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    `<script type="application/ld+json">${safeJson(jsonLd)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** A rendered page that is not cached (an unknown product): its HTML travels in the error. */
class UncachedPage extends Error {
  constructor(
    readonly status: number,
    readonly html: Buffer,
  ) {
    super('uncached page');
  }
}

/**
 * A page one of whose API answers failed on the server's side (503 while PostgreSQL restarts): the
 * rendering would show an empty or error page as if it were the shop's, and the cache would keep it
 * for the next shoppers. It is answered 503 with Retry-After (the app's shell, which loads the page in
 * the browser) and never cached.
 */
class UnavailablePage extends Error {
  constructor(readonly apiStatus: number) {
    super('an API answer of the page failed');
  }
}

/** The product a product page was rendered from, found in its dehydrated state. */
function productIn(state: unknown): Product | undefined {
  const queries = (state as { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] }).queries ?? [];
  const query = queries.find((q) => q.queryKey[1] === 'products' && q.queryKey[2] === 'detail');
  return query?.state.data as Product | undefined;
}

/**
 * The storefront pages a guest lands on (home, listing, product, search, about and policies), rendered
 * on the server by the web app's own components (apps/web/src/entry-server.tsx) from the API's
 * answers, which travel in the page as TanStack Query's dehydrated state for hydrateRoot. The page is
 * a guest's (no shopper's data: the account menu and the cart come after hydration), so it is cached
 * like the API's answers, under the page's validated parameters, and cleared with them. Other /shop
 * pages (account, checkout) get the app to render in the browser. A product page's <head> carries its
 * title, description, Open Graph tags and JSON-LD so a shared link shows a preview.
 */
export async function storefrontPageRoutes(
  app: FastifyInstance,
  opts: {
    indexHtml: string;
    sendIndex: (reply: FastifyReply, html?: string | Buffer, status?: number) => FastifyReply;
    renderer: StorefrontRenderer | null;
    cache: ResponseCache;
    publicOrigin: string | undefined;
    storeName: string;
  },
) {
  const { indexHtml, sendIndex, renderer, cache } = opts;
  // index.html around #root: the <head>, the scripts after it. Without #root, no page is rendered.
  const template = pageTemplate(indexHtml);

  // The rendering asks the API through the app itself (its validation, cache and limits), as the
  // guest whose request it is (per-client limits count the page's search against that client).
  // It also notes an API answer that failed on the server's side (5xx), which makes the page unavailable.
  const caller = new AsyncLocalStorage<{ ip: string; failed: number }>();
  renderer?.setApiFetch(async (input, init) => {
    const store = caller.getStore();
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
      remoteAddress: store?.ip,
    });
    if (store && res.statusCode >= 500) store.failed = res.statusCode;
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  });

  async function render(url: string): Promise<Buffer> {
    const store = caller.getStore();
    const page = await renderer!.renderPage(url).catch((err: unknown) => {
      throw store?.failed ? new UnavailablePage(store.failed) : err;
    });
    if (store?.failed) throw new UnavailablePage(store.failed);
    if (!page) throw new Error(`no storefront page at ${url}`);
    const product = productIn(page.state);
    // React's preloads of the page's first images go before the app's script and stylesheet: the
    // browser asks for them in document order, and the largest image is what a guest waits to see.
    // Before them, the browser is asked not to paint until the page's data block (right after #root)
    // is parsed: the stylesheet is in the page, so a browser could otherwise paint a page cut off
    // mid-card (wherever the network or the parser paused) and move it as the rest arrives.
    const html = template!.page({
      tags: `<link rel="expect" href="#${PAGE_STATE_ID}" blocking="render">${page.head}`,
      productHead: product && productHead(product, opts.publicOrigin, opts.storeName),
      root: page.html,
      after: `\n    <script type="application/json" id="${PAGE_STATE_ID}">${safeJson(page.state)}</script>`,
    });
    if (page.status !== 200) throw new UncachedPage(page.status, html);
    return html;
  }

  app.get('/shop/*', async (req, reply) => {
    const [pathname = '', query] = req.url.split('?', 2);
    const search = query ? `?${query}` : '';
    // Without the web app's server build every page is rendered in the browser.
    if (!renderer || !template) return sendIndex(reply);
    const page = await renderer.storefrontPage(pathname, search);
    if (!page) return sendIndex(reply);
    try {
      const { body, hit } = await caller.run({ ip: req.ip, failed: 0 }, () =>
        cache.entry(page.key, () => render(`${pathname}${search}`)),
      );
      reply.header('x-cache', hit ? 'hit' : 'miss');
      // Compressed here, once per cached page (compress leaves an answer that says its encoding alone).
      const encoding =
        req.headers['x-no-compression'] === undefined
          ? acceptedEncoding(req.headers['accept-encoding'])
          : null;
      if (!encoding) return sendIndex(reply, body);
      reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return sendIndex(reply, compressedOnce(body, encoding));
    } catch (err) {
      if (err instanceof UncachedPage) return sendIndex(reply, err.html, err.status);
      if (err instanceof UnavailablePage) {
        req.log.warn({ url: req.url, apiStatus: err.apiStatus }, 'storefront page unavailable; answered 503');
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendIndex(reply, indexHtml, 503);
      }
      req.log.error({ err, url: req.url }, 'could not render the storefront page');
      return sendIndex(reply);
    }
  });
}
