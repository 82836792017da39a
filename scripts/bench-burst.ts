/**
 * npm run bench:burst: sign-up and sign-in bursts against the real app, while a shopper's browser keeps
 * loading product images (and built web assets, when apps/web/dist exists). Prints image latency
 * (p50/p99) before and during each burst, and how the burst was answered (201/401/429/503).
 *
 * The server runs in a child process with the shipped limits (RATE_LIMIT_SCALE=1) and TRUST_PROXY=1, so
 * the bench can speak for one address, or for a crowd of addresses through X-Forwarded-For.
 * Runs on the embedded database, or on PostgreSQL with DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openConfiguredDatabase } from '../apps/server/src/db/open';
import { seedDemoCatalogue } from '../apps/server/src/modules/catalog/demo/seed';
import { MEDIA_URL_PATTERN, MEDIA_WIDTHS } from '@resham/shared';
import { percentile, table } from './bench-support';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');

/** The child: the app on a fresh demo-seeded database, serving the built web app when there is one. */
async function serve() {
  // As bench-support's startBenchApp, plus the built web app when there is one.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-bench-burst-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '1',
    TRUST_PROXY: '1',
  });
  const database = await openConfiguredDatabase(config);
  const webRoot = fs.existsSync(path.join(webDist, 'index.html')) ? webDist : null;
  const app = await buildApp({ config, database, webRoot });
  await seedDemoCatalogue(database.db, app.services.media, { info: () => {} });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  // The parent asks for the event loop's delay over each phase (a stalled loop delays every request).
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  process.on('message', (msg) => {
    if (msg !== 'lag') return;
    process.send?.({ p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 });
    lag.reset();
  });
  process.stdout.write(`http://127.0.0.1:${port}\n`);
  process.on('SIGTERM', () => {
    void (async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

async function startServer(): Promise<{
  url: string;
  lag(): Promise<{ p99: number; max: number }>;
  stop(): Promise<void>;
}> {
  const prof = process.env.BENCH_BURST_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_BURST_CPU_PROF}`]
    : [];
  const child = spawn(
    process.execPath,
    [...prof, '--import', 'tsx', path.join(root, 'scripts/bench-burst.ts')],
    {
      cwd: root,
      env: { ...process.env, BENCH_BURST_SERVER: '1' },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('http://'));
      if (line) resolve(line.trim());
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url,
    lag: () =>
      new Promise<{ p99: number; max: number }>((resolve) => {
        child.once('message', (m) => resolve(m as { p99: number; max: number }));
        child.send('lag');
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

// The shopper's browser, in a thread of its own so the burst's own work here does not delay it.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => (stop = true));
const latencies = [];
let failures = 0;
let n = 0;
Promise.all(Array.from({ length: workerData.clients }, async () => {
  while (!stop) {
    const url = workerData.urls[n++ % workerData.urls.length];
    const t0 = performance.now();
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) failures++;
    } catch { failures++; }
    latencies.push(performance.now() - t0);
  }
})).then(() => parentPort.postMessage({ latencies, failures }));
`;

/** Fetches `urls` in turn from `clients` loops (in a worker thread) until `until` settles. */
async function probe(urls: string[], until: Promise<unknown>, clients = 4) {
  const worker = new Worker(PROBE, { eval: true, workerData: { urls, clients } });
  const result = new Promise<{ latencies: number[]; failures: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await until.catch(() => {});
  worker.postMessage('stop');
  const r = await result;
  await worker.terminate();
  return r;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const json = { 'content-type': 'application/json' };

async function post(url: string, body: unknown, ip?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: ip ? { ...json, 'x-forwarded-for': ip } : json,
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

function tally(statuses: number[]) {
  const count = (s: number) => statuses.filter((x) => x === s).length;
  const known = [201, 200, 401, 429, 503];
  return {
    '201': count(201),
    '200': count(200),
    '401': count(401),
    '429': count(429),
    '503': count(503),
    other: statuses.filter((s) => !known.includes(s)).length,
  };
}

async function main() {
  const server = await startServer();
  const base = server.url;
  try {
    const listing = (await (await fetch(`${base}/api/shop/products/get`)).json()) as {
      data: { images: string[] }[];
    };
    const images = listing.data
      .flatMap((p) => p.images)
      .map((u) => new URL(u, base))
      .map((u) => MEDIA_URL_PATTERN.exec(u.pathname)?.[1])
      .filter((id): id is string => id !== undefined)
      .flatMap((id) => MEDIA_WIDTHS.map((w) => `${base}/media/${id}-${w}.webp`));
    const assets = fs.existsSync(path.join(webDist, 'assets'))
      ? fs
          .readdirSync(path.join(webDist, 'assets'))
          .filter((f) => /\.(js|css)$/.test(f))
          .slice(0, 4)
          .map((f) => `${base}/assets/${f}`)
      : [];
    const targets = [...images, ...assets];
    console.log(`probing ${images.length} product images and ${assets.length} web assets, 4 at a time`);

    const rows: Record<string, string | number>[] = [];
    const none = { '201': '-', '200': '-', '401': '-', '429': '-', '503': '-', other: '-' };
    const row = async (name: string, lat: number[], failures: number, ms: number, counts: object = none) => {
      const lag = await server.lag();
      rows.push({
        phase: name,
        'img p50 ms': percentile(lat, 50).toFixed(1),
        'img p99 ms': percentile(lat, 99).toFixed(1),
        'img max ms': Math.max(...lat).toFixed(1),
        'img reqs': lat.length,
        'img errs': failures,
        'burst s': (ms / 1000).toFixed(1),
        'loop lag p99 ms': lag.p99.toFixed(0),
        'loop lag max ms': lag.max.toFixed(0),
        ...counts,
      });
    };

    // Warm up (first reads of each file), then a quiet baseline.
    await probe(targets, sleep(1500));
    await server.lag();
    const quiet = await probe(targets, sleep(3000));
    await row('quiet (no burst)', quiet.latencies, quiet.failures, 3000);

    const victim = { email: `victim.${Date.now()}@example.com`, password: 'zari border 2024' };
    if ((await post(`${base}/api/auth/register`, { userName: 'Victim', ...victim }, '192.0.2.250')) !== 201) {
      throw new Error('could not register the account to attack');
    }

    const bursts: { name: string; fire: () => Promise<number>[] }[] = [
      {
        name: '150 sign-ups, one address',
        fire: () =>
          Array.from({ length: 150 }, (_, i) =>
            post(`${base}/api/auth/register`, {
              userName: `Burst ${i}`,
              email: `one.${i}.${Date.now()}@example.com`,
              password: 'handloom weaver 5',
            }),
          ),
      },
      {
        name: '300 wrong passwords, one address',
        fire: () =>
          Array.from({ length: 300 }, (_, i) =>
            post(`${base}/api/auth/login`, { email: victim.email, password: `guess ${i} wrong` }),
          ),
      },
      {
        name: '150 sign-ups, 150 addresses',
        fire: () =>
          Array.from({ length: 150 }, (_, i) =>
            post(
              `${base}/api/auth/register`,
              {
                userName: `Crowd ${i}`,
                email: `crowd.${i}.${Date.now()}@example.com`,
                password: 'handloom weaver 5',
              },
              `100.64.${Math.floor(i / 200)}.${(i % 200) + 1}`,
            ),
          ),
      },
      {
        name: '300 wrong passwords, 300 addresses',
        fire: () =>
          Array.from({ length: 300 }, (_, i) =>
            post(
              `${base}/api/auth/login`,
              { email: victim.email, password: `crowd guess ${i}` },
              `100.65.${Math.floor(i / 200)}.${(i % 200) + 1}`,
            ),
          ),
      },
    ];

    for (const burst of bursts) {
      const t0 = performance.now();
      const all = Promise.all(burst.fire());
      const during = await probe(targets, all);
      const statuses = await all;
      await row(burst.name, during.latencies, during.failures, performance.now() - t0, tally(statuses));
      await sleep(500);
    }

    // The owner, from a clean address, after all that.
    const t0 = performance.now();
    const owner = await post(`${base}/api/auth/login`, victim, '198.51.100.7');
    console.log(
      `\nthe attacked account's owner signs in from a clean address: ${owner} in ${(performance.now() - t0).toFixed(0)} ms`,
    );

    console.log('\nImage and asset latency while bursts of password work arrive (aim: p99 < 200 ms)');
    table(rows);
  } finally {
    await server.stop();
  }
}

if (process.env.BENCH_BURST_SERVER === '1') await serve();
else await main();
