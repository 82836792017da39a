import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';
import { orderLinkEmail, type EmailContext } from '../../lib/mail/templates';
import type { RateCounter } from '../../lib/rate-limit';
import { mintOrderToken } from './guest-links';

const HOUR_MS = 3_600_000;
/** Order links emailed to one address an hour; further asks are answered alike and send nothing. */
export const LOOKUP_EMAILS_PER_HOUR = 3;

/**
 * "Find my order" for a guest (issue 34): her order number and email. The answer never says whether
 * they matched; a match gets a fresh link by email, to that address only, a few an hour.
 */
export class OrderLookup {
  /** Links being queued after the answer went out, awaited on close. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly counter: RateCounter,
    private readonly mail: { ctx: EmailContext; kick(): void },
    private readonly log: { error(obj: object, msg: string): void },
    private readonly perEmailPerHour = LOOKUP_EMAILS_PER_HOUR,
  ) {}

  /** Resolves once the links accepted so far are queued (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /**
   * The same reads for a match and a miss (a count, a lookup); a match's link is made and queued after
   * the answer, so the two take the same time.
   */
  async sendLink(orderNumber: number, email: string): Promise<void> {
    const key = `order-lookup:email:${email}`;
    const count = (await this.counter.hit([key], HOUR_MS)).get(key)!;
    const [order] = await this.db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.buyerEmail, email), eq(orders.guest, true)));
    if (!order || count.hits > this.perEmailPerHour) return;
    const work = this.queueLink(order, email).catch((err: unknown) =>
      this.log.error({ err }, 'order link email not queued'),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  private async queueLink(order: { id: string; orderNumber: number }, email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const token = await mintOrderToken(tx, order.id, null);
      const href = `${this.mail.ctx.publicUrl.replace(/\/+$/, '')}/shop/order/${token}`;
      await enqueueEmail(tx, { to: email, ...orderLinkEmail(order.orderNumber, href, this.mail.ctx) });
    });
    this.mail.kick();
  }
}
