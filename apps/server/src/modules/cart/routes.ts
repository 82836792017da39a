import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartQuantitySchema,
  CATALOG_MESSAGES,
  cartChangedResponseSchema,
  cartResponseSchema,
  MESSAGES,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { assertSelf } from '../../lib/access';
import { ok, replies } from '../../lib/responses';
import { addToCart, getCart, removeCartItem, updateCartItem } from './service';

const lineBody = (defaultQuantity?: number) =>
  z.object({
    userId: z.string().optional(),
    productId: z.uuid(CATALOG_MESSAGES.productNotFound),
    quantity:
      defaultQuantity === undefined ? cartQuantitySchema : cartQuantitySchema.default(defaultQuantity),
  });

export async function cartRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { access: 'customer' } as const;

  const changed = replies({ 200: cartChangedResponseSchema });

  r.post(
    '/api/shop/cart/add',
    { config: customer, schema: { body: lineBody(1), response: changed } },
    async (req) => {
      const user = assertSelf(req, req.body.userId);
      const data = await addToCart(db, user.id, req.body.productId, req.body.quantity);
      return { success: true, message: MESSAGES.toast.addedToCart, data };
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
    { config: customer, schema: { body: lineBody(), response: changed } },
    async (req) => {
      const user = assertSelf(req, req.body.userId);
      const data = await updateCartItem(db, user.id, req.body.productId, req.body.quantity);
      return { success: true, message: MESSAGES.toast.cartUpdated, data };
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
