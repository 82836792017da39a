import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { openDatabase } from '../src/db/client';
import { upsertAdmin } from '../src/modules/auth/service';
import { addAddress } from './catalog-fixtures';
import { uploadOne } from './fixtures';
import { Client, signUpThroughApi, type HttpResult } from './harness';
import { freePort, startOwnPostgres } from './own-postgres';

/**
 * A PostgreSQL restart must fail the requests it cuts off (503 with Retry-After), never the process:
 * a checked-out client whose connection died emitted an unhandled 'error' event and ended it. The test
 * runs PostgreSQL 15 of its own (a throwaway cluster in a temporary folder, on a free port), a real
 * server process on it, and restarts the database while a checkout transaction and a listing read are
 * in the middle of their statements.
 */

const root = path.resolve(import.meta.dirname, '../../..');

function expectDatabaseLost(res: HttpResult, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(503);
  expect(res.headers.get('retry-after'), what).toMatch(/^\d+$/);
  expect(res.body, what).toEqual({ success: false, message: MESSAGES.errors.databaseUnavailable });
}

describe('a PostgreSQL restart', () => {
  let pgc: Awaited<ReturnType<typeof startOwnPostgres>>;
  let databaseUrl = '';
  let server: ChildProcess;
  let base = '';
  let serverLog = '';
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    pgc = await startOwnPostgres('resham-pg-restart-');
    databaseUrl = pgc.url;
    const dir = pgc.dir;

    const appPort = await freePort();
    base = `http://127.0.0.1:${appPort}`;
    server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(dir, 'app'),
        PORT: String(appPort),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SCALE: '1000',
        SHUTDOWN_DELAY_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(server);
    server.stdout!.on('data', (d) => (serverLog += String(d)));
    server.stderr!.on('data', (d) => (serverLog += String(d)));
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited ${server.exitCode}: ${serverLog}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // starting
      }
      if (i > 300) throw new Error(`server did not start: ${serverLog}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 120_000);

  afterAll(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    pgc?.close();
  });

  it('in the middle of a checkout answers 503 with Retry-After, and the process serves on', async () => {
    // A product, made by the shop's admin, and a shopper with it in her cart.
    const db = await openDatabase({ databaseUrl, poolSize: 2 });
    await upsertAdmin(db.db, 'owner@restart.example', 'owner password 1');
    await db.close();
    const admin = new Client(base);
    expect(
      (await admin.post('/api/auth/login', { email: 'owner@restart.example', password: 'owner password 1' }))
        .status,
    ).toBe(200);
    const image = await uploadOne(admin);
    await admin.post('/api/common/categories', { name: 'Restart Silk' });
    const product = await admin.post('/api/admin/products/add', {
      title: 'Restart Saree',
      description: 'Handwoven.',
      category: 'Restart Silk',
      price: 1500,
      totalStock: 5,
      images: [image],
    });
    expect(product.status).toBe(201);
    const shopper = await signUpThroughApi(base, 'Restart');
    const addressId = await addAddress(shopper.client, shopper.user.id);
    expect(
      (await shopper.client.post('/api/shop/cart/add', { productId: product.body.data._id, quantity: 1 }))
        .status,
    ).toBe(200);

    // Hold the products table, so the checkout's transaction (its buyer row already locked) and a
    // listing read both wait in the middle of a statement; then restart PostgreSQL under them.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    blocker.on('error', () => {});
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table products in access exclusive mode');
    const checkout = shopper.client.post('/api/shop/order/create', { addressId });
    const read = new Client(base).get('/api/shop/products/get?sortBy=title-atoz');
    const answered: string[] = [];
    void checkout.then((r) => answered.push(`checkout ${r.status} ${JSON.stringify(r.body)}`));
    void read.then((r) => answered.push(`read ${r.status}`));
    const monitor = new pg.Client({ connectionString: databaseUrl });
    await monitor.connect();
    // Both are waiting for the lock: the checkout inside its transaction (reading the cart's lines,
    // its buyer row locked: the waiter holding a lock on users), the read in its statement (the waiter
    // holding nothing on users or orders: a background sweep waiting for the same lock holds its
    // order). Read from pg_locks: pg_stat_activity shows a connection waiting in the Bind step of a
    // statement it prepared before with its previous text.
    for (;;) {
      const waiting = await monitor.query<{ checkout: number; read: number }>(
        `select count(*) filter (where holds_buyer)::int as checkout,
                count(*) filter (where not holds_buyer and not holds_order)::int as read
         from (select exists (select 1 from pg_locks l where l.pid = w.pid and l.granted
                                and l.relation = 'users'::regclass) as holds_buyer,
                      exists (select 1 from pg_locks l where l.pid = w.pid and l.granted
                                and l.relation = 'orders'::regclass) as holds_order
               from (select distinct pid from pg_locks
                     where relation = 'products'::regclass and not granted) as w) as waiters`,
      );
      if (waiting.rows[0]!.checkout === 1 && waiting.rows[0]!.read >= 1) break;
      if (answered.length) throw new Error(`answered before the restart: ${answered.join('; ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await monitor.end();
    await pgc.restart();

    expectDatabaseLost(await checkout, 'the checkout cut off by the restart');
    // The read may have been answered on a fresh connection once the server was back (it can hold a
    // pooled connection that the restart did not cut); either way it is an answer, never a 500.
    const readAnswer = await read;
    if (readAnswer.status === 200) expect(readAnswer.body.data[0].title).toBe('Restart Saree');
    else expectDatabaseLost(readAnswer, 'the listing read cut off by the restart');
    expect(server.exitCode, serverLog).toBeNull();

    // The same process, on fresh connections: the shopper tries again and gets her order.
    const again = await shopper.client.post('/api/shop/order/create', { addressId });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.orderId).toBeTruthy();
    expect((await new Client(base).get('/api/shop/products/get?sortBy=title-atoz')).status).toBe(200);

    // With PostgreSQL stopped, a read cannot connect at all: 503 with Retry-After too, and back after.
    await pgc.stop();
    expectDatabaseLost(
      await new Client(base).get('/api/shop/products/get?sortBy=title-ztoa'),
      'a read while stopped',
    );
    expectDatabaseLost(
      await shopper.client.post('/api/shop/order/create', { addressId }),
      'a checkout while stopped',
    );
    await pgc.start();
    expect((await new Client(base).get('/api/shop/products/get?sortBy=title-ztoa')).status).toBe(200);

    // It was never down: it stops on SIGTERM as any healthy server does.
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited, serverLog).toBe(0);
  }, 180_000);
});
