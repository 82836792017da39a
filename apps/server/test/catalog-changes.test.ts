import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { CATALOG_CHANNEL } from '../src/lib/catalog-changes';
import { seedProducts } from './catalog-fixtures';
import { webRootWith } from './fake-renderer';
import { Client, openTestDatabase, serveTestApp, type TestApp } from './harness';
import { shopperWithCart } from './order-fixtures';
import { checkoutAndPay } from './payment-helpers';

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
    // The second process has the listing cached (its cache would otherwise keep ₹15,000 for minutes).
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

/** What a guest's GET of `path` shows, and whether it came from the process's cache. */
async function look(t: TestApp, path: string) {
  const res = await new Client(t.url).get(path);
  expect(res.status, path).toBe(200);
  return { cache: res.headers.get('x-cache'), body: res.body };
}

/** Polls `path` on `t` until `done` holds of its answer: until a change made elsewhere has arrived. */
async function until(t: TestApp, path: string, done: (body: any) => boolean, limitMs = 2000) {
  const started = Date.now();
  while (!done((await look(t, path)).body)) {
    if (Date.now() - started > limitMs) throw new Error(`${path} did not change within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// Issue 32 item 3: invalidation names what changed. Two processes on one PostgreSQL, each with its
// own caches and its own (stand-in) page renderer.
describe('a change clears what shows it on every process, and nothing else does [postgres]', () => {
  let drop: () => Promise<void>;
  let first: TestApp;
  let second: TestApp;
  let admin: Client;
  let plenty: string;
  let lastOne: string;
  beforeAll(async () => {
    const shared = await openTestDatabase('postgres');
    drop = shared.drop;
    first = await serveTestApp({ database: shared.database, webRoot: webRootWith() });
    const seeded = await seedProducts(first, [
      { title: 'Plenty Kanchipuram', price: 15000, totalStock: 40 },
      { title: 'Last Banarasi', price: 9000, totalStock: 1 },
    ]);
    admin = seeded.admin;
    [plenty, lastOne] = seeded.ids as [string, string];
    const code = await admin.post('/api/admin/discount-codes', {
      code: 'SILK10',
      type: 'percent',
      value: 10,
    });
    expect(code.status).toBe(201);
    // Started after the catalogue was made: no announcement of it is still on its way to this one.
    second = await serveTestApp({
      database: await openDatabase({ databaseUrl: shared.database.url! }),
      webRoot: webRootWith(),
    });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await first?.close();
    await second?.close();
    await second?.database.close();
    await drop?.();
  });

  const listing = '/api/shop/products/get';
  const cachedOnBoth = () => ['/shop/listing', listing, `/shop/product/${plenty}`];
  const figure = () => `/api/shop/products/get/${plenty}`;

  it('keeps every cached page and list through an order, a wishlist save and a code check; clears them for a price change and a sell-out', async () => {
    for (const t of [first, second])
      for (const path of [...cachedOnBoth(), figure(), `/api/shop/products/get/${lastOne}`]) {
        await look(t, path);
        expect((await look(t, path)).cache, path).toBe('hit');
      }

    // A shopper checks a discount code, buys one of 40 (39 left: still 'In stock' everywhere) and
    // saves the other saree to her wishlist through the other process.
    const shopper = await shopperWithCart(first, plenty);
    const check = await shopper.client.post('/api/shop/discount-codes/check', {
      code: 'SILK10',
      addressId: shopper.addressId,
    });
    expect(check.status).toBe(200);
    const { verified } = await checkoutAndPay(shopper.client, shopper.user.id, shopper.addressId);
    expect(verified.body.orderStatus).toBe('confirmed');
    const onSecond = new Client(second.url);
    onSecond.cookie = shopper.client.cookie;
    expect((await onSecond.post(`/api/shop/wishlist/${lastOne}`)).status).toBe(200);
    // The product's own answer carries the stock figure (the owner's form loads it): it has the new
    // one on both processes, the second once the first's announcement arrived.
    expect(await look(first, figure())).toMatchObject({ cache: 'miss', body: { data: { totalStock: 39 } } });
    await until(second, figure(), (b) => b.data.totalStock === 39);
    // Time for any other announcement to arrive, had one been sent.
    await new Promise((r) => setTimeout(r, 300));

    // A minute and a half later, every page and list is still the cached one, on both processes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 90_000);
    for (const t of [first, second])
      for (const path of cachedOnBoth()) expect((await look(t, path)).cache, path).toBe('hit');
    vi.useRealTimers();

    // Then the owner reprices one saree through the first process; a shopper reserves the last of the
    // other through the second (an order awaiting payment holds its stock: none left to sell).
    const current = (await admin.get(`/api/shop/products/get/${plenty}`)).body.data;
    expect((await admin.put(`/api/admin/products/edit/${plenty}`, { ...current, price: 14000 })).status).toBe(
      200,
    );
    const buyer = await shopperWithCart(second, lastOne);
    const order = await buyer.client.post('/api/shop/order/create', {
      userId: buyer.user.id,
      addressId: buyer.addressId,
    });
    expect(order.status).toBe(200);
    // Each process has heard the other's change (answers not looked at below).
    await until(first, `/api/shop/products/get/${lastOne}`, (b) => b.data.totalStock === 0);
    await until(second, `/api/shop/products/get/${plenty}`, (b) => b.data.price === 14000);

    for (const t of [first, second]) {
      // The answer first: the page, rendered from it, would fill it again.
      const answer = await look(t, listing);
      expect(answer.cache).toBe('miss');
      const byId = new Map(answer.body.data.map((p: { id: string }) => [p.id, p]));
      expect(byId.get(plenty)).toMatchObject({ price: 14000 });
      expect(byId.get(lastOne)).toMatchObject({ totalStock: 0 });
      const page = await look(t, '/shop/listing');
      expect(page.cache).toBe('miss');
      expect(page.body).toContain('Plenty Kanchipuram ₹14000');
      expect(page.body).toContain('Last Banarasi ₹9000 (Out Of Stock)');
      expect((await look(t, `/shop/product/${plenty}`)).cache).toBe('miss');
    }
  });
});
