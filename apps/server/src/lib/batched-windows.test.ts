import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { Client, describeEachDatabase, startTestApp, type TestApp } from '../../test/harness';
import { BatchedWindows } from './batched-windows';
import { batchOf, RateCounter, ROUTE_LIMITS } from './rate-limit';

// Search's limit (120 a minute per address) counted in memory and written in batches of 20.
describeEachDatabase('search limit counted in batches', (backend) => {
  let t: TestApp;
  const search = ROUTE_LIMITS.find((l) => l.name === 'search')!;
  beforeAll(async () => {
    t = await startTestApp(backend, { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  const hitsInTable = async (ip: string) => {
    const rows = (await t.database.db.execute(
      sql`select hits from rate_limits where key = ${`rl:search:ip:${ip}`}`,
    )) as unknown as { rows: { hits: number }[] };
    return rows.rows.map((r) => Number(r.hits));
  };
  const searchFrom = (base: string, ip: string, i: number) =>
    new Client(base).get(`/api/shop/search/silk${i % 3}`, { 'x-forwarded-for': ip });

  it('is 120 a minute in batches of 20; a small limit is counted hit by hit', () => {
    expect(search.max).toBe(120);
    expect(batchOf(search, 120)).toBe(20);
    expect(batchOf(search, 12)).toBe(2);
    expect(batchOf(search, 3)).toBe(1);
  });

  it('allows exactly the limit from one process, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await searchFrom(t.url, '192.0.2.31', i)).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    const refused = await searchFrom(t.url, '192.0.2.31', 0);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  if (backend === 'pglite')
    it('writes no row on the embedded database (one process: memory is every count)', async () => {
      for (let i = 0; i < 45; i++) expect((await searchFrom(t.url, '192.0.2.32', i)).status).toBe(200);
      expect(await hitsInTable('192.0.2.32')).toEqual([]);
    });

  if (backend === 'postgres') {
    it('writes one statement per batch, and what is left within a second', async () => {
      for (let i = 0; i < 45; i++) expect((await searchFrom(t.url, '192.0.2.33', i)).status).toBe(200);
      // Two full batches were written by the requests that filled them; five wait for the timer.
      // Each batch's write is its own statement, so the poll may see 20 before it sees 40.
      await expect.poll(async () => (await hitsInTable('192.0.2.33'))[0] ?? 0).toBeGreaterThanOrEqual(40);
      const [early] = await hitsInTable('192.0.2.33');
      expect([40, 45]).toContain(early); // 45 if the timer's write came first
      await sleep(1500);
      expect(await hitsInTable('192.0.2.33')).toEqual([45]);
    });

    it('a search never waits for the count’s write: answered while the row is locked, written after', async () => {
      const ip = '192.0.2.35';
      for (let i = 0; i < 20; i++) expect((await searchFrom(t.url, ip, i)).status).toBe(200);
      await expect.poll(() => hitsInTable(ip)).toEqual([20]);
      // Another transaction holds the count's row, as another process's write (or a slow disk) would.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select hits from rate_limits where key = ${`rl:search:ip:${ip}`} for update`);
        locked();
        await released;
      });
      await isLocked;
      try {
        // A whole batch more, the hit that fills it included: every one answered with the row locked.
        for (let i = 0; i < 25; i++) expect((await searchFrom(t.url, ip, i)).status).toBe(200);
      } finally {
        release();
        await holder;
      }
      await expect.poll(() => hitsInTable(ip), { timeout: 3000 }).toEqual([45]);
    });

    it('the batches of many clients filled at once are written in one statement', async () => {
      class CountedStatements extends RateCounter {
        statements = 0;
        override addMany(batches: Parameters<RateCounter['addMany']>[0]) {
          this.statements++;
          return super.addMany(batches);
        }
      }
      const counter = new CountedStatements(t.database.db);
      const windows = new BatchedWindows(counter);
      try {
        // 40 shoppers behind nginx (each her own address) each fill a batch of 20 in the same moment.
        const keys = Array.from({ length: 40 }, (_, i) => `rl:search:ip:198.51.100.${i}`);
        for (const key of keys)
          for (let i = 0; i < 20; i++) expect(windows.take(key, 120, 60_000, 20).hits).toBe(i + 1);
        await expect.poll(() => counter.statements).toBe(1);
        await expect
          .poll(async () => {
            const now = (await t.database.db.execute(
              sql`select count(*)::int as n from rate_limits where key like 'rl:search:ip:198.51.100.%' and hits = 20`,
            )) as unknown as { rows: { n: number }[] };
            return now.rows[0]!.n;
          })
          .toBe(40);
        // The next hit of each is decided on the table's count: 21.
        expect(windows.take(keys[0]!, 120, 60_000, 20).hits).toBe(21);
      } finally {
        await windows.close();
      }
      expect(counter.statements).toBe(2); // close() wrote the last hit
    });

    it('past its size it forgets the oldest tenth at once, and their unwritten hits still reach the table', async () => {
      const windows = new BatchedWindows(new RateCounter(t.database.db), 10);
      const keys = Array.from({ length: 25 }, (_, i) => `rl:search:ip:203.0.113.${i}`);
      try {
        for (const key of keys) expect(windows.take(key, 120, 60_000, 20).hits).toBe(1);
      } finally {
        await windows.close();
      }
      const rows = (await t.database.db.execute(
        sql`select key, hits from rate_limits where key like 'rl:search:ip:203.0.113.%'`,
      )) as unknown as { rows: { key: string; hits: number }[] };
      expect(rows.rows.map((r) => r.key).sort()).toEqual([...keys].sort());
      expect(rows.rows.every((r) => Number(r.hits) === 1)).toBe(true);
    });

    it('two processes on one database share the count: over by at most one batch each', async () => {
      const second = await buildApp({ config: t.config, database: t.database, webRoot: null });
      await second.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = second.server.address() as { port: number };
        const bases = [t.url, `http://127.0.0.1:${port}`];
        let allowed = 0;
        for (let i = 0; i < 240; i++)
          if ((await searchFrom(bases[i % 2]!, '192.0.2.34', i)).status === 200) allowed++;
        expect(allowed).toBeGreaterThanOrEqual(120);
        expect(allowed).toBeLessThanOrEqual(120 + 2 * 20);
        // Every allowed search reaches the table; of the refused, only a hit that filled a batch (and
        // was refused by the total it wrote) is counted: at most one per process.
        await sleep(1500);
        const [written] = await hitsInTable('192.0.2.34');
        expect(written).toBeGreaterThanOrEqual(allowed);
        expect(written).toBeLessThanOrEqual(allowed + 2);
      } finally {
        await second.close();
      }
    });
  }
});
