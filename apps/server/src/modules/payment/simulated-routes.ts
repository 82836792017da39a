import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, ORDER_MESSAGES, simulatedPayResponseSchema } from '@resham/shared';
import type { Db } from '../../db/client';
import { notFound, unauthorized } from '../../lib/errors';
import { GUEST_ORDER_COOKIE, orderOfToken } from '../order/guest-links';
import { replies } from '../../lib/responses';
import type { OrderReads } from '../order/order-reads';
import type { SimulatedGateway } from './simulated';

/**
 * The simulated payment window's back end: what Razorpay's checkout does on its own servers.
 * Pay authorizes and returns the three razorpay_* fields, signed as Razorpay signs them; only for the
 * signed-in shopper's own order (another's is a 404) while it awaits payment (else 409).
 */
export async function simulatedGatewayRoutes(
  app: FastifyInstance,
  { gateway, orders, db }: { gateway: SimulatedGateway; orders: OrderReads; db: Db },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/payments/simulated/pay',
    {
      // A guest pays the order whose cookie her checkout set, and no other (issue 34).
      config: { access: 'public', optionalUser: true },
      schema: {
        body: z.object({ order_id: z.string().regex(/^order_[A-Za-z0-9]{14}$/) }),
        response: replies({ 200: simulatedPayResponseSchema }),
      },
    },
    async (req) => {
      if (req.user) await orders.ownPayableByProviderOrder(req.user.id, req.body.order_id);
      else {
        const token = req.cookies[GUEST_ORDER_COOKIE];
        if (token === undefined) throw unauthorized(MESSAGES.auth.notSignedIn);
        const found = await orderOfToken(db, token);
        if (!found) throw notFound(ORDER_MESSAGES.notFound);
        const order = await orders.ownPayableByProviderOrder(found.userId, req.body.order_id);
        if (order.id !== found.orderId) throw notFound(ORDER_MESSAGES.notFound);
      }
      const result = await gateway.pay(req.body.order_id);
      if (!result) throw notFound(ORDER_MESSAGES.unknownProviderOrder);
      return { success: true as const, ...result };
    },
  );
}
