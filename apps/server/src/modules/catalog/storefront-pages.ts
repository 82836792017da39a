import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptedEncoding, compressedOnce } from '../../lib/precompressed';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/errors';
import type { ResponseCache } from '../../lib/response-cache';
import type { StorefrontRenderer } from '../../lib/web-app';

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

/**
 * How the renderer asks the API: through the app itself (its validation, cache and limits), as the
 * guest whose request it is (per-client limits count the page's search against that client). It also
 * notes an API answer that failed on the server's side (5xx), which makes the page unavailable.
 */
export function renderingApi(app: FastifyInstance) {
  const caller = new AsyncLocalStorage<{ ip: string; failed: number }>();
  const apiFetch: typeof fetch = async (input, init) => {
    const store = caller.getStore();
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input as string),
      headers: { accept: 'application/json' },
      remoteAddress: store?.ip,
    });
    if (store && res.statusCode >= 500) store.failed = res.statusCode;
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
  /** Runs `work` with the API asked as the guest at `ip`. */
  const asGuest = <T>(ip: string, work: () => Promise<T>) => caller.run({ ip, failed: 0 }, work);
  /**
   * Renders with `render` (inside asGuest); throws UnavailablePage when an API answer it read failed,
   * so that such a page is never cached.
   */
  const rendered = async <T>(render: () => Promise<T>) => {
    const store = caller.getStore();
    const result = await render().catch((err: unknown) => {
      throw store?.failed ? new UnavailablePage(store.failed) : err;
    });
    if (store?.failed) throw new UnavailablePage(store.failed);
    return result;
  };
  return { apiFetch, asGuest, rendered };
}

export type RenderingApi = ReturnType<typeof renderingApi>;

/**
 * The storefront pages a guest lands on (the routes the web app's route table marks as rendered),
 * rendered on the server by the web app's own components (apps/web/src/entry-server.tsx). A page is a
 * guest's (no shopper's data: the account menu and the cart come after hydration), so it is cached
 * under the page's validated parameters, tagged with the API answers it was rendered from and cleared
 * when they change. Other /shop pages (account, checkout) get the app's shell to render in the browser.
 */
export async function storefrontPageRoutes(
  app: FastifyInstance,
  opts: {
    indexHtml: string | Buffer;
    sendIndex: (reply: FastifyReply, html?: string | Buffer, status?: number) => FastifyReply;
    renderer: StorefrontRenderer;
    api: RenderingApi;
    cache: ResponseCache;
  },
) {
  const { indexHtml, sendIndex, renderer, api, cache } = opts;

  async function render(url: string): Promise<Buffer> {
    const page = await api.rendered(() => renderer.renderPage(url));
    if (!page) throw new Error(`no storefront page at ${url}`);
    if (page.status !== 200) throw new UncachedPage(page.status, page.html);
    return page.html;
  }

  app.get('/shop/*', async (req, reply) => {
    const [pathname = '', query] = req.url.split('?', 2);
    const search = query ? `?${query}` : '';
    const page = await renderer.storefrontPage(pathname, search);
    if (!page) return sendIndex(reply);
    try {
      const { body, hit } = await api.asGuest(req.ip, () =>
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
