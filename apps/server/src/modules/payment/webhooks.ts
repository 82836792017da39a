import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { recordWebhookEvent, type OrderPayments } from '../order/payments';

const CONFIRMING_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);

export interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; status?: string } };
    order?: { entity?: { id?: string } };
  };
}

/**
 * Applies verified Razorpay webhook events: payment.authorized, payment.captured and order.paid confirm
 * through the same idempotent path as checkout (an authorized payment is captured there, only if its
 * order can still be confirmed). An event is applied once: its id is recorded in the transaction that
 * confirms the payment, or on its own once the event has been handled otherwise.
 */
export class Webhooks {
  constructor(
    private readonly db: Db,
    private readonly payments: OrderPayments,
  ) {}

  /** Answers whether the event was a replay of one already handled. */
  async handle(eventId: string, body: WebhookBody, log: FastifyBaseLogger): Promise<{ duplicate: boolean }> {
    if (eventId && (await this.seen(eventId))) return { duplicate: true };
    const payment = body.payload?.payment?.entity;
    if (CONFIRMING_EVENTS.has(body.event ?? '') && payment?.id) {
      const providerOrderId = payment.order_id ?? body.payload?.order?.entity?.id;
      if (providerOrderId) {
        try {
          const { replay } = await this.payments.confirmWebhookPayment(providerOrderId, payment.id, eventId);
          // The same event delivered twice at once: the second found it recorded under the order's lock.
          if (replay) return { duplicate: true };
        } catch (err) {
          // An order that is not ours (404) is acknowledged so Razorpay stops retrying; anything else is retried.
          if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
          log.warn({ event: body.event, message: err.message }, 'webhook not applied');
        }
      }
    } else if (body.event === 'payment.failed') {
      log.info({ providerOrderId: payment?.order_id }, 'payment failed; the order stays pending for a retry');
    }
    // Recorded already when the confirming transaction ran; otherwise now.
    if (eventId) await recordWebhookEvent(this.db, eventId);
    return { duplicate: false };
  }

  private async seen(eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ eventId: webhookEvents.eventId })
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, eventId));
    return !!row;
  }
}
