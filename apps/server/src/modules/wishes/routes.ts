import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageResponseSchema,
  stockAlertConfirmSchema,
  stockAlertRequestSchema,
  stockAlertResponseSchema,
  stockAlertStandingResponseSchema,
  WISHES,
  wishlistChangedResponseSchema,
  wishlistIdsResponseSchema,
  wishlistResponseSchema,
} from '@resham/shared';
import { currentUser } from '../../lib/access';
import { badRequest } from '../../lib/errors';
import { ok, replies } from '../../lib/responses';
import type { StockAlerts } from './stock-alerts';
import type { WishlistService } from './wishlist-service';

const M = WISHES.messages;
const ALERT_MESSAGES = {
  subscribed: M.alertSet,
  confirmSent: M.alertConfirmSent,
  pending: M.alertPending,
  limited: M.alertTooMany,
} as const;

/**
 * The wishlist (always the session's own: no user id is ever read from the request) and "Email me
 * when it's back" (a guest's email, confirmed by a link; a signed-in shopper's account email).
 */
export async function wishesRoutes(
  app: FastifyInstance,
  { wishlist, alerts }: { wishlist: WishlistService; alerts: StockAlerts },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { access: 'customer' } as const;
  const productParams = z.object({ productId: z.uuid(M.productNotFound) });

  r.get(
    '/api/shop/wishlist',
    { config: customer, schema: { response: replies({ 200: wishlistResponseSchema }) } },
    async (req) => ok(await wishlist.items(currentUser(req).id)),
  );
  r.get(
    '/api/shop/wishlist/ids',
    { config: customer, schema: { response: replies({ 200: wishlistIdsResponseSchema }) } },
    async (req) => ok(await wishlist.ids(currentUser(req).id)),
  );
  r.post(
    '/api/shop/wishlist/:productId',
    {
      config: customer,
      schema: { params: productParams, response: replies({ 200: wishlistChangedResponseSchema }) },
    },
    async (req) => ({
      success: true as const,
      message: M.saved,
      data: await wishlist.add(currentUser(req).id, req.params.productId),
    }),
  );
  r.delete(
    '/api/shop/wishlist/:productId',
    {
      config: customer,
      schema: { params: productParams, response: replies({ 200: wishlistChangedResponseSchema }) },
    },
    async (req) => ({
      success: true as const,
      message: M.removed,
      data: await wishlist.remove(currentUser(req).id, req.params.productId),
    }),
  );

  r.post(
    '/api/shop/stock-alerts',
    {
      config: { access: 'public', optionalUser: true },
      schema: { body: stockAlertRequestSchema, response: replies({ 200: stockAlertResponseSchema }) },
    },
    async (req) => {
      const user = req.user;
      if (!user && !req.body.email) throw badRequest('Please enter your email address.');
      const who = user ? { userId: user.id, email: user.email } : { email: req.body.email! };
      const { status } = await alerts.request(req.body.productId, who);
      return { success: true as const, message: ALERT_MESSAGES[status], data: { status } };
    },
  );
  // Issue 36: the sold-out page remembers a signed-in shopper's request.
  r.get(
    '/api/shop/stock-alerts/:productId',
    {
      config: customer,
      schema: { params: productParams, response: replies({ 200: stockAlertStandingResponseSchema }) },
    },
    async (req) => {
      const user = currentUser(req);
      const asked = await alerts.standing(req.params.productId, { userId: user.id, email: user.email });
      return { success: true as const, data: { asked } };
    },
  );
  r.post(
    '/api/shop/stock-alerts/confirm',
    {
      config: { access: 'public' },
      schema: { body: stockAlertConfirmSchema, response: replies({ 200: messageResponseSchema }) },
    },
    async (req) => {
      await alerts.confirm(req.body.token);
      return { success: true as const, message: M.alertConfirmed };
    },
  );
}
