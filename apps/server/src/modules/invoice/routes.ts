import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GUEST_MESSAGES, guestOrderTokenSchema, ORDER_MESSAGES, RETURN_MESSAGES } from '@resham/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { orderOfToken } from '../order/guest-links';
import { assertSelf, currentUser, staffPowers } from '../../lib/access';
import { binaryBody, replies } from '../../lib/responses';
import { ReturnCreditNotes } from './return-credit-note';
import type { InvoiceService } from './service';

export { INVOICE_NOT_READY } from './service';

/**
 * The GST tax invoice of a paid order, the credit note of a credited one and a received return's, as
 * PDFs: for the order's owner, or for staff.
 */
export async function invoiceRoutes(app: FastifyInstance, opts: { invoices: InvoiceService; db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const orderPdf = (path: string, file: string, pdfOf: InvoiceService['pdfFor']) =>
    r.post(
      path,
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
        const staff = staffPowers(req);
        const user = staff ? currentUser(req) : assertSelf(req, req.body?.userId);
        const { pdf, order } = await pdfOf({ userId: user.id, staff }, req.params.orderId);
        return reply
          .header('Content-Disposition', `attachment; filename="${file}-${order.id}.pdf"`)
          .header('Cache-Control', 'private, no-store')
          .type('application/pdf')
          .send(pdf);
      },
    );

  // A guest's order (issue 34): the token of its link, in the body (never in an address the log keeps).
  const guestPdf = (path: string, file: string, pdfOf: InvoiceService['pdfFor']) =>
    r.post(
      path,
      {
        config: { access: 'public' },
        schema: {
          body: z.object({ token: guestOrderTokenSchema }),
          response: replies({ 200: binaryBody('application/pdf') }),
        },
      },
      async (req, reply) => {
        const found = await orderOfToken(opts.db, req.body.token);
        if (!found) throw notFound(GUEST_MESSAGES.linkInvalid);
        const { pdf, order } = await pdfOf({ userId: found.userId, staff: false }, found.orderId);
        return reply
          .header('Content-Disposition', `attachment; filename="${file}-${order.id}.pdf"`)
          .header('Cache-Control', 'private, no-store')
          .type('application/pdf')
          .send(pdf);
      },
    );

  orderPdf('/api/shop/order/invoice/:orderId', 'invoice', (reader, id) => opts.invoices.pdfFor(reader, id));
  guestPdf('/api/shop/order/guest/invoice', 'invoice', (reader, id) => opts.invoices.pdfFor(reader, id));
  guestPdf('/api/shop/order/guest/credit-note', 'credit-note', (reader, id) =>
    opts.invoices.creditNotePdfFor(reader, id),
  );
  orderPdf('/api/shop/order/credit-note/:orderId', 'credit-note', (reader, id) =>
    opts.invoices.creditNotePdfFor(reader, id),
  );

  // A return's credit note (issue 37): the return's shopper's, or any for staff (as the order's PDFs).
  const returnNotes = new ReturnCreditNotes(opts.db, opts.invoices);
  r.post(
    '/api/shop/order/return-credit-note/:returnId',
    {
      config: { access: 'customer' },
      schema: {
        params: z.object({ returnId: z.uuid(RETURN_MESSAGES.notFound) }),
        body: z.object({ userId: z.string().optional() }).loose().nullish(),
        response: replies({ 200: binaryBody('application/pdf') }),
      },
    },
    async (req, reply) => {
      const staff = staffPowers(req);
      const user = staff ? currentUser(req) : assertSelf(req, req.body?.userId);
      const { pdf, ret } = await returnNotes.pdfFor({ userId: user.id, staff }, req.params.returnId);
      return reply
        .header('Content-Disposition', `attachment; filename="credit-note-${ret.id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .type('application/pdf')
        .send(pdf);
    },
  );
}
