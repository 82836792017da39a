import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_MESSAGES, safeReturnTo } from '@resham/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { guestCartOpener, type GuestCartOpening } from './open-guest-cart';
import { addToCart } from './service';

/** Where a tap lands when the page it came from is not named (or not a page of the shop). */
const FALLBACK_PAGE = '/shop/listing';

/** A path of the shop as a Location header carries it: a Tamil search's words percent-encoded. */
function asLocation(path: string): string {
  const url = new URL(path, 'http://shop.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The server-rendered Add to cart is a plain HTML form posting here, so a tap made before the page's
 * JavaScript has hydrated it still adds the saree (once hydrated, the button adds through the API and the
 * form never submits). The shopper's cart — her account's, or a guest's as the cart API keeps it —
 * gets one more and she is sent back to the page she was on. Form bodies are parsed only inside this
 * plugin: every /api route still takes JSON alone.
 */
export async function cartFormRoutes(app: FastifyInstance, opts: GuestCartOpening & { db: Db }) {
  const { db } = opts;
  const openGuestCart = guestCartOpener(opts);
  await app.register(formBody, { bodyLimit: 4096 });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/shop/cart/add',
    {
      config: { access: 'public', optionalUser: true },
      schema: {
        body: z.object({
          productId: z.uuid(CATALOG_MESSAGES.productNotFound),
          returnTo: z.string().optional(),
        }),
      },
    },
    async (req, reply) => {
      const back = asLocation(safeReturnTo(req.body.returnTo) ?? FALLBACK_PAGE);
      const productId = req.body.productId.toLowerCase();
      try {
        await addToCart(db, req.user?.id ?? (await openGuestCart(req, reply)), productId, 1);
      } catch (error) {
        // Sold out, or gone since the page was drawn: she is back on the page, which shows it as it is.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      }
      return reply.redirect(back, 303);
    },
  );
}
