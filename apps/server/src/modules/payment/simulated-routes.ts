import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_MESSAGES, simulatedPayResponseSchema } from '@resham/shared';
import { currentUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
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
  { gateway, orders }: { gateway: SimulatedGateway; orders: OrderReads },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/payments/simulated/pay',
    {
      config: { access: 'customer' },
      schema: {
        body: z.object({ order_id: z.string().regex(/^order_[A-Za-z0-9]{14}$/) }),
        response: replies({ 200: simulatedPayResponseSchema }),
      },
    },
    async (req) => {
      await orders.ownPayableByProviderOrder(currentUser(req).id, req.body.order_id);
      const result = await gateway.pay(req.body.order_id);
      if (!result) throw notFound(ORDER_MESSAGES.unknownProviderOrder);
      return { success: true as const, ...result };
    },
  );
}
