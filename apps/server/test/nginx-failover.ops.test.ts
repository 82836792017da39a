import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server.mjs';
import { AppProcess, freePort, root, sleep, startNginx } from '../../../scripts/soak/deployment';
import { postgresUrl } from './harness';

/**
 * deploy/nginx/resham.conf when processes die and come back: Debian's nginx in front of two compiled
 * app processes on one PostgreSQL database, as the deployment test runs it. A GET in flight on a
 * process that is killed is answered by the other; a POST in flight there is not sent twice; when no
 * process can answer, nginx says 503 with Retry-After (not 502); a process that is back gets traffic
 * within 2 s (it was 10 s of 502 "no live upstreams").
 */
const OUT = path.join(root, 'apps/server/dist/nginx-test');

describe('nginx in front of two processes that die and come back', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-nginx-'));
  const dbName = `resham_nginx_${randomBytes(5).toString('hex')}`;
  let databaseUrl = '';
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(postgresUrl());
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    const [, nginxPort, portA, portB] = await Promise.all([
      buildServer(OUT),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const web = path.join(tmp, 'web');
    fs.mkdirSync(web);
    fs.writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><title>Resham</title><div id="root"></div>',
    );
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      TRUST_PROXY: '1',
      SIMULATED_PAYMENTS: 'true',
      SIMULATED_GATEWAY_SECRET: randomBytes(24).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: web,
      RATE_LIMIT_SCALE: '1000',
      SHUTDOWN_DELAY_SECONDS: '0',
    };
    const main = path.join(OUT, 'main.js');
    a = new AppProcess('A', portA, path.join(tmp, 'data-A'), env, main);
    b = new AppProcess('B', portB, path.join(tmp, 'data-B'), env, main);
    a.start();
    b.start();
    await Promise.all([a.waitReady(), b.waitReady()]);
    nginx = await startNginx({ dir: path.join(tmp, 'nginx'), port: nginxPort, upstreams: [portA, portB] });
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const p of [a, b]) p?.child?.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(OUT, { recursive: true, force: true });
  }, 30_000);

  const accessLines = () => fs.readFileSync(nginx.accessLog, 'utf8').trim().split('\n');

  it('a GET in flight on a killed process is answered by the other; a POST there is not sent twice', async () => {
    // Hold the tables a listing reads and a registration writes: requests through nginx wait in them.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table products, users in access exclusive mode');
    const waiting = async (n: number) => {
      for (let i = 0; i < 200; i++) {
        const { rows } = await blocker.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (rows[0]!.n >= n) return;
        await sleep(50);
      }
      throw new Error(`${n} requests never waited`);
    };
    // Round robin: of two GETs and of two POSTs, one each is on A.
    const gets = [1, 2].map((i) => fetch(`${nginx.base}/api/shop/products/get?sortBy=title-atoz&page=${i}`));
    await waiting(2);
    const emails = [1, 2].map((i) => `late${i}.${Date.now()}@example.com`);
    const posts = emails.map((email) =>
      fetch(`${nginx.base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'Late', email, password: 'correct horse 1' }),
      }),
    );
    await waiting(4);
    await a.stop('SIGKILL');
    await blocker.query('commit');
    await blocker.end();

    const getAnswers = await Promise.all(gets);
    expect(getAnswers.map((r) => r.status)).toEqual([200, 200]);
    const postAnswers = await Promise.all(posts);
    const statuses = postAnswers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 503]);
    const failed = postAnswers.find((r) => r.status === 503)!;
    expect(failed.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await failed.json()).toMatchObject({ success: false });
    // The POST that reached A was not sent to B: only the other shopper has an account.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ email: string }>('select email from users where email = any($1)', [
      emails,
    ]);
    await db.end();
    expect(rows).toHaveLength(1);
    // nginx's log: a GET went to A, failed there, and was answered by B.
    const retried = accessLines().filter((l) => l.includes('GET /api/shop/products/get') && l.includes(', '));
    expect(retried).toHaveLength(1);
    expect(retried[0]).toMatch(
      new RegExp(`" 200 .*upstream=127\\.0\\.0\\.1:${a.port}, 127\\.0\\.0\\.1:${b.port} `),
    );
  }, 60_000);

  it('with no process up nginx answers 503 with Retry-After, and a process that is back gets traffic within 2 s', async () => {
    await a.stop('SIGKILL');
    await b.stop('SIGKILL');
    const down = await fetch(`${nginx.base}/api/shop/products/get`);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await down.json()).toMatchObject({ success: false });

    b.start();
    await b.waitReady();
    const readyAt = Date.now();
    let served = 0;
    while ((await fetch(`${nginx.base}/api/health/ready`)).status !== 200) {
      if (Date.now() - readyAt > 15_000) break;
      await sleep(50);
    }
    served = Date.now() - readyAt;
    console.log(`B ready; nginx sent it traffic ${served} ms later`);
    expect(served).toBeLessThanOrEqual(2500);

    // A comes back while B serves: A gets its share within 2 s too.
    a.start();
    await a.waitReady();
    const aReadyAt = Date.now();
    const before = accessLines().length;
    const onA = () =>
      accessLines()
        .slice(before)
        .some((l) => l.includes(`upstream=127.0.0.1:${a.port} `));
    while (!onA() && Date.now() - aReadyAt < 15_000) {
      await fetch(`${nginx.base}/api/health/live`);
      await sleep(50);
    }
    const aServed = Date.now() - aReadyAt;
    console.log(`A ready; nginx sent it traffic ${aServed} ms later`);
    expect(aServed).toBeLessThanOrEqual(2500);
  }, 90_000);
});
