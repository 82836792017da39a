/**
 * The admin's order search on 100,000 generated orders (buyers with Latin and Tamil names, emails and
 * phones): each query through the real route (admin session, HTTP), one at a time, p50/p99 per kind.
 * `npm run bench:order-search`; embedded database, or PostgreSQL with DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { upsertAdmin } from '../apps/server/src/modules/auth/service';
import { percentile, startBenchApp, table } from './bench-support';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
// Enough searches of each kind for a p99 that is not just the slowest one.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const FIRST = [
  'Kavitha',
  'Priya',
  'Lakshmi',
  'Meena',
  'Anitha',
  'Deepa',
  'Revathi',
  'Sangeetha',
  'Divya',
  'Uma',
];
const LAST = [
  'Raman',
  'Sundaram',
  'Iyer',
  'Krishnan',
  'Natarajan',
  'Pillai',
  'Menon',
  'Reddy',
  'Rao',
  'Nair',
];
const TAMIL = ['கவிதா', 'பிரியா', 'லட்சுமி', 'மீனா', 'அனிதா', 'தீபா', 'ரேவதி', 'சங்கீதா', 'திவ்யா', 'உமா'];

/** A text[] literal of plain words (no commas or quotes). */
const pgArray = (words: string[]) => `{${words.join(',')}}`;

const app = await startBenchApp();
try {
  const { db } = app.database;
  const t0 = performance.now();
  await db.execute(
    sql`insert into users (user_name, email, password_hash) values ('Bench Buyer', 'bench.buyer@example.com', 'x')`,
  );
  // 2,000 buyers (a third with Tamil names), ~50 orders each; phones 9800000000 + buyer number.
  await db.execute(sql`
    insert into orders (user_id, order_status, payment_status, subtotal_paise, tax_paise, shipping_paise, total_paise,
                        address_info, buyer_name, buyer_email, provider, created_at, updated_at, stock_reserved)
    select u.id, 'delivered', 'paid', 300000, 15000, 0, 315000,
           jsonb_build_object('addressId', 'x', 'address', '1 Road', 'city', 'Chennai', 'state', 'Tamil Nadu',
             'country', 'India', 'pincode', '600017', 'phone', (9800000000 + b)::text, 'notes', '',
             'isGift', false, 'giftMessage', ''),
           case when b % 3 = 0 then (${pgArray(TAMIL)}::text[])[1 + b % 10] || ' ' || b
                else (${pgArray(FIRST)}::text[])[1 + b % 10] || ' ' || (${pgArray(LAST)}::text[])[1 + (b / 10) % 10] || ' ' || b end,
           lower((${pgArray(FIRST)}::text[])[1 + b % 10]) || '.' || b || '@example.com',
           'simulated', now() - g * interval '1 minute', now(), false
    from generate_series(1, ${ORDERS}) g
    cross join lateral (select (g * 7919) % 2000 as b) buyer
    cross join (select id from users where email = 'bench.buyer@example.com') u`);
  await db.execute(sql`analyze orders`);
  const generated = performance.now() - t0;

  await upsertAdmin(db, 'owner@example.com', 'bench owner password');
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'bench owner password' }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const kinds: Record<string, (i: number) => string> = {
    'Tamil name (கவிதா 123)': (i) => `q=${encodeURIComponent(`${TAMIL[i % 10]} ${(i * 30) % 2000}`)}`,
    'Latin name, part (priya)': (i) => `q=${FIRST[i % 10]!.toLowerCase()}`,
    'phone (+91 98000 0xxxx)': (i) =>
      `q=${encodeURIComponent(`+91 98000 ${String((i * 37) % 2000).padStart(5, '0')}`)}`,
    'email (priya.123@)': (i) =>
      `q=${encodeURIComponent(`${FIRST[i % 10]!.toLowerCase()}.${(i * 41) % 2000}@`)}`,
    'order number (#1001…)': (i) => `orderNumber=${1001 + ((i * 997) % ORDERS)}`,
    'no match (nobody@nowhere)': () => `q=nobody%40nowhere`,
  };
  const rows = [];
  for (const [kind, query] of Object.entries(kinds)) {
    const times: number[] = [];
    let matched = 0;
    for (let i = 0; i < ROUNDS + 3; i++) {
      const t = performance.now();
      const res = await fetch(`${app.url}/api/admin/orders/get?${query(i)}&page=1&pageSize=20`, {
        headers: { cookie },
      });
      const body = (await res.json()) as { total: number };
      if (!res.ok) throw new Error(`${kind}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= 3) {
        times.push(performance.now() - t);
        matched += body.total;
      }
    }
    rows.push({
      search: kind,
      'p50 ms': percentile(times, 50).toFixed(1),
      'p99 ms': percentile(times, 99).toFixed(1),
      'orders found (mean)': Math.round(matched / ROUNDS),
    });
  }
  console.log(
    `\nAdmin order search on ${ORDERS.toLocaleString('en-IN')} orders (${app.database.kind}; generated in ${(generated / 1000).toFixed(1)} s), ${ROUNDS} searches of each kind, page of 20 with the total`,
  );
  table(rows);
  // The plans of a rare and a common match: the trigram index serves both.
  for (const needle of ['%கவிதா 30%', '%priya%', '%9800001234%']) {
    const plan = (await db.execute(
      sql`explain (analyze, costs off, timing off) select id from orders where search_text like ${needle} order by created_at desc, id desc limit 20`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log(`\n${needle}:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
} finally {
  await app.close();
}
