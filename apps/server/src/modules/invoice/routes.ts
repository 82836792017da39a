import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orderItems } from '../../db/schema';
import { assertSelf } from '../../lib/access';
import { HttpError } from '../../lib/errors';
import { binaryBody, replies } from '../../lib/responses';
import { ORDER_MESSAGES, type OrderService } from '../order/service';
import { buildInvoiceData } from './invoice-data';
import { renderInvoicePdf } from './render-invoice';

export const INVOICE_NOT_READY = ORDER_MESSAGES.invoiceNotReady;

/** The GST tax invoice of a paid order, as a PDF: for its owner, or for staff. */
export async function invoiceRoutes(
  app: FastifyInstance,
  opts: { db: Db; orders: OrderService; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = opts;
  const seller = {
    name: config.STORE_NAME,
    address: config.STORE_ADDRESS,
    state: config.STORE_STATE,
    gstin: config.SELLER_GSTIN,
    phone: config.STORE_PHONE,
    email: config.STORE_EMAIL,
  };

  r.post(
    '/api/shop/order/invoice/:orderId',
    {
      config: { access: 'customer' },
      schema: {
        params: z.object({ orderId: z.uuid(ORDER_MESSAGES.notFound) }),
        body: z.object({ userId: z.string().optional() }).loose().nullish(),
        // The PDF's bytes (sent as they are, never serialized); refusals are the usual JSON errors.
        response: replies({ 200: binaryBody('application/pdf') }),
      },
    },
    async (req, reply) => {
      const user = req.user!;
      const isStaff = user.role === 'admin';
      if (!isStaff) assertSelf(req, req.body?.userId);
      const order = isStaff
        ? await opts.orders.anyOrder(req.params.orderId)
        : await opts.orders.ownOrder(user.id, req.params.orderId);
      if (!order.invoiceNumber) throw new HttpError(409, INVOICE_NOT_READY);
      const items = await opts.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(orderItems.id);
      const buyer = await opts.orders.buyerOf(order.userId);
      const pdf = await renderInvoicePdf(buildInvoiceData(order, items, buyer, seller, config.HSN_CODES));
      return reply
        .header('Content-Disposition', `attachment; filename="invoice-${order.id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .type('application/pdf')
        .send(pdf);
    },
  );
}
