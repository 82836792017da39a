import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveryEstimateQuerySchema, deliveryEstimateResponseSchema } from '@resham/shared';
import { ok, replies } from '../../lib/responses';
import { estimateDelivery, type DeliverySettings } from './delivery-estimate';

/**
 * GET /api/shop/delivery-estimate?pincode=NNNNNN: when a parcel ordered now would arrive, and whether
 * cash on delivery is offered there. Computed from settings and the clock (no database), so it has no
 * rate limit of its own, like the other public reads; cached for 5 minutes (a cut-off passed within
 * them shows the earlier promise a little longer).
 */
export async function deliveryRoutes(app: FastifyInstance, opts: { settings: DeliverySettings }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/shop/delivery-estimate',
    {
      config: { access: 'public' },
      schema: {
        querystring: deliveryEstimateQuerySchema,
        response: replies({ 200: deliveryEstimateResponseSchema }),
      },
    },
    async (req, reply) => {
      const estimate = estimateDelivery(req.query.pincode, new Date(), opts.settings);
      reply.header('Cache-Control', 'public, max-age=300');
      return ok(estimate);
    },
  );
}
