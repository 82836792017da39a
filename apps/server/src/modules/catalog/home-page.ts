import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The home page's banner list, asked for with the HTML: the banner (the page's largest paint) needs it,
 * and the app would only ask once its code and the home chunk are in. The app's own fetch of the same
 * URL (same-origin, credentials included, as lib/api-client.ts sends it) takes the preloaded answer.
 */
const BANNERS_PRELOAD =
  '<link rel="preload" as="fetch" href="/api/common/feature/get" crossorigin="use-credentials">';

export function homePageRoute(
  app: FastifyInstance,
  opts: { indexHtml: string; sendIndex: (reply: FastifyReply, html?: string) => FastifyReply },
) {
  const html = opts.indexHtml.replace(/<\/head>/i, () => `  ${BANNERS_PRELOAD}\n  </head>`);
  app.get('/shop/home', (_req, reply) => opts.sendIndex(reply, html));
}
