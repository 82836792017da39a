import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ORDER_MESSAGES,
  adminOrderPageResponseSchema,
  adminOrderResponseSchema,
  messageResponseSchema,
  ORDER_MESSAGES,
  ORDER_NUMBER_MESSAGES,
  ORDER_STATUSES,
  parseOrderNumber,
  shipmentFieldsSchema,
} from '@resham/shared';
import { currentUser } from '../../lib/access';
import { ok, replies } from '../../lib/responses';
import type { AdminOrderService } from './admin-service';

export async function adminOrderRoutes(app: FastifyInstance, { admin }: { admin: AdminOrderService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' } as const;
  const idParams = z.object({ id: z.uuid(ORDER_MESSAGES.notFound) });

  r.get(
    '/api/admin/orders/get',
    {
      config,
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).catch(20).default(20),
          status: z.enum(ORDER_STATUSES).optional().catch(undefined),
          q: z.string().max(100).optional(),
          /** '1001' or '#1001' (the number people read aloud); anything else is a 400. */
          orderNumber: z
            .string()
            .max(20, ORDER_NUMBER_MESSAGES.invalid)
            .transform((text, ctx) => {
              const n = parseOrderNumber(text);
              if (n === null) ctx.addIssue({ code: 'custom', message: ORDER_NUMBER_MESSAGES.invalid });
              return n ?? z.NEVER;
            })
            .optional(),
        }),
        response: replies({ 200: adminOrderPageResponseSchema }),
      },
    },
    async (req) => ({ success: true as const, ...(await admin.list(req.query)) }),
  );
  r.get(
    '/api/admin/orders/details/:id',
    { config, schema: { params: idParams, response: replies({ 200: adminOrderResponseSchema }) } },
    async (req) => ok(await admin.details(req.params.id)),
  );
  r.put(
    '/api/admin/orders/update/:id',
    {
      config,
      schema: {
        params: idParams,
        body: shipmentFieldsSchema.extend({
          orderStatus: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.invalidStatus }),
        }),
        response: replies({ 200: messageResponseSchema }),
      },
    },
    async (req) => ({
      success: true as const,
      ...(await admin.updateStatus(req.params.id, req.body.orderStatus, currentUser(req), req.body)),
    }),
  );
}
