/**
 * What the catalogue bench stands on: a fresh database of its own (a temporary DATA_DIR for the
 * embedded database, or a new PostgreSQL database beside DATABASE_URL's, dropped afterwards), seeded
 * with the demo catalogue and optionally grown to N products; and the compiled server started on it
 * as a child process (plain `node`, as production runs it), so the load generator does not share the
 * server's event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openConfiguredDatabase } from '../apps/server/src/db/open';
import { seedDemoCatalogue } from '../apps/server/src/modules/catalog/demo/seed';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** The bench's own build (two folders below apps/server, like the sources): never the shared dist. */
const BENCH_OUT = path.join(root, 'apps/server/dist/bench');

export interface BenchDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty database for one catalogue. */
export async function freshDatabase(label: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `resham-bench-${label}-`));
  const base = process.env.DATABASE_URL;
  if (!base) {
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `resham_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Seeds the demo catalogue, then (with `products`) adds variants of the demo products until the
 * catalogue holds that many live products: real categories, subcategories, images and search text,
 * spread prices and dates, so every sort and filter has work to do.
 */
export async function seedCatalogue(db: BenchDatabase, products?: number) {
  const config = loadConfig({ ...process.env, ...db.env, LOG_LEVEL: 'silent' });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, webRoot: null });
  try {
    await seedDemoCatalogue(database.db, app.services.media, { info: () => {} });
    if (products) {
      await database.db.execute(sql`
        insert into products (title, description, category_id, subcategory_id, price_paise,
          sale_price_paise, total_stock, images, search_text, created_at, fabric, colour, weave, occasion)
        select d.title || ' No. ' || g, d.description, d.category_id, d.subcategory_id,
          d.price_paise + (g * 37 % 5000) * 100,
          case when d.sale_price_paise > 0 then d.sale_price_paise + (g * 37 % 5000) * 100 else 0 end,
          g % 40, d.images,
          d.title || ' No. ' || g || substr(d.search_text, length(d.title) + 1),
          now() - g * interval '1 minute', d.fabric, d.colour, d.weave, d.occasion
        from generate_series(1, ${products} - (select count(*)::int from products)) g
        join (select p.*, (row_number() over (order by p.id) - 1)::int as i from products p) d
          on d.i = g % (select count(*)::int from products)`);
    }
    // A month of sales for the popular sort: one product in seven sold on a few of the last 30 days.
    await database.db.execute(sql`
      insert into sales_product_days (day, product_id, title, revenue_paise, units)
      select (now() at time zone 'Asia/Kolkata')::date - ((p.n * 7 + g * 11) % 30), p.id, p.title,
        p.price_paise, 1 + (p.n + g) % 3
      from (select id, title, price_paise, row_number() over (order by id)::int as n from products) p
      cross join generate_series(1, 3) g
      where p.n % 7 = 0
      on conflict do nothing`);
    // As autovacuum leaves a settled catalogue: statistics and the visibility map (index-only counts).
    // The kept counts as a catalogue built one product at a time leaves them, on one page: the bulk
    // insert above updated the same 46 rows 5,000 times in one transaction, which spread them over 42
    // pages that vacuum empties but cannot give back, and every listing's total read all 42.
    await database.db.execute(sql`vacuum analyze products`);
    await database.db.execute(sql`vacuum (full, analyze) product_counts`);
  } finally {
    await app.close();
    await database.close();
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

let built = false;

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The compiled server on `db`. With BENCH_CPU_PROF=<folder> it runs under `node --cpu-prof` and
 * writes its profile there when stopped (see scripts/cpu-profile-summary.ts).
 */
export async function startServer(db: BenchDatabase, label: string): Promise<BenchServer> {
  if (!built) {
    await buildServer(BENCH_OUT);
    built = true;
  }
  const port = await freePort();
  const prof = process.env.BENCH_CPU_PROF;
  const args = [
    ...(prof ? ['--cpu-prof', '--cpu-prof-dir', prof, '--cpu-prof-name', `${label}.cpuprofile`] : []),
    path.join(BENCH_OUT, 'main.js'),
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...db.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'fatal',
      TRUST_PROXY: 'loopback',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      SIMULATED_PAYMENTS: 'true',
      SHUTDOWN_DELAY_SECONDS: '0',
      // Load from one address is the point here, not an abuser to refuse: raise the per-client limits.
      RATE_LIMIT_SCALE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the bench server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the bench server did not become healthy in 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
