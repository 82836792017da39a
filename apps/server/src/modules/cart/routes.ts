import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CART_API_MESSAGES,
  cartQuantitySchema,
  CATALOG_MESSAGES,
  cartChangedResponseSchema,
  GUEST_CART_HINT_COOKIE,
  GUEST_CART_OWNER,
  cartResponseSchema,
  MESSAGES,
  type Cart,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { assertSelf } from '../../lib/access';
import { notFound, unauthorized } from '../../lib/errors';
import { ok, replies } from '../../lib/responses';
import { clearGuestCartCookies, GUEST_CART_COOKIE } from './guest-carts';
import { guestCartOpener, type GuestCartOpening } from './open-guest-cart';
import { addToCart, getCart, removeCartItem, updateCartItem } from './service';

const lineBody = (defaultQuantity?: number) =>
  z.object({
    userId: z.string().optional(),
    productId: z.uuid(CATALOG_MESSAGES.productNotFound),
    quantity:
      defaultQuantity === undefined ? cartQuantitySchema : cartQuantitySchema.default(defaultQuantity),
  });

export interface CartRoutesOptions extends GuestCartOpening {
  db: Db;
}

/** A guest's cart answers with no account's id in it. */
const asGuestCart = (cart: Cart): Cart => ({ ...cart, _id: GUEST_CART_OWNER, userId: GUEST_CART_OWNER });
const EMPTY_GUEST_CART: Cart = { _id: GUEST_CART_OWNER, userId: GUEST_CART_OWNER, items: [] };

/**
 * A change without a session that names an account (its userId) comes from a shopper whose session
 * ended (expired, signed out elsewhere): she is told to sign in, where her cart is, rather than given
 * a guest cart she did not ask for. A guest sends `guest` or no userId.
 */
function assertGuest(userId: string | undefined) {
  if (userId !== undefined && userId !== GUEST_CART_OWNER) throw unauthorized(MESSAGES.auth.notSignedIn);
}

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

  const openCart = guestCartOpener(opts);
  /** A guest's cart for an add; a userId naming an account first gets its 401 (assertGuest). */
  const openGuestCart = (req: FastifyRequest, reply: FastifyReply, userId: string | undefined) => {
    assertGuest(userId);
    return openCart(req, reply);
  };

  /** The guest's cart for a read or a removal: the cookie's, or none. */
  const guestShopper = (req: FastifyRequest) => guestCarts.shopperOf(req.cookies[GUEST_CART_COOKIE]);
  /** No cart: the line is not in it, answered as for a cart that lacks it (a userId naming an account: 401). */
  async function guestShopperOrNone(req: FastifyRequest, userId?: string): Promise<string> {
    assertGuest(userId);
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
        : asGuestCart(
            await addToCart(db, await openGuestCart(req, reply, req.body.userId), productId, quantity),
          );
      return { success: true, message: MESSAGES.toast.addedToCart, data };
    },
  );
  r.get(
    '/api/shop/cart/get/guest',
    { config: guestOnly, schema: { response: replies({ 200: cartResponseSchema }) } },
    async (req, reply) => {
      const shopper = await guestShopper(req);
      if (shopper) return ok(asGuestCart(await getCart(db, shopper)));
      // An expired or unknown cart: the app stops asking for it.
      if (req.cookies[GUEST_CART_COOKIE] !== undefined || req.cookies[GUEST_CART_HINT_COOKIE] !== undefined)
        clearGuestCartCookies(reply, opts.secureCookies);
      return ok(EMPTY_GUEST_CART);
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
        : asGuestCart(
            await updateCartItem(db, await guestShopperOrNone(req, req.body.userId), productId, quantity),
          );
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
