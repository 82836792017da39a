import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { CATALOG_CHANNEL } from '../src/lib/catalog-changes';
import { seedProducts } from './catalog-fixtures';
import { Client, openTestDatabase, serveTestApp, type TestApp } from './harness';

/** Polls until the product's listed price is `expected`; answers the milliseconds it took. */
async function msUntilPrice(url: string, id: string, expected: number, limitMs: number) {
  const started = Date.now();
  for (;;) {
    const res = await new Client(url).get('/api/shop/products/get');
    const price = res.body.data.find((p: { id: string }) => p.id === id)?.price;
    if (price === expected) return Date.now() - started;
    if (Date.now() - started > limitMs)
      throw new Error(`still ${price} after ${limitMs} ms (wanted ${expected})`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// Only PostgreSQL is shared by several processes; the embedded database serves one.
describe('a catalogue change through one process reaches every process [postgres]', () => {
  let drop: () => Promise<void>;
  let first: TestApp;
  let second: TestApp;
  let product: string;
  let admin: Client;
  beforeAll(async () => {
    const shared = await openTestDatabase('postgres');
    drop = shared.drop;
    first = await serveTestApp({ database: shared.database });
    // A second process: its own pool, data folder and cache, on the same database.
    second = await serveTestApp({ database: await openDatabase({ databaseUrl: shared.database.url! }) });
    const seeded = await seedProducts(first, [
      { title: 'Two Process Kanchipuram', price: 15000, totalStock: 4 },
    ]);
    admin = seeded.admin;
    product = seeded.ids[0]!;
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await second?.database.close();
    await drop?.();
  });

  const edit = async (price: number) => {
    const current = (await admin.get(`/api/shop/products/get/${product}`)).body.data;
    const res = await admin.put(`/api/admin/products/edit/${product}`, { ...current, price });
    expect(res.status).toBe(200);
  };

  it('clears the other process’s cached listing within a second of a price edit', async () => {
    // The second process has the listing cached (its 5-second cache would otherwise keep ₹15,000).
    await msUntilPrice(second.url, product, 15000, 0);
    await edit(14000);
    const ms = await msUntilPrice(second.url, product, 14000, 1000);
    console.log(`price edit through one process visible on the other after ${ms} ms`);
  });

  it('keeps hearing changes after its listening connection is cut', async () => {
    await msUntilPrice(second.url, product, 14000, 1000);
    const killer = new pg.Client({ connectionString: second.database.url });
    await killer.connect();
    const cut = await killer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = $1`,
      [`LISTEN ${CATALOG_CHANNEL}`],
    );
    await killer.end();
    expect(cut.rowCount).toBe(2); // one listener per process
    await new Promise((r) => setTimeout(r, 1500)); // the listeners reconnect after a second
    await new Client(second.url).get('/api/shop/products/get'); // cached again on the second process
    await edit(13000);
    await msUntilPrice(second.url, product, 13000, 1000);
  });
});
