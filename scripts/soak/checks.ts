// The checks at the end of the soak (the run fails if any breaks), on the database and on what the
// clients were told: nothing acknowledged lost, nothing sold twice, nothing counted twice.
import pg from 'pg';
import type { Catalogue } from './catalogue';
import { SETTLE_MS, type FaultWindow } from './faults';
import type { FlashResult } from './flash-sale';
import { FLASH_UNITS } from './flash-sale';
import type { Sample } from './recorder';
import type { Ledger } from './shoppers';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * Whether a request was in flight during a fault's window: a request sent just before the fault and cut
 * off by it (a checkout sent 40 ms before PostgreSQL restarted, answered 503) is the fault's, not a 5xx
 * outside it. By its start time alone such a request fell outside the window.
 */
export const inWindow = (s: Pick<Sample, 't' | 'ms'>, windows: FaultWindow[]) =>
  windows.some((w) => s.t + s.ms >= w.start && s.t <= w.end + SETTLE_MS);

export async function runChecks(opts: {
  databaseUrl: string;
  ledger: Ledger;
  catalogue: Catalogue;
  flashProductId: string;
  flash: FlashResult | null;
  samples: Sample[];
  windows: FaultWindow[];
}): Promise<Check[]> {
  const { ledger, catalogue, windows } = opts;
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const db = new pg.Client({ connectionString: opts.databaseUrl });
  await db.connect();
  try {
    // 1. Every order a client got a 2xx for exists exactly once; every one a verification called paid is paid.
    const ids = [...ledger.orders.keys()];
    const found = await db.query<{ id: string; payment_status: string; n: number }>(
      `select id, payment_status, count(*) over (partition by provider_order_id)::int as n from orders where id = any($1::uuid[])`,
      [ids],
    );
    const byId = new Map(found.rows.map((r) => [r.id, r]));
    const missing = ids.filter((id) => !byId.has(id));
    const twice = found.rows.filter((r) => r.n !== 1);
    check(
      'every 2xx order exists exactly once',
      missing.length === 0 && twice.length === 0,
      `${ids.length} acknowledged, ${missing.length} missing, ${twice.length} sharing a payment order`,
    );
    const notPaid = [...ledger.orders].filter(
      ([id, o]) => o.verifiedPaid && byId.get(id)?.payment_status !== 'paid',
    );
    check(
      'every order verified as paid is paid',
      notPaid.length === 0,
      `${[...ledger.orders.values()].filter((o) => o.verifiedPaid).length} verified paid, ${notPaid.length} not paid in the database`,
    );

    // 2. Stock + units sold + units held = starting stock (+ the admin's answered edits) for every product.
    const stock = await db.query<{ id: string; total_stock: number; sold: number; held: number }>(
      `select p.id, p.total_stock,
              coalesce(sum(i.quantity) filter (where o.stock_reserved and o.payment_status = 'paid'), 0)::int as sold,
              coalesce(sum(i.quantity) filter (where o.stock_reserved and o.payment_status <> 'paid'), 0)::int as held
       from products p left join order_items i on i.product_id = p.id left join orders o on o.id = i.order_id
       group by p.id`,
    );
    let wrong = 0;
    let sold = 0;
    let held = 0;
    const examples: string[] = [];
    for (const r of stock.rows) {
      if (ledger.uncertain.has(r.id)) continue;
      const start = r.id === opts.flashProductId ? FLASH_UNITS : catalogue.startStock.get(r.id);
      if (start === undefined) continue; // a product added during the run other than the flash sale's: none
      sold += r.sold;
      held += r.held;
      const expected = start + (ledger.adminStockDelta.get(r.id) ?? 0);
      if (r.total_stock + r.sold + r.held !== expected) {
        wrong++;
        if (examples.length < 3) examples.push(`${r.id}: ${r.total_stock}+${r.sold}+${r.held}≠${expected}`);
      }
    }
    check(
      'stock + sold + held = starting stock, every product',
      wrong === 0,
      `${stock.rows.length} products, ${sold} units sold, ${held} held, ${wrong} wrong ${examples.join('; ')}`,
    );

    // 3. One invoice number per paid order, a series with no gap or repeat; none on an unpaid order.
    const inv = await db.query<{ payment_status: string; invoice_number: string | null }>(
      `select payment_status, invoice_number from orders where payment_status = 'paid' or invoice_number is not null`,
    );
    const paidOrders = inv.rows.filter((r) => r.payment_status === 'paid');
    const withoutNumber = paidOrders.filter((r) => !r.invoice_number).length;
    const numbers = inv.rows.map((r) => r.invoice_number).filter((n): n is string => !!n);
    const byYear = new Map<string, number[]>();
    for (const n of numbers) {
      const m = /^INV\/(.+)\/(\d+)$/.exec(n)!;
      byYear.set(m[1]!, [...(byYear.get(m[1]!) ?? []), Number(m[2])]);
    }
    const gaps = [...byYear.values()].filter((ns) => {
      const sorted = [...ns].sort((x, y) => x - y);
      return sorted.some((n, i) => n !== i + 1);
    }).length;
    check(
      'one invoice number per paid order, no gaps or repeats',
      withoutNumber === 0 && gaps === 0 && numbers.length === paidOrders.length,
      `${paidOrders.length} paid orders, ${numbers.length} invoice numbers, ${withoutNumber} paid without one, ${gaps} series with a gap`,
    );

    // 4. Exactly one confirmation email in the outbox per paid order.
    const mails = await db.query<{ missing: number; extra: number; sent: number; queued: number }>(
      `select count(*) filter (where e.n is distinct from 1)::int as missing,
              (select count(*)::int from email_outbox where dedupe_key like 'order-confirmation:%'
                 and substr(dedupe_key, 20)::uuid not in (select id from orders where payment_status = 'paid')) as extra,
              (select count(*)::int from email_outbox where dedupe_key like 'order-confirmation:%' and sent_at is not null) as sent,
              (select count(*)::int from email_outbox where sent_at is null) as queued
       from orders o left join lateral (select count(*)::int as n from email_outbox where dedupe_key = 'order-confirmation:' || o.id) e on true
       where o.payment_status = 'paid'`,
    );
    const m = mails.rows[0]!;
    check(
      'one confirmation email per paid order',
      m.missing === 0 && m.extra === 0,
      `${m.missing} paid orders without exactly one, ${m.extra} for unpaid orders; ${m.sent} sent, ${m.queued} emails still queued`,
    );

    // 5. No payment captured twice for an order, no refund twice.
    const captures = await db.query<{ doubled: number; refunds: number; refundedTwice: number }>(
      `select (select count(*)::int from (select order_id from simulated_gateway where kind = 'payment' and status = 'captured'
                 group by order_id having count(*) > 1) d) as doubled,
              (select count(*)::int from simulated_gateway where kind = 'refund') as refunds,
              (select count(*)::int from (select payment_id from simulated_gateway where kind = 'refund'
                 group by payment_id having count(*) > 1) r) as "refundedTwice"`,
    );
    const c = captures.rows[0]!;
    check(
      'no payment captured twice, no refund twice',
      c.doubled === 0 && c.refundedTwice === 0,
      `${c.doubled} orders captured twice, ${c.refunds} refunds, ${c.refundedTwice} payments refunded twice`,
    );

    // 6. The flash sale: exactly its units paid, everyone else told it sold out.
    if (opts.flash) {
      const f = await db.query<{ paid: number }>(
        `select count(*)::int as paid from orders o join order_items i on i.order_id = o.id
         where i.product_id = $1 and o.payment_status = 'paid'`,
        [opts.flashProductId],
      );
      const ok =
        f.rows[0]!.paid === FLASH_UNITS &&
        opts.flash.paid === FLASH_UNITS &&
        opts.flash.soldOut === opts.flash.shoppers - FLASH_UNITS;
      check(
        `flash sale: exactly ${FLASH_UNITS} paid, the others told it sold out`,
        ok,
        `${f.rows[0]!.paid} paid in the database, ${opts.flash.paid} told paid, ${opts.flash.soldOut} of ${opts.flash.shoppers} told sold out, other answers ${JSON.stringify(opts.flash.other)}`,
      );
    }
  } finally {
    await db.end();
  }

  // 7. No 5xx (nor a request without an answer) outside the fault windows; inside, only 503 with Retry-After.
  const outside = opts.samples.filter((s) => (s.status >= 500 || s.status === 0) && !inWindow(s, windows));
  const inside = opts.samples.filter((s) => (s.status >= 500 || s.status === 0) && inWindow(s, windows));
  const badInside = inside.filter((s) => s.status !== 503 || !s.retryAfter);
  const summary = (ss: Sample[]) =>
    JSON.stringify(Object.fromEntries(countBy(ss, (s) => `${s.status} ${s.group}`)));
  check(
    'no 5xx outside the fault windows',
    outside.length === 0,
    `${outside.length} ${summary(outside.slice(0, 500))}`,
  );
  check(
    'inside the fault windows only 503 with Retry-After',
    badInside.length === 0,
    `${inside.length} 5xx inside, ${badInside.length} not 503 with Retry-After ${summary(badInside.slice(0, 500))}`,
  );

  // 8. The processes recovered by themselves: ready within 10 s of each fault's end.
  const slow = windows.filter((w) => w.readyAfterMs === null || w.readyAfterMs > SETTLE_MS);
  check(
    'readiness back within 10 s of every fault',
    slow.length === 0,
    windows.map((w) => `${w.name}: ${w.readyAfterMs ?? '—'} ms`).join('; '),
  );
  return checks;
}

export function countBy<T>(items: T[], key: (t: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
  return m;
}
