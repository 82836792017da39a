import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openConfiguredDatabase } from '../apps/server/src/db/open';
import { seedDemoCatalogue } from '../apps/server/src/modules/catalog/demo/seed';
import { freshDatabase } from './bench-catalogue-setup';

/** The real app on a fresh database (embedded, or a new one on DATABASE_URL's server), demo-seeded. */
export async function startBenchApp(env: Record<string, string> = {}) {
  // A database of its own (beside DATABASE_URL's on PostgreSQL), dropped on close: never DATABASE_URL's.
  const fresh = await freshDatabase('app');
  const config = loadConfig({ ...process.env, ...fresh.env, LOG_LEVEL: 'silent', ...env });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, webRoot: null });
  await seedDemoCatalogue(database.db, app.services.media, { info: () => {} });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await fresh.drop();
    },
  };
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(
  name: string,
  url: string,
  opts: { connections?: number; duration?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections: opts.connections ?? 50, duration: opts.duration ?? 8 });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function table(rows: Record<string, string | number>[]) {
  const keys = Object.keys(rows[0] ?? {});
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(keys));
  for (const r of rows) console.log(line(keys.map((k) => String(r[k]))));
}
