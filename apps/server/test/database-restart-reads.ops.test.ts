import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { openDatabase } from '../src/db/client';
import { upsertAdmin } from '../src/modules/auth/service';
import { webRootWith } from './fake-renderer';
import { uploadOne } from './fixtures';
import { Client } from './harness';
import { freePort, startOwnPostgres } from './own-postgres';

/**
 * Shoppers keep reading the shop (listings, products, search, and the storefront's server-rendered
 * pages) while PostgreSQL restarts under them. A read that lost its connection is retried once on a
 * fresh one; what still fails answers 503 with Retry-After (a page as well as the API), never 500,
 * and a page made while the database was away is not kept in the cache for the next shopper.
 */
const root = path.resolve(import.meta.dirname, '../../..');

describe('reads during a PostgreSQL restart', () => {
  let pgc: Awaited<ReturnType<typeof startOwnPostgres>>;
  let server: ChildProcess;
  let base = '';
  let serverLog = '';
  let webRoot = '';
  const ids: string[] = [];

  beforeAll(async () => {
    pgc = await startOwnPostgres('resham-pg-reads-');
    webRoot = webRootWith();
    const appPort = await freePort();
    base = `http://127.0.0.1:${appPort}`;
    server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: pgc.url,
        DATA_DIR: path.join(pgc.dir, 'app'),
        WEB_DIST: webRoot,
        PORT: String(appPort),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SCALE: '1000',
        SHUTDOWN_DELAY_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (serverLog += String(d)));
    server.stderr!.on('data', (d) => (serverLog += String(d)));
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited ${server.exitCode}: ${serverLog}`);
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 300) throw new Error(`server did not start: ${serverLog}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const db = await openDatabase({ databaseUrl: pgc.url, poolSize: 2 });
    await upsertAdmin(db.db, 'owner@reads.example', 'owner password 1');
    await db.close();
    const admin = new Client(base);
    await admin.post('/api/auth/login', { email: 'owner@reads.example', password: 'owner password 1' });
    const image = await uploadOne(admin);
    await admin.post('/api/common/categories', { name: 'Restart Silk' });
    for (let i = 0; i < 5; i++) {
      const res = await admin.post('/api/admin/products/add', {
        title: `Restart Saree ${i}`,
        description: 'Handwoven.',
        category: 'Restart Silk',
        price: 1500 + i,
        totalStock: 5,
        images: [image],
      });
      ids.push(res.body.data._id);
    }
  }, 120_000);

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    pgc?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  /** A read that misses every cache (a filter, word or page never asked before), so it reaches the database. */
  let n = 0;
  const reads = () => {
    const k = ++n;
    return [
      `/api/shop/products/get?category=Restart Silk,Other ${k}&sortBy=price-lowtohigh`,
      `/api/shop/search/saree${k}`,
      `/api/shop/products/get/${ids[k % ids.length]}?v=${k}`,
      `/shop/listing?sortBy=title-atoz&category=Restart Silk,Other ${k}`,
      `/shop/product/${ids[k % ids.length]}`,
    ];
  };

  it('sends a read whose connection was cut off once more on a fresh connection: the shopper gets her page', async () => {
    // Hold the products table, so an API listing and a page's listing wait in their statements; then cut
    // off their connections (as a restart, a failover or a dropped proxy connection does).
    const blocker = new pg.Client({ connectionString: pgc.url });
    // Should this test fail while the lock is held, the next test's restart must not find this
    // connection open (its termination would be an unhandled error there).
    blocker.on('error', () => {});
    await blocker.connect();
    let read: Promise<Response>;
    let page: Promise<Response>;
    try {
      await blocker.query('begin');
      await blocker.query('lock table products in access exclusive mode');
      read = fetch(`${base}/api/shop/products/get?category=Restart Silk,Cut ${Date.now()}`);
      page = fetch(`${base}/shop/listing?category=Restart Silk,Cut page ${Date.now()}`);
      let waiting: number[] = [];
      // The backends waiting for the products table, read from pg_locks: pg_stat_activity cannot tell
      // them, as a connection that prepared the listing's statement before waits in its Bind step,
      // which PostgreSQL shows as idle with the connection's last text ("commit").
      for (let i = 0; waiting.length < 2; i++) {
        if (i > 600) throw new Error('the reads never waited for the lock');
        await new Promise((r) => setTimeout(r, 50));
        const rows = await blocker.query<{ pid: number }>(
          `select distinct pid from pg_locks where relation = 'products'::regclass and not granted`,
        );
        waiting = rows.rows.map((r) => r.pid);
      }
      await blocker.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [waiting]);
      await blocker.query('commit');
    } finally {
      await blocker.end().catch(() => {});
    }
    const [readRes, pageRes] = await Promise.all([read!, page!]);
    expect(readRes.status, await readRes.clone().text()).toBe(200);
    expect(((await readRes.json()) as { data: unknown[] }).data).toHaveLength(5);
    expect(pageRes.status).toBe(200);
    expect(await pageRes.text()).toMatch(/Restart Saree \d/);
    expect(server.exitCode, serverLog).toBeNull();
  }, 60_000);

  it('answers every read 200, or 503 with Retry-After, through a restart; pages made meanwhile are not kept', async () => {
    const answers: { url: string; status: number; retryAfter: string | null; body: string }[] = [];
    let running = true;
    const shopper = async () => {
      while (running) {
        for (const url of reads()) {
          const res = await fetch(base + url);
          answers.push({
            url,
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            body: await res.text(),
          });
        }
      }
    };
    const shoppers = Array.from({ length: 6 }, shopper);
    await new Promise((r) => setTimeout(r, 1000));
    const before = answers.length;
    await pgc.restart();
    await new Promise((r) => setTimeout(r, 2000));
    running = false;
    await Promise.all(shoppers);
    expect(server.exitCode, serverLog).toBeNull();

    const failed = answers.filter((a) => a.status !== 200);
    console.log(
      `${answers.length} reads (${answers.length - before} from the restart on), ${failed.length} not 200:`,
      [...new Set(failed.map((a) => `${a.status} ${a.url.replace(/\d+/g, 'N')}`))],
    );
    // A page is the shop's page (its products) or 503: never a page made of failed answers.
    for (const a of answers.filter((a) => a.status === 200 && a.url.startsWith('/shop/')))
      expect(a.body, a.url).toMatch(/Restart Saree \d/);
    for (const a of failed) {
      expect(`${a.status} ${a.url}: ${a.body.slice(0, 200)}`).toMatch(/^503 /);
      expect(a.retryAfter, a.url).toMatch(/^\d+$/);
      if (a.url.startsWith('/api/'))
        expect(JSON.parse(a.body)).toEqual({ success: false, message: MESSAGES.errors.databaseUnavailable });
    }
    // After the restart every kind of read is served again, and a page is the page, not one made
    // while the database was away (cached then, it would be served for seconds after).
    for (const url of [...reads(), '/shop/listing?sortBy=title-atoz', `/shop/product/${ids[0]}`]) {
      const res = await fetch(base + url);
      expect(res.status, url).toBe(200);
      if (url.includes('/shop/product/')) expect(await res.text()).toMatch(/<h1>Restart Saree \d<\/h1>/);
    }
  }, 120_000);
});
