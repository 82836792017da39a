import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_MESSAGES } from '@resham/shared';
import { HttpError } from '../../lib/errors';
import { binaryBody, replies } from '../../lib/responses';
import type { OrderReads } from '../order/order-reads';
import { buildLabelData, type LabelSender } from './label-data';
import { renderLabelPdf } from './render-label';

export const LABEL_NOT_READY = 'The shipping label is available once the order is confirmed.';

/** GET /api/admin/orders/label/{id}: the order's 4 × 6 inch shipping label, a PDF (staff only). */
export async function shippingLabelRoutes(
  app: FastifyInstance,
  opts: { orders: OrderReads; sender: LabelSender },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/orders/label/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: z.object({ id: z.uuid(ORDER_MESSAGES.notFound) }),
        response: replies({ 200: binaryBody('application/pdf') }),
      },
    },
    async (req, reply) => {
      const order = await opts.orders.anyOrder(req.params.id);
      // Paid, or a cash-on-delivery order placed: only those are packed.
      if (!order.invoiceNumber) throw new HttpError(409, LABEL_NOT_READY);
      const pdf = await renderLabelPdf(buildLabelData(order, await opts.orders.items(order.id), opts.sender));
      return reply
        .header('Content-Disposition', `attachment; filename="label-${order.orderNumber}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .type('application/pdf')
        .send(pdf);
    },
  );
}
