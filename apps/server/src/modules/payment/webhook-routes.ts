import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { webhookAckResponseSchema } from '@resham/shared';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { replies } from '../../lib/responses';
import type { OrderPayments } from '../order/payments';
import { signatureMatches } from './signature';

const CONFIRMING_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; status?: string } };
    order?: { entity?: { id?: string } };
  };
}

/**
 * Razorpay webhooks: X-Razorpay-Signature over the raw body with RAZORPAY_WEBHOOK_SECRET, de-duplicated
 * by event id; payment.authorized, payment.captured and order.paid confirm through the same idempotent
 * path as checkout (an authorized payment is captured there, only if its order can still be confirmed).
 */
export async function webhookRoutes(
  app: FastifyInstance,
  opts: { db: Db; payments: OrderPayments; secret: string | undefined },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: replies({ 200: webhookAckResponseSchema }) };
  r.post('/api/webhooks/razorpay', { config: { access: 'public' }, schema }, async (req, reply) => {
    if (!opts.secret) throw new HttpError(503, 'Webhooks are not configured.');
    const raw = req.body;
    if (!Buffer.isBuffer(raw)) throw new HttpError(400, 'Expected a JSON body.');
    if (!signatureMatches(opts.secret, raw, req.headers['x-razorpay-signature'])) {
      throw new HttpError(401, 'Invalid webhook signature.');
    }
    let body: WebhookBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as WebhookBody;
    } catch {
      throw new HttpError(400, 'Invalid JSON.');
    }
    const eventId = String(req.headers['x-razorpay-event-id'] ?? '');
    if (eventId) {
      const [seen] = await opts.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
      if (seen) return reply.send({ success: true as const, duplicate: true });
    }
    const payment = body.payload?.payment?.entity;
    if (CONFIRMING_EVENTS.has(body.event ?? '') && payment?.id) {
      const providerOrderId = payment.order_id ?? body.payload?.order?.entity?.id;
      if (providerOrderId) {
        try {
          await opts.payments.confirmPayment(providerOrderId, payment.id);
        } catch (err) {
          // An order that is not ours (404) is acknowledged so Razorpay stops retrying; anything else is retried.
          if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
          req.log.warn({ event: body.event, message: err.message }, 'webhook not applied');
        }
      }
    } else if (body.event === 'payment.failed') {
      req.log.info(
        { providerOrderId: payment?.order_id },
        'payment failed; the order stays pending for a retry',
      );
    }
    if (eventId) await opts.db.insert(webhookEvents).values({ eventId }).onConflictDoNothing();
    return reply.send({ success: true as const });
  });
}
