import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '../../test/harness';
import { RateCounter, type WindowCount } from './rate-limit';
import { SpillingWindows } from './spilling-windows';

const HOUR = 3_600_000;

// The embedded database's counts (one process); the table they move to is the same SQL on both engines.
describeEachDatabase('per-client windows past a full map', (backend) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let counter: RateCounter;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    counter = new RateCounter(db.database.db, { oneAtATime: backend === 'pglite' });
  });
  afterAll(() => db.drop());

  const hit = async (w: SpillingWindows, key: string, windowMs = HOUR): Promise<WindowCount> =>
    await w.hit(key, windowMs);

  it('never forgets a client inside its window, however many others pass through', async () => {
    const w = new SpillingWindows(counter, 100);
    // An address that signed up 7 times this hour (a limit of 10), then waits.
    for (let i = 1; i <= 7; i++) expect((await hit(w, 'rl:register:ip:198.51.100.7')).hits).toBe(i);
    // 1,000 fresh addresses, ten times the map.
    for (let i = 0; i < 1000; i++) await hit(w, `rl:search:ip:2001:db8:0:${i.toString(16)}::`, 60_000);
    const back = await hit(w, 'rl:register:ip:198.51.100.7');
    expect(back.hits).toBe(8);
    // Still the window it started: an hour from its first sign-up, not from now.
    expect(back.ttlMs).toBeLessThanOrEqual(HOUR);
    expect((await hit(w, 'rl:register:ip:198.51.100.7')).hits).toBe(9);
    // The flood's first addresses were kept too.
    expect((await hit(w, 'rl:search:ip:2001:db8:0:0::', 60_000)).hits).toBe(2);
  });

  it('counts parallel hits of a client taken back from the table one by one', async () => {
    const w = new SpillingWindows(counter, 50);
    for (let i = 0; i < 3; i++) await hit(w, 'rl:login:ip:203.0.113.5');
    for (let i = 0; i < 200; i++) await hit(w, `rl:search:ip:192.0.2.${i}`, 60_000);
    const burst = await Promise.all(Array.from({ length: 20 }, () => hit(w, 'rl:login:ip:203.0.113.5')));
    expect(burst.map((c) => c.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 4),
    );
  });

  it('drops ended windows first, writing nothing for them', async () => {
    const w = new SpillingWindows(counter, 20);
    for (let i = 0; i < 20; i++) await hit(w, `rl:ended:${i}`, 1);
    await new Promise((r) => setTimeout(r, 5));
    for (let i = 0; i < 15; i++) await hit(w, `rl:fresh:${i}`);
    const rows = (await db.database.db.execute(
      sql`select key from rate_limits where key like 'rl:ended:%' or key like 'rl:fresh:%'`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
  });
});
