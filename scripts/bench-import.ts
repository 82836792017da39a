/**
 * npm run bench:import: the catalogue spreadsheet at 5,000 rows, through the real routes. Creates 5,000
 * products from one file (preview, then apply), then exports the catalogue and reprices every product
 * (preview, then apply). Embedded database, or PostgreSQL with DATABASE_URL. Target: each under 10 s.
 */
import { upsertAdmin } from '../apps/server/src/modules/auth/service';
import { startBenchApp, table } from './bench-support';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const app = await startBenchApp({ RATE_LIMIT_SCALE: '100000' });
try {
  await upsertAdmin(app.database.db, 'bench.admin@example.com', 'bench admin password 1');
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench.admin@example.com', password: 'bench admin password 1' }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const categories = (await (await fetch(`${app.url}/api/common/categories`)).json()) as {
    categories: { name: string }[];
  };
  const category = categories.categories[0]!.name;

  const send = async (csv: string, apply: boolean) => {
    const t0 = performance.now();
    const res = await fetch(`${app.url}/api/admin/products/import?apply=${apply}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/csv' },
      body: csv,
    });
    const body = (await res.json()) as { counts: Record<string, number>; message: string };
    const ms = performance.now() - t0;
    if (res.status !== 200 || body.counts.error)
      throw new Error(`import failed: ${res.status} ${body.message}`);
    return { ms, counts: body.counts };
  };
  const row = (name: string, r: { ms: number; counts: Record<string, number> }) => ({
    step: name,
    rows: ROWS,
    seconds: (r.ms / 1000).toFixed(2),
    created: r.counts.create!,
    updated: r.counts.update!,
    'under 10 s': r.ms < 10_000 ? 'yes' : 'NO',
  });

  const lines = ['sku,title,description,category,price,sale_price,stock'];
  for (let i = 1; i <= ROWS; i++)
    lines.push(
      `BENCH-${i},"Bench Saree ${i}, handwoven","Pure silk with zari border, number ${i}.",${category},${1000 + (i % 500) * 10},0,${i % 7}`,
    );
  const createCsv = lines.join('\r\n');
  const rows = [
    row('preview: create', await send(createCsv, false)),
    row('apply: create', await send(createCsv, true)),
  ];

  const exported = await (
    await fetch(`${app.url}/api/admin/products/export`, { headers: { cookie } })
  ).text();
  const [header, ...products] = exported
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const priceAt = header!.split(',').indexOf('price');
  // Reprice the bench's products (their cells hold no quoted commas before the price column but the title).
  const repriced = products
    .filter((l) => l.includes('BENCH-'))
    .map((l) => l.replace(/,(\d+)\.00,0\.00,/, (_m, p: string) => `,${Number(p) + 100}.00,0.00,`));
  if (priceAt < 0 || repriced.length !== ROWS) throw new Error('unexpected export');
  const updateCsv = [header, ...repriced].join('\r\n');
  rows.push(
    row('preview: update', await send(updateCsv, false)),
    row('apply: update', await send(updateCsv, true)),
  );
  console.log(`\nCatalogue import, ${ROWS} rows (${app.database.kind})`);
  table(rows);
} finally {
  await app.close();
}
