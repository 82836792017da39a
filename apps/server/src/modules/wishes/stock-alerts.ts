import { sql } from 'drizzle-orm';
import { WISHES, type StockAlertResponse } from '@resham/shared';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import { hitInTransaction } from '../../lib/rate-limit';
import { backInStockEmail, stockAlertConfirmEmail } from '../../lib/mail/stock-templates';
import type { EmailContext } from '../../lib/mail/templates';
import { hashAccountToken, newAccountToken } from '../auth/account-tokens';
import { lockLiveAccount } from '../account/live-account';

const M = WISHES.messages;
/** Due requests one sweep takes (each gets its email in the sweep's transaction). */
const SWEEP_BATCH = 50;

const DAY_MS = 24 * 60 * 60_000;

interface Rows<T> {
  rows: T[];
}

type RequestOutcome = { status: StockAlertResponse['data']['status']; sent?: boolean };

/** The inbox's confirmations for the day are spent: the request rolls back, nothing is sent. */
class InboxFull extends Error {}

/**
 * The inbox an address delivers to, for counting its emails: tags (`name+tag@`) and, at Gmail, dots
 * reach the same inbox, so they do not make a new one.
 */
export function inboxKey(email: string): string {
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at).toLowerCase().split('+')[0]!;
  let domain = email.slice(at + 1).toLowerCase();
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
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

  /**
   * Whether this account's "email me" request for the product stands (confirmed, not yet sent): the
   * sold-out page says so instead of offering the button again (issue 36). By the open-request index.
   */
  async standing(productId: string, user: { userId: string; email: string }): Promise<boolean> {
    const { rows } = (await this.db.execute(sql`
      select 1 from stock_alerts
      where product_id = ${productId} and lower(email) = lower(${user.email}) and notified_at is null
        and user_id = ${user.userId} and confirmed_at is not null`)) as unknown as Rows<{
      '?column?': number;
    }>;
    return rows.length > 0;
  }

  async request(productId: string, who: { userId: string; email: string } | { email: string }) {
    const { token, tokenHash } = newAccountToken();
    let outcome: RequestOutcome;
    try {
      outcome = await this.db.transaction(async (tx) => {
        const [product] = (
          (await tx.execute(
            sql`select title, total_stock from products where id = ${productId} and deleted_at is null for share`,
          )) as unknown as Rows<{ title: string; total_stock: number }>
        ).rows;
        if (!product) throw notFound(M.productNotFound);
        if (product.total_stock > 0) throw new HttpError(409, M.inStock);
        if ('userId' in who) {
          // The request attaches to the account: none lands after the account's deletion.
          await lockLiveAccount(tx, who.userId);
          // One open request per email and product: the account's asks are confirmed at once. A
          // guest's request for the same address becomes the account's only once the account has
          // proved the address: anyone can register someone else's email.
          const { rows: mine } = (await tx.execute(sql`
            insert into stock_alerts (product_id, user_id, email, token_hash, confirmed_at)
            values (${productId}, ${who.userId}, ${who.email}, null, now())
            on conflict (product_id, lower(email)) where notified_at is null do update set
              user_id = coalesce(stock_alerts.user_id, excluded.user_id),
              confirmed_at = coalesce(stock_alerts.confirmed_at, excluded.confirmed_at),
              token_hash = null
            where stock_alerts.user_id = excluded.user_id
              or (select email_verified from users where id = ${who.userId})
            returning id`)) as unknown as Rows<{ id: string }>;
          if (mine.length > 0) return { status: 'subscribed' };
          // An unverified account on an address a guest asked for is answered as that guest would be.
        }
        return this.guestRequest(tx, productId, product.title, who.email, token, tokenHash);
      });
    } catch (err) {
      if (!(err instanceof InboxFull)) throw err;
      outcome = { status: 'limited' };
    }
    if (outcome.sent) this.mail.kick();
    return { status: outcome.status };
  }

  /**
   * A guest's request: a new one (or one whose link has lapsed) gets a link by email, within the
   * inbox's daily number; one whose link still works gets no second email, and is answered as pending.
   */
  private async guestRequest(
    tx: Db,
    productId: string,
    title: string,
    email: string,
    token: string,
    tokenHash: string,
  ): Promise<RequestOutcome> {
    const days = WISHES.alertConfirmDays;
    // Inserted, or an unconfirmed request whose link has lapsed taken over with a fresh link: only
    // then is an email due. Otherwise the row is left as it is (and locked until this commits).
    const { rows } = (await tx.execute(sql`
      insert into stock_alerts (product_id, email, token_hash)
      values (${productId}, ${email}, ${tokenHash})
      on conflict (product_id, lower(email)) where notified_at is null do update set
        token_hash = excluded.token_hash, created_at = now()
      where stock_alerts.confirmed_at is null
        and stock_alerts.created_at <= now() - make_interval(days => ${days})
      returning id`)) as unknown as Rows<{ id: string }>;
    if (rows.length === 0) {
      const [open] = (
        (await tx.execute(sql`
          select confirmed_at is not null as confirmed from stock_alerts
          where product_id = ${productId} and lower(email) = lower(${email}) and notified_at is null`)) as unknown as Rows<{
          confirmed: boolean;
        }>
      ).rows;
      // A confirmed address hears "check your email" like a new one: whether it had confirmed is not told.
      return { status: open?.confirmed === false ? 'pending' : 'confirmSent' };
    }
    // Counted in this transaction, after the request's own row: parallel asks for one inbox wait for
    // each other here, and an ask refused by the count rolls back with its row and its count.
    const sent = await hitInTransaction(tx, `stock-alert-confirm:${inboxKey(email)}`, DAY_MS);
    if (sent > WISHES.alertConfirmEmailsPerDay) throw new InboxFull();
    const message = stockAlertConfirmEmail(title, token, this.mail.ctx);
    await enqueueEmail(tx, { to: email, ...message, dedupeKey: `stock-alert-confirm:${tokenHash}` });
    return { status: 'confirmSent', sent: true };
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
