import { sql } from 'drizzle-orm';
import { WISHES } from '@resham/shared';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import { backInStockEmail, stockAlertConfirmEmail } from '../../lib/mail/stock-templates';
import type { EmailContext } from '../../lib/mail/templates';
import { hashAccountToken, newAccountToken } from '../auth/account-tokens';

const M = WISHES.messages;
/** Due requests one sweep takes (each gets its email in the sweep's transaction). */
const SWEEP_BATCH = 50;

interface Rows<T> {
  rows: T[];
}

/**
 * "Email me when it's back" (table stock_alerts). A request is made for an out-of-stock product;
 * when its stock rises from 0, the database trigger of migration search_wishlist marks the confirmed
 * requests due, in the transaction that raised it. `sweep` (every process, every few seconds) claims
 * due requests with `FOR UPDATE SKIP LOCKED`, ends each (`notified_at`) and queues its email in the
 * same transaction (dedupe key back-in-stock:{id}), so each request gets exactly one email whichever
 * process sends it.
 */
export class StockAlerts {
  constructor(
    private readonly db: Db,
    private readonly mail: { ctx: EmailContext; kick: () => void },
  ) {}

  async request(productId: string, who: { userId: string; email: string } | { email: string }) {
    const signedIn = 'userId' in who;
    const { token, tokenHash } = newAccountToken();
    const outcome = await this.db.transaction(async (tx) => {
      const [product] = (
        (await tx.execute(
          sql`select title, total_stock from products where id = ${productId} and deleted_at is null for share`,
        )) as unknown as Rows<{ title: string; total_stock: number }>
      ).rows;
      if (!product) throw notFound(M.productNotFound);
      if (product.total_stock > 0) throw new HttpError(409, M.inStock);
      // One open request per email and product: asking again confirms (signed in) or sends a new link.
      const [row] = (
        (await tx.execute(sql`
          insert into stock_alerts (product_id, user_id, email, token_hash, confirmed_at)
          values (${productId}, ${signedIn ? who.userId : null}, ${who.email},
                  ${signedIn ? null : tokenHash}, ${signedIn ? sql`now()` : null})
          on conflict (product_id, lower(email)) where notified_at is null do update set
            user_id = coalesce(stock_alerts.user_id, excluded.user_id),
            confirmed_at = coalesce(stock_alerts.confirmed_at, excluded.confirmed_at),
            token_hash = case when stock_alerts.confirmed_at is null and excluded.confirmed_at is null
                              then excluded.token_hash else null end,
            created_at = case when stock_alerts.confirmed_at is null then now() else stock_alerts.created_at end
          returning id, confirmed_at is not null as confirmed`)) as unknown as Rows<{
          id: string;
          confirmed: boolean;
        }>
      ).rows;
      if (signedIn) return { status: 'subscribed' as const };
      // A guest always hears "check your email": whether the address had confirmed before is not told.
      if (row!.confirmed) return { status: 'confirmSent' as const, sent: false };
      const email = stockAlertConfirmEmail(product.title, token, this.mail.ctx);
      await enqueueEmail(tx, { to: who.email, ...email, dedupeKey: `stock-alert-confirm:${tokenHash}` });
      return { status: 'confirmSent' as const, sent: true };
    });
    if ('sent' in outcome && outcome.sent) this.mail.kick();
    return { status: outcome.status };
  }

  /** A guest's link: confirms the request once, within its days; due at once if the product is back. */
  async confirm(token: string): Promise<void> {
    const { rows } = (await this.db.execute(sql`
      update stock_alerts a set confirmed_at = now(), token_hash = null,
        due_at = case when p.total_stock > 0 then now() else null end
      from products p
      where a.token_hash = ${hashAccountToken(token)} and a.confirmed_at is null and a.notified_at is null
        and a.created_at > now() - make_interval(days => ${WISHES.alertConfirmDays})
        and p.id = a.product_id and p.deleted_at is null
      returning a.id`)) as unknown as Rows<{ id: string }>;
    if (rows.length === 0) throw new HttpError(400, M.alertLinkInvalid);
    this.sweep().catch(() => {}); // a product already back: its email now, not at the next sweep
  }

  /** Sends the due requests' emails (see the class); answers how many were queued. */
  async sweep(): Promise<number> {
    const queued = await this.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`
        with due as (
          select a.id from stock_alerts a join products p on p.id = a.product_id
          where a.due_at is not null and a.notified_at is null and p.total_stock > 0 and p.deleted_at is null
          order by a.due_at limit ${SWEEP_BATCH}
          for update of a skip locked
        )
        update stock_alerts a set notified_at = now()
        from due, products p
        where a.id = due.id and p.id = a.product_id and a.notified_at is null
        returning a.id, a.email, p.id as product_id, p.title`)) as unknown as Rows<{
        id: string;
        email: string;
        product_id: string;
        title: string;
      }>;
      for (const r of rows) {
        const email = backInStockEmail(r.title, r.product_id, this.mail.ctx);
        await enqueueEmail(tx, { to: r.email, ...email, dedupeKey: `back-in-stock:${r.id}` });
      }
      return rows.length;
    });
    if (queued > 0) this.mail.kick();
    return queued;
  }
}
