import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizeIP } from '@fastify/rate-limit';
import { z } from 'zod';
import {
  CART_API_MESSAGES,
  cartQuantitySchema,
  CATALOG_MESSAGES,
  cartChangedResponseSchema,
  cartResponseSchema,
  MESSAGES,
  type Cart,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { assertSelf } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { RetryLaterError, type RateCounter } from '../../lib/rate-limit';
import { ok, replies } from '../../lib/responses';
import { GUEST_CART_COOKIE, GUEST_CART_DAYS, type GuestCarts } from './guest-carts';
import { addToCart, getCart, removeCartItem, updateCartItem } from './service';

const lineBody = (defaultQuantity?: number) =>
  z.object({
    userId: z.string().optional(),
    productId: z.uuid(CATALOG_MESSAGES.productNotFound),
    quantity:
      defaultQuantity === undefined ? cartQuantitySchema : cartQuantitySchema.default(defaultQuantity),
  });

/** New guest carts an hour per client address: each is a row and a stand-in buyer. */
export const NEW_GUEST_CARTS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

export interface CartRoutesOptions {
  db: Db;
  guestCarts: GuestCarts;
  counter: RateCounter;
  secureCookies: boolean;
  /** RATE_LIMIT_SCALE applied. */
  newCartsPerHour: number;
}

/** A guest's cart answers with no account's id in it. */
const asGuestCart = (cart: Cart): Cart => ({ ...cart, _id: 'guest', userId: 'guest' });
const EMPTY_GUEST_CART: Cart = { _id: 'guest', userId: 'guest', items: [] };

/**
 * The cart. A signed-in shopper's routes and fields are the spec's; without a session the same add and
 * update, `GET /api/shop/cart/get/guest` and `DELETE /api/shop/cart/guest/:productId` work on the cart
 * the `resham_cart` cookie names (issue 34). A userId a guest sends is ignored: she has none.
 */
export async function cartRoutes(app: FastifyInstance, opts: CartRoutesOptions) {
  const { db, guestCarts } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { access: 'customer' } as const;
  const shopperOrGuest = { access: 'public', optionalUser: true } as const;
  const guestOnly = { access: 'public' } as const;
  const changed = replies({ 200: cartChangedResponseSchema });
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secureCookies,
    maxAge: GUEST_CART_DAYS * 24 * 60 * 60,
  } as const;

  /** The guest's cart for a change: the cookie's, its 30 days begun again, or a new one (limited per address). */
  async function openGuestCart(req: FastifyRequest, reply: FastifyReply): Promise<string> {
    const token = req.cookies[GUEST_CART_COOKIE];
    const known = await guestCarts.shopperOf(token);
    if (!known) {
      const key = `guest-cart:address:${normalizeIP(req.ip)}`;
      const count = (await opts.counter.hit([key], HOUR_MS)).get(key)!;
      if (count.hits > opts.newCartsPerHour) {
        const seconds = Math.max(1, Math.ceil(count.ttlMs / 1000));
        throw new RetryLaterError(429, MESSAGES.auth.tooManyRequests(seconds), seconds);
      }
    }
    const opened = await guestCarts.open(token);
    reply.setCookie(GUEST_CART_COOKIE, opened.token ?? token!, cookieOptions);
    return opened.shopperId;
  }

  /** The guest's cart for a read or a removal: the cookie's, or none. */
  const guestShopper = (req: FastifyRequest) => guestCarts.shopperOf(req.cookies[GUEST_CART_COOKIE]);
  /** No cart: the line is not in it, answered as for a cart that lacks it. */
  async function guestShopperOrNone(req: FastifyRequest): Promise<string> {
    const shopper = await guestShopper(req);
    if (!shopper) throw notFound(CART_API_MESSAGES.notInCart);
    return shopper;
  }

  r.post(
    '/api/shop/cart/add',
    { config: shopperOrGuest, schema: { body: lineBody(1), response: changed } },
    async (req, reply) => {
      const { productId, quantity } = req.body;
      const data = req.user
        ? await addToCart(db, assertSelf(req, req.body.userId).id, productId, quantity)
        : asGuestCart(await addToCart(db, await openGuestCart(req, reply), productId, quantity));
      return { success: true, message: MESSAGES.toast.addedToCart, data };
    },
  );
  r.get(
    '/api/shop/cart/get/guest',
    { config: guestOnly, schema: { response: replies({ 200: cartResponseSchema }) } },
    async (req) => {
      const shopper = await guestShopper(req);
      return ok(shopper ? asGuestCart(await getCart(db, shopper)) : EMPTY_GUEST_CART);
    },
  );
  r.get(
    '/api/shop/cart/get/:userId',
    {
      config: customer,
      schema: { params: z.object({ userId: z.string() }), response: replies({ 200: cartResponseSchema }) },
    },
    async (req) => {
      const user = assertSelf(req, req.params.userId);
      return ok(await getCart(db, user.id));
    },
  );
  r.put(
    '/api/shop/cart/update-cart',
    { config: shopperOrGuest, schema: { body: lineBody(), response: changed } },
    async (req) => {
      const { productId, quantity } = req.body;
      const data = req.user
        ? await updateCartItem(db, assertSelf(req, req.body.userId).id, productId, quantity)
        : asGuestCart(await updateCartItem(db, await guestShopperOrNone(req), productId, quantity));
      return { success: true, message: MESSAGES.toast.cartUpdated, data };
    },
  );
  r.delete(
    '/api/shop/cart/guest/:productId',
    {
      config: guestOnly,
      schema: {
        params: z.object({ productId: z.uuid(CATALOG_MESSAGES.productNotFound) }),
        response: changed,
      },
    },
    async (req) => {
      const data = asGuestCart(await removeCartItem(db, await guestShopperOrNone(req), req.params.productId));
      return { success: true, message: MESSAGES.toast.cartDeleted, data };
    },
  );
  r.delete(
    '/api/shop/cart/:userId/:productId',
    {
      config: customer,
      schema: {
        params: z.object({ userId: z.string(), productId: z.uuid(CATALOG_MESSAGES.productNotFound) }),
        response: changed,
      },
    },
    async (req) => {
      const user = assertSelf(req, req.params.userId);
      const data = await removeCartItem(db, user.id, req.params.productId);
      return { success: true, message: MESSAGES.toast.cartDeleted, data };
    },
  );
}
