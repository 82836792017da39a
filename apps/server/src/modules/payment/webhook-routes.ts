import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookAckResponseSchema } from '@resham/shared';
import { HttpError } from '../../lib/errors';
import { replies } from '../../lib/responses';
import { signatureMatches } from './signature';
import type { WebhookBody, Webhooks } from './webhooks';

/**
 * Razorpay webhooks: X-Razorpay-Signature over the raw body with RAZORPAY_WEBHOOK_SECRET; the event is
 * applied by the webhook service (once per X-Razorpay-Event-Id). A replay is answered 200 and changes nothing.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  opts: { webhooks: Webhooks; secret: string | undefined },
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
    if (typeof body !== 'object' || body === null) throw new HttpError(400, 'Invalid JSON.');
    const eventId = String(req.headers['x-razorpay-event-id'] ?? '');
    const { duplicate } = await opts.webhooks.handle(eventId, body, req.log);
    return reply.send(duplicate ? { success: true as const, duplicate: true } : { success: true as const });
  });
}
