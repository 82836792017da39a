import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUEST_MESSAGES,
  guestCodeRequestSchema,
  guestOrderGoneResponseSchema,
  guestOrderTokenSchema,
  messageResponseSchema,
  orderCancelledResponseSchema,
  orderLookupSchema,
  orderResponseSchema,
  shopperCancelBodySchema,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { ok, replies } from '../../lib/responses';
import type { GuestEmailCodes } from './guest-codes';
import { orderOfToken } from './guest-links';
import type { OrderLookup } from './order-lookup';
import type { OrderReads } from './order-reads';
import type { ShopperCancel } from './shopper-cancel';

export interface GuestOrderRoutesOptions {
  db: Db;
  orders: OrderReads;
  cancels: ShopperCancel;
  codes: GuestEmailCodes;
  lookup: OrderLookup;
}

/**
 * A guest's order without an account (issue 34): the code that proves her email before cash on
 * delivery, the order behind its link (details, cancel before dispatch), and the link sent again by
 * order number and email. Every answer about a token that opens nothing is one 404.
 */
export async function guestOrderRoutes(app: FastifyInstance, opts: GuestOrderRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guest = { access: 'public' } as const;
  const accepted = replies({ 202: messageResponseSchema });

  /** The order a link's token opens; a cancelled one shows nothing but that (410) and, elsewhere, its invoice. */
  async function openOrder(token: string, { cancelledToo = false } = {}) {
    const found = await orderOfToken(opts.db, token);
    if (!found) throw new HttpError(404, GUEST_MESSAGES.linkInvalid);
    const order = await opts.orders.ownOrder(found.userId, found.orderId);
    if (order.orderStatus === 'cancelled' && !cancelledToo)
      throw new HttpError(410, GUEST_MESSAGES.orderCancelled, { invoice: order.invoiceNumber !== null });
    return found;
  }

  r.post(
    '/api/shop/order/guest-code',
    { config: guest, schema: { body: guestCodeRequestSchema, response: accepted } },
    async (req, reply) => {
      await opts.codes.send(req.body.email);
      return reply.status(202).send({ success: true, message: GUEST_MESSAGES.codeSent });
    },
  );

  r.get(
    '/api/shop/order/guest/:token',
    {
      config: guest,
      schema: {
        params: z.object({ token: guestOrderTokenSchema }),
        response: replies({ 200: orderResponseSchema, 410: guestOrderGoneResponseSchema }),
      },
    },
    async (req, reply) => {
      reply.header('Referrer-Policy', 'no-referrer');
      const { orderId, userId } = await openOrder(req.params.token);
      return ok(await opts.orders.details(orderId, userId));
    },
  );

  r.post(
    '/api/shop/order/guest/cancel',
    {
      config: guest,
      schema: {
        body: shopperCancelBodySchema.unwrap().unwrap().extend({ token: guestOrderTokenSchema }),
        response: replies({ 200: orderCancelledResponseSchema }),
      },
    },
    async (req) => {
      const { orderId, userId } = await openOrder(req.body.token);
      return { success: true as const, ...(await opts.cancels.cancel(userId, orderId, req.body.reason)) };
    },
  );

  r.post(
    '/api/shop/order/lookup',
    { config: guest, schema: { body: orderLookupSchema, response: accepted } },
    async (req, reply) => {
      await opts.lookup.sendLink(req.body.orderNumber, req.body.email);
      return reply.status(202).send({ success: true, message: GUEST_MESSAGES.lookupSent });
    },
  );
}
