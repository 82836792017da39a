/**
 * The admin dashboard's aggregates on 100,000 generated orders (≈200,000 order lines) over 90 days.
 * Prints the time of one dashboard load (median of 5). Embedded database, or PostgreSQL with DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { dashboard } from '../apps/server/src/modules/dashboard/service';
import { percentile, startBenchApp, table } from './bench-support';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const app = await startBenchApp();
try {
  const { db } = app.database;
  const t0 = performance.now();
  await db.execute(
    sql`insert into users (user_name, email, password_hash) values ('Bench Buyer', 'bench.buyer@example.com', 'x')`,
  );
  await db.execute(sql`
    insert into orders (user_id, order_status, payment_status, subtotal_paise, tax_paise, shipping_paise, total_paise,
                        address_info, provider, paid_at, created_at, updated_at, stock_reserved)
    select u.id,
           s.status,
           case when s.status in ('pending', 'cancelled') then 'pending' when s.status = 'rejected' then 'refunded' else 'paid' end,
           t.total, round(t.total / 21.0)::int, 0, t.total,
           '{"addressId":"x","address":"1 Road","city":"Coimbatore","state":"Tamil Nadu","country":"India","pincode":"641001","phone":"9876543210","notes":"","isGift":false,"giftMessage":""}'::jsonb,
           'simulated',
           case when s.status in ('pending', 'cancelled') then null else t.at end, t.at, t.at,
           -- A shopper holds stock for one unpaid order at most (orders_one_hold_per_user_idx): the
           -- bench's pending orders are lapsed holds.
           s.status <> 'pending'
    from (
      select (array['pending','confirmed','inProcess','inShipping','delivered','delivered','delivered','rejected','cancelled'])[1 + floor(random() * 9)::int] as status,
             (157500 + floor(random() * 4000000))::int as total,
             now() - random() * interval '90 days' as at
      from generate_series(1, ${ORDERS})
    ) g
    cross join lateral (select g.status) s
    cross join lateral (select g.total, g.at) t
    cross join (select id from users where email = 'bench.buyer@example.com') u`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, title, image, category, unit_price_paise, unit_tax_paise, quantity)
    select o.id, p.id, p.title, '', '', p.effective_price_paise, round(p.effective_price_paise * 0.05)::int, 1 + floor(random() * 2)::int
    from orders o
    cross join lateral generate_series(1, 1 + (hashtext(o.id::text) & 1)) n
    cross join lateral (select id, title, effective_price_paise from products order by id offset (abs(hashtext(o.id::text || n::text)) % 60) limit 1) p`);
  // Bulk-loaded rows skip the per-order trigger bookkeeping for lines; recompute the running totals once.
  await db.execute(sql`select resham_rebuild_order_totals()`);
  await db.execute(sql`analyze`);
  const generated = performance.now() - t0;
  const [{ n: lines }] = (
    (await db.execute(sql`select count(*)::int as n from order_items`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows as [{ n: number }];

  const times: number[] = [];
  let summary: Awaited<ReturnType<typeof dashboard>> | undefined;
  for (let i = 0; i < 6; i++) {
    const t = performance.now();
    summary = await dashboard(db);
    if (i > 0) times.push(performance.now() - t);
  }
  console.log(
    `\nDashboard on ${ORDERS.toLocaleString('en-IN')} orders and ${lines.toLocaleString('en-IN')} lines (${app.database.kind}; generated in ${(generated / 1000).toFixed(1)} s)`,
  );
  table([
    {
      'median ms': percentile(times, 50).toFixed(1),
      'max ms': Math.max(...times).toFixed(1),
      '30-day revenue ₹': summary!.totals.month.revenue.toLocaleString('en-IN'),
      '30-day orders': summary!.totals.month.orders,
    },
  ]);
} finally {
  await app.close();
}
