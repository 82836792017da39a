/**
 * npm run bench:import: the catalogue spreadsheet at 5,000 rows, through the real routes, on the embedded
 * database and then on PostgreSQL (DATABASE_URL, else the local server when it answers; said so when
 * there is none), each on a fresh database of its own. Creates 5,000 products from a file made for the
 * run (preview, then apply), then exports the catalogue and reprices and restocks every one of them
 * (preview, then apply). Each apply is checked against the catalogue afterwards. Target: each step
 * under 10 s.
 */
import { upsertAdmin } from '../apps/server/src/modules/auth/service';
import { startBenchApp, table } from './bench-support';
import { answers, LOCAL_POSTGRES_URL } from './test-support/postgres.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);

async function benchOn(databaseUrl: string | undefined) {
  // startBenchApp (freshDatabase, loadConfig) reads DATABASE_URL from the environment.
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
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
      const body = (await res.json()) as {
        counts: Record<string, number>;
        message: string;
        applied: boolean;
      };
      const ms = performance.now() - t0;
      if (res.status !== 200 || body.counts.error || body.applied !== apply)
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
    /** The bench's products as exported now: the header, and each product's cells. */
    const exportBench = async () => {
      const text = await (
        await fetch(`${app.url}/api/admin/products/export`, { headers: { cookie } })
      ).text();
      const [header, ...lines] = text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      return { header: header!, lines: lines.filter((l) => l.includes(',BENCH-')) };
    };

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

    // Every product repriced (+₹100) and restocked (+1 over the exported figure, which stays as
    // expected_stock): the cells after the title's and description's quoted commas are plain.
    const CELLS = /,(\d+)\.00,0\.00,(\d+),(\d+),/;
    const created = await exportBench();
    if (created.header.split(',').indexOf('price') < 0 || created.lines.length !== ROWS)
      throw new Error(`unexpected export: ${created.lines.length} bench products`);
    const changed = created.lines.map((l) =>
      l.replace(CELLS, (_m, price: string, stock: string, expected: string) => {
        return `,${Number(price) + 100}.00,0.00,${Number(stock) + 1},${expected},`;
      }),
    );
    const updateCsv = [created.header, ...changed].join('\r\n');
    rows.push(
      row('preview: update', await send(updateCsv, false)),
      row('apply: update', await send(updateCsv, true)),
    );
    const after = await exportBench();
    const cells = (l: string) => CELLS.exec(l)!.slice(1).map(Number);
    const before = new Map(created.lines.map((l) => [l.slice(0, 36), cells(l)]));
    for (const l of after.lines) {
      const [price, stock] = cells(l);
      const [price0, stock0] = before.get(l.slice(0, 36))!;
      if (price !== price0! + 100 || stock !== stock0! + 1) throw new Error(`not applied: ${l}`);
    }
    if (after.lines.length !== ROWS) throw new Error('the update lost products');

    console.log(`\nCatalogue import, ${ROWS} rows (${app.database.kind})`);
    table(rows);
  } finally {
    await app.close();
  }
}

const postgresUrl =
  process.env.DATABASE_URL ?? ((await answers(LOCAL_POSTGRES_URL)) ? LOCAL_POSTGRES_URL : undefined);
await benchOn(undefined);
if (postgresUrl) await benchOn(postgresUrl);
else console.log('\nPostgreSQL: none reachable (set DATABASE_URL); the embedded database only.');
