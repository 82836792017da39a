import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { SimulatedGateway } from './simulated';

/**
 * The simulated payment window's back end: what Razorpay's checkout does on its own servers.
 * Pay captures and returns the three razorpay_* fields, signed as Razorpay signs them.
 */
export async function simulatedGatewayRoutes(
  app: FastifyInstance,
  { gateway }: { gateway: SimulatedGateway },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/payments/simulated/pay',
    {
      config: { access: 'customer' },
      schema: { body: z.object({ order_id: z.string().regex(/^order_[A-Za-z0-9]{14}$/) }) },
    },
    async (req) => {
      const result = await gateway.pay(req.body.order_id);
      if (!result) throw notFound('Unknown payment order.');
      return { success: true, ...result };
    },
  );
}
