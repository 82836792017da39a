import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { buildApp } from '../app';
import {
  Client,
  describeEachDatabase,
  openTestDatabase,
  startTestApp,
  type HttpResult,
  type TestApp,
} from '../../test/harness';
import { LocalWindows, RateCounter, ROUTE_LIMITS, scaledMax } from './rate-limit';

/** What every refusal by a per-client limit looks like to an API client. */
function expectTooMany(res: HttpResult) {
  expect(res.status).toBe(429);
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(res.body).toEqual({ success: false, message: MESSAGES.auth.tooManyRequests(Number(retryAfter)) });
  return Number(retryAfter);
}

describe("local windows (this process's share of a count)", () => {
  it('refuses once this process alone is past the limit, until its window ends', () => {
    const w = new LocalWindows();
    expect([1, 2, 3].map(() => w.take('k', 3, 60_000))).toEqual([0, 0, 0]);
    const wait = w.take('k', 3, 60_000);
    expect(wait).toBeGreaterThan(59_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(w.take('other', 3, 60_000)).toBe(0);
  });

  it('follows the database window, forgives and forgets', () => {
    const w = new LocalWindows();
    w.take('k', 1, 60_000);
    w.align('k', 30_000, 7); // the shared window (started elsewhere) ends in 30 s
    const wait = w.take('k', 1, 60_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    expect(wait).toBeGreaterThan(25_000);
    w.forgive('k');
    expect(w.take('k', 1, 60_000)).toBeGreaterThan(0);
    w.forget('k');
    expect(w.take('k', 1, 60_000)).toBe(0);
  });

  it('starts afresh when the window has ended, and stays bounded in size', async () => {
    const w = new LocalWindows(10);
    w.take('k', 0, 1);
    await new Promise((r) => setTimeout(r, 5));
    expect(w.take('k', 1, 60_000)).toBe(0);
    for (let i = 0; i < 100; i++) w.take(`key${i}`, 1, 60_000);
    expect(w.take('key0', 1, 60_000)).toBe(0); // pruned: counted again from here, by the database
  });
});

describe('local windows past 50,000 addresses', () => {
  it('keeps refusing a client at its limit while 60,000 other addresses pass through (no reset for everyone)', () => {
    const w = new LocalWindows();
    const max = 5;
    for (let i = 0; i < max; i++) expect(w.take('ip:198.51.100.7', max, 60_000)).toBe(0);
    expect(w.take('ip:198.51.100.7', max, 60_000)).toBeGreaterThan(0);
    // A shopper who signed in a moment ago, and who comes back now and then.
    w.take('ip:203.0.113.9', max, 60_000);
    for (let i = 0; i < 60_000; i++) {
      w.take(`ip:2001:db8:0:${i.toString(16)}::`, max, 60_000);
      if (i % 1000 === 0) {
        // The guesser keeps trying (and keeps being refused); the shopper keeps shopping.
        expect(w.take('ip:198.51.100.7', max, 60_000), `after ${i} other addresses`).toBeGreaterThan(0);
        w.take('ip:203.0.113.9', max, 60_000);
      }
    }
    expect(w.take('ip:198.51.100.7', max, 60_000)).toBeGreaterThan(0);
    // The shopper's count was kept too: 61 hits in all, so now past a limit of 5.
    expect(w.take('ip:203.0.113.9', max, 60_000)).toBeGreaterThan(0);
    // The least recently used went: the flood's first addresses start afresh.
    expect(w.take('ip:2001:db8:0:0::', 1, 60_000)).toBe(0);
  });
});

describeEachDatabase('rate counter on the rate_limits table', (backend) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let counter: RateCounter;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    counter = new RateCounter(db.database.db);
  });
  afterAll(() => db.drop());

  it.each([false, true])(
    'counts 300 simultaneous hits on one key one by one (one at a time: %s)',
    async (oneAtATime) => {
      const c = new RateCounter(db.database.db, { oneAtATime });
      const key = `test:${randomUUID()}`;
      const counts = await Promise.all(
        Array.from({ length: 300 }, () => c.hit([key], 60_000).then((m) => m.get(key)!)),
      );
      expect(counts.map((x) => x.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 300 }, (_, i) => i + 1),
      );
      for (const x of counts) {
        expect(x.ttlMs).toBeGreaterThan(50_000);
        expect(x.ttlMs).toBeLessThanOrEqual(60_000);
      }
    },
  );

  it('one at a time, lets the event loop serve other work while a burst of counts is queued', async () => {
    const c = new RateCounter(db.database.db, { oneAtATime: true });
    const key = `test:${randomUUID()}`;
    let done = 0;
    const all = Array.from({ length: 300 }, () => c.hit([key], 60_000).then(() => done++));
    const seenByTimer = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    await Promise.all(all);
    expect(seenByTimer).toBeLessThan(300);
    expect(done).toBe(300);
  });

  it('starts a new window once the old one has ended, and sweeps ended windows away', async () => {
    const key = `test:${randomUUID()}`;
    const other = `test:${randomUUID()}`;
    await counter.hit([key, other], 60_000);
    expect((await counter.hit([key, other], 60_000)).get(key)!.hits).toBe(2);
    await db.database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${key}`,
    );
    const fresh = await counter.hit([key], 60_000);
    expect(fresh.get(key)).toMatchObject({ hits: 1 });
    expect(fresh.get(key)!.ttlMs).toBeGreaterThan(50_000);

    await db.database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${key}`,
    );
    expect(await counter.sweep()).toBeGreaterThanOrEqual(1);
    const left = (await db.database.db.execute(
      sql`select key from rate_limits where key in (${key}, ${other})`,
    )) as unknown as { rows: { key: string }[] };
    expect(left.rows.map((r) => r.key)).toEqual([other]);
  });

  it('forgives one hit, and clears a key', async () => {
    const key = `test:${randomUUID()}`;
    await counter.hit([key], 60_000);
    await counter.hit([key], 60_000);
    await counter.forgive([key]);
    expect((await counter.hit([key], 60_000)).get(key)!.hits).toBe(2);
    await counter.clear(key);
    expect((await counter.hit([key], 60_000)).get(key)!.hits).toBe(1);
  });
});

describeEachDatabase('per-client request limits', (backend) => {
  // A scale of 1/40: search 3 a minute, one sign-up an hour, one review and one order an hour.
  const scale = 0.025;
  const limit = (name: string) => scaledMax(ROUTE_LIMITS.find((l) => l.name === name)!.max, scale);
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { RATE_LIMIT_SCALE: String(scale), PUBLIC_URL: 'https://shop.example' });
    proxied = await startTestApp(backend, { RATE_LIMIT_SCALE: String(scale), TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('answers search beyond the limit with 429, a clear message and Retry-After; a forged X-Forwarded-For does not help', async () => {
    expect(limit('search')).toBe(3);
    const c = new Client(t.url);
    for (let i = 0; i < 3; i++) {
      const ok = await c.get(`/api/shop/search/silk${i}`, { 'x-forwarded-for': `198.51.100.${i}` });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-ratelimit-limit')).toBe('3');
    }
    const refused = await c.get('/api/shop/search/silk', { 'x-forwarded-for': '198.51.100.99' });
    expect(expectTooMany(refused)).toBeLessThanOrEqual(60);
    // Other routes are not limited by it.
    expect((await c.get('/api/shop/products/get')).status).toBe(200);
  });

  it('with TRUST_PROXY=1 counts each forwarded client address on its own', async () => {
    const c = new Client(proxied.url);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) {
      expect((await c.get(`/api/shop/search/saree${i}`, from('203.0.113.5'))).status).toBe(200);
    }
    expectTooMany(await c.get('/api/shop/search/saree', from('203.0.113.5')));
    expect((await c.get('/api/shop/search/saree', from('203.0.113.6'))).status).toBe(200);
    // A proxy in front appends the address it saw: the last entry is the client.
    expect((await c.get('/api/shop/search/saree', from('10.9.9.9, 203.0.113.6'))).status).toBe(200);
  });

  it('limits sign-ups per address, with the hour to wait', async () => {
    expect(limit('register')).toBe(1);
    const register = (c: Client) =>
      c.post('/api/auth/register', {
        userName: 'Asha',
        email: `asha.${randomUUID()}@example.com`,
        password: 'temple border 9',
      });
    const c = new Client(t.url);
    expect((await register(c)).status).toBe(201);
    const wait = expectTooMany(await register(c));
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
  });

  it('limits reviews and orders per account, not per address', async () => {
    // Signed up from two addresses (one sign-up an hour each), then both shop from one address.
    const shopper = async (name: string, ip: string) => {
      const client = new Client(proxied.url);
      const email = `${name}.${randomUUID()}@example.com`;
      const password = 'pallu and border';
      const from = { 'x-forwarded-for': ip };
      expect(
        (await client.post('/api/auth/register', { userName: name, email, password }, from)).status,
      ).toBe(201);
      expect((await client.post('/api/auth/login', { email, password }, from)).status).toBe(200);
      return { client };
    };
    const [a, b] = [await shopper('ravi', '192.0.2.10'), await shopper('uma', '192.0.2.11')];
    const review = { reviewValue: 5, reviewMessage: 'Lovely weave', productId: null };
    expect((await a.client.post('/api/shop/review/add', review)).status).toBe(201);
    expectTooMany(await a.client.post('/api/shop/review/add', review));
    expect((await b.client.post('/api/shop/review/add', review)).status).toBe(201);

    // Nothing in the cart: the first is refused by the order rules, the second by the limit.
    const first = await a.client.post('/api/shop/order/create', {});
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(first.status).not.toBe(429);
    expectTooMany(await a.client.post('/api/shop/order/create', {}));
    expect((await b.client.post('/api/shop/order/create', {})).status).not.toBe(429);

    // Returns: photos are stored for good and requests email the shop, so both are counted per account.
    // (A request well formed enough to be counted: for an order that is not hers, 404.)
    const returnRequest = {
      items: [{ productId: randomUUID(), quantity: 1 }],
      reason: 'changed-mind',
      kind: 'refund',
    };
    for (const [name, path, body] of [
      ['return-photos', '/api/shop/order/return-photos', {}],
      ['return-request', `/api/shop/order/return/${randomUUID()}`, returnRequest],
    ] as const) {
      expect(limit(name)).toBe(1);
      const refused = await a.client.post(path, body);
      expect(refused.status, path).toBeGreaterThanOrEqual(400);
      expect(refused.status, path).not.toBe(429);
      expectTooMany(await a.client.post(path, body));
      expect((await b.client.post(path, body)).status, path).not.toBe(429);
    }
  });

  // The embedded database serves one process (its data folder is locked), so it counts in memory and
  // writes nothing per request; PostgreSQL may serve several, which count in the shared table.
  if (backend === 'pglite')
    it('counts in memory on the embedded database: limited all the same, no row written', async () => {
      const from = { 'x-forwarded-for': '192.0.2.78' };
      for (let i = 1; i <= 3; i++)
        expect((await new Client(proxied.url).get(`/api/shop/search/kora${i}`, from)).status).toBe(200);
      expectTooMany(await new Client(proxied.url).get('/api/shop/search/kora4', from));
      const rows = (await proxied.database.db.execute(
        sql`select hits from rate_limits where key like 'rl:search:%'`,
      )) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([]);
    });

  if (backend === 'postgres')
    it('shares the counts between app processes on one database', async () => {
      // A second app on the same database, as a second process behind a load balancer would be.
      const second = await buildApp({ config: proxied.config, database: proxied.database, webRoot: null });
      await second.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = second.server.address() as { port: number };
        const one = new Client(proxied.url);
        const two = new Client(`http://127.0.0.1:${port}`);
        const from = { 'x-forwarded-for': '192.0.2.77' };
        expect((await one.get('/api/shop/search/zari1', from)).status).toBe(200);
        expect((await two.get('/api/shop/search/zari2', from)).status).toBe(200);
        expect((await one.get('/api/shop/search/zari3', from)).status).toBe(200);
        expectTooMany(await two.get('/api/shop/search/zari4', from));
        const rows = (await proxied.database.db.execute(
          sql`select hits from rate_limits where key = 'rl:search:ip:192.0.2.77'`,
        )) as unknown as { rows: { hits: number }[] };
        expect(rows.rows.map((r) => Number(r.hits))).toEqual([4]);
      } finally {
        await second.close();
      }
    });
});
