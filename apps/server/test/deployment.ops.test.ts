import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server.mjs';
import { openDatabase } from '../src/db/client';
import { upsertAdmin } from '../src/modules/auth/service';
import { TN_ADDRESS } from './catalog-fixtures';
import { makeImage } from './fixtures';
import { Client, postgresUrl } from './harness';
import { startS3Server, type S3TestServer } from './s3-server';

/**
 * The deployment of deploy/ as it runs on real parts: PostgreSQL (a throwaway database), an S3 server
 * on loopback, two compiled app processes (`node apps/server/dist/server/main.js`, each with its own
 * PORT and DATA_DIR, as on two machines), and Debian's nginx in front with deploy/nginx/resham.conf.
 * A purchase goes through the balancer with consecutive requests landing on different processes,
 * proven by the processes' own logs; then one process is stopped mid-request.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
// Its own build folder (two below apps/server, like dist/server): other tests build dist/server.
const OUT = path.join(root, 'apps/server/dist/deploy-test');

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One app process with its log lines (pino JSON), as systemd would run it. */
class AppProcess {
  readonly logs: Record<string, any>[] = [];
  child!: ChildProcess;
  exited!: Promise<number | null>;
  readonly url: string;
  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  start() {
    this.child = spawn('node', [path.join(OUT, 'main.js')], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port), DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((r) => this.child.once('exit', (code) => r(code)));
    let partial = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        try {
          this.logs.push(JSON.parse(line));
        } catch {
          // not a log line
        }
      }
    });
    this.child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${this.name}] ${chunk}`));
  }

  async waitReady() {
    for (let i = 0; i < 600; i++) {
      if (this.child.exitCode !== null) throw new Error(`${this.name} exited ${this.child.exitCode}`);
      const ok = await fetch(`${this.url}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await sleep(100);
    }
    throw new Error(`${this.name} did not become ready`);
  }

  handled(requestId: string) {
    return this.logs.some((l) => l.reqId === requestId && l.msg === 'request');
  }
}

describe('a balanced deployment: nginx, two app processes, one PostgreSQL, one bucket', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-deploy-'));
  const dbName = `resham_deploy_${randomBytes(5).toString('hex')}`;
  let databaseUrl = '';
  let s3: S3TestServer;
  let nginx: ChildProcess | undefined;
  let nginxExited: Promise<unknown> = Promise.resolve();
  let base = '';
  const processes: AppProcess[] = [];
  const started = Date.now();

  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) {
      throw new Error(`nginx not found at ${NGINX}: apt-get install nginx (or set NGINX_PATH)`);
    }
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(postgresUrl());
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();

    const [, s3Server, nginxPort, portA, portB] = await Promise.all([
      buildServer(OUT),
      startS3Server(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    s3 = s3Server;
    base = `http://127.0.0.1:${nginxPort}`;

    // A stand-in for the built web app (building it is the E2E suite's job): pages come from the app.
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
      ...s3.env,
      PUBLIC_URL: base,
      TRUST_PROXY: '1',
      SIMULATED_PAYMENTS: 'true',
      SIMULATED_GATEWAY_SECRET: randomBytes(24).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: web,
      SHUTDOWN_DELAY_SECONDS: '1',
    };
    for (const [name, port] of [
      ['A', portA],
      ['B', portB],
    ] as const) {
      processes.push(new AppProcess(name, port, path.join(tmp, `data-${name}`), env));
    }
    // Both start at once on the empty database, as two machines booting would.
    for (const p of processes) p.start();
    await Promise.all(processes.map((p) => p.waitReady()));

    // Debian's nginx with the site file from deploy/, pointed at these two processes and a free port.
    let site = fs.readFileSync(path.join(root, 'deploy/nginx/resham.conf'), 'utf8');
    let upstream = 0;
    site = site.replace(/^(\s*)server 127\.0\.0\.1:\d+(.*);$/gm, (_m, indent: string, rest: string) => {
      const port = processes[upstream++]!.port;
      return `${indent}server 127.0.0.1:${port}${rest};`;
    });
    expect(upstream).toBe(2);
    site = site
      .replace(/^\s*listen \[::\]:80;\n/m, '')
      .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${nginxPort};`)
      .replace(/access_log \/var\/log\/nginx\/resham\.access\.log/, `access_log ${tmp}/access.log`);
    fs.writeFileSync(path.join(tmp, 'resham.conf'), site);
    fs.writeFileSync(
      path.join(tmp, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        // As root, nginx's workers would run as nobody, who cannot write this test's temp folders.
        process.getuid?.() === 0 ? 'user root root;' : '',
        `pid ${tmp}/nginx.pid;`,
        `error_log ${tmp}/error.log notice;`,
        'events { worker_connections 256; }',
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${tmp}/${t};`),
        `  include ${tmp}/resham.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    nginx = spawn(NGINX, ['-c', path.join(tmp, 'nginx.conf'), '-p', tmp, '-e', path.join(tmp, 'error.log')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    nginxExited = new Promise((r) => nginx!.once('exit', r));
    for (let i = 0; ; i++) {
      if (nginx.exitCode !== null) {
        throw new Error(`nginx exited: ${fs.readFileSync(path.join(tmp, 'error.log'), 'utf8')}`);
      }
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 100) throw new Error('nginx did not answer');
      await sleep(100);
    }
    console.log(`deployment up in ${Date.now() - started} ms (build, S3 server, 2 processes, nginx)`);
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.race([nginxExited, sleep(3000)]);
    nginx?.kill('SIGKILL');
    for (const p of processes) p.child?.kill('SIGKILL');
    await s3?.close();
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(OUT, { recursive: true, force: true });
    console.log(`balanced deployment test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 30_000);

  /** Which process served a response, from its X-Request-Id and the processes' own request logs. */
  async function servedBy(headers: Headers): Promise<string> {
    const id = headers.get('x-request-id');
    if (!id) throw new Error('no X-Request-Id');
    for (let i = 0; i < 50; i++) {
      const p = processes.find((p) => p.handled(id));
      if (p) return p.name;
      await sleep(20);
    }
    throw new Error(`no process logged request ${id}`);
  }

  it('buys a product through nginx, consecutive requests landing on different processes', async () => {
    const t0 = Date.now();
    const trail: { step: string; process: string; status: number }[] = [];
    const step = async <T extends { status: number; headers: Headers }>(name: string, res: T) => {
      trail.push({ step: name, process: await servedBy(res.headers), status: res.status });
      return res;
    };

    // The shop's first admin, as `npm run create-admin` makes one.
    const db = await openDatabase({ databaseUrl, poolSize: 2 });
    await upsertAdmin(db.db, 'owner@resham.example', 'owner password 1');
    await db.close();
    const admin = new Client(base);
    await step(
      'admin signs in',
      await admin.post('/api/auth/login', { email: 'owner@resham.example', password: 'owner password 1' }),
    );

    const form = new FormData();
    form.append('my_file', new Blob([await makeImage('jpeg', 1200, 1600, '#7a1f3d')]), 'saree.jpg');
    const uploaded = await step(
      'admin uploads a photo',
      await fetch(`${base}/api/admin/products/upload-image`, {
        method: 'POST',
        headers: { cookie: admin.cookie },
        body: form,
      }),
    );
    expect(uploaded.status).toBe(200);
    const image = ((await uploaded.json()) as { results: { url: string }[] }).results[0]!.url;
    const photo = await step('the photo is served', await fetch(base + image));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await step(
      'admin adds a category',
      await admin.post('/api/common/categories', { name: 'Kanchipuram Silk Sarees' }),
    );
    const added = await step(
      'admin creates the product',
      await admin.post('/api/admin/products/add', {
        title: 'Balanced Kanchipuram Silk',
        description: 'Handwoven, sold through two processes.',
        category: 'Kanchipuram Silk Sarees',
        price: 12000,
        salePrice: 0,
        totalStock: 3,
        images: [image],
      }),
    );
    expect(added.status).toBe(201);
    const productId = added.body.data._id as string;

    const shopper = new Client(base);
    const email = `meera.${Date.now()}@example.com`;
    await step(
      'shopper registers',
      await shopper.post('/api/auth/register', { userName: 'Meera', email, password: 'correct horse 1' }),
    );
    const login = await step(
      'shopper signs in',
      await shopper.post('/api/auth/login', { email, password: 'correct horse 1' }),
    );
    const userId = login.body.user.id as string;
    const listed = await step('the product is listed', await shopper.get('/api/shop/products/get'));
    expect(listed.body.data.map((p: { _id: string }) => p._id)).toContain(productId);
    const cart = await step(
      'adds it to the cart',
      await shopper.post('/api/shop/cart/add', { productId, quantity: 1 }),
    );
    expect(cart.status).toBe(200);
    const address = await step(
      'adds an address',
      await shopper.post('/api/shop/address/add', { ...TN_ADDRESS, userId }),
    );
    expect(address.status).toBe(201);
    const created = await step(
      'checks out',
      await shopper.post('/api/shop/order/create', { userId, addressId: address.body.data._id }),
    );
    expect(created.status).toBe(200);
    const orderId = created.body.orderId as string;
    const window = await step(
      'pays in the payment window',
      await shopper.post('/api/payments/simulated/pay', { order_id: created.body.razorpayOrder.id }),
    );
    expect(window.status).toBe(200);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = window.body;
    const verified = await step(
      'the payment is verified',
      await shopper.post('/api/shop/order/verify-razorpay', {
        orderId,
        razorpay_order_id,
        razorpay_payment_id,
        razorpay_signature,
      }),
    );
    expect(verified.body).toMatchObject({ success: true, orderStatus: 'confirmed', paymentStatus: 'paid' });

    const invoice = await step(
      'downloads the invoice',
      await fetch(`${base}/api/shop/order/invoice/${orderId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: shopper.cookie },
        body: JSON.stringify({ userId }),
      }),
    );
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await invoice.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const list = await step('admin sees the order', await admin.get('/api/admin/orders/get'));
    const order = list.body.data.find((o: { _id: string }) => o._id === orderId);
    expect(order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', customerEmail: email });
    expect(order.invoiceNumber).toBeTruthy();
    const page = await step('a page of the shop', await fetch(`${base}/orders`));
    expect(await page.text()).toContain('<div id="root">');

    console.table(trail);
    console.log(`purchase through nginx: ${trail.length} requests in ${Date.now() - t0} ms`);
    expect(trail.every((s) => s.status < 400)).toBe(true);
    // Round robin: every request went to the other process than the one before it.
    for (let i = 1; i < trail.length; i++) {
      expect(trail[i]!.process, `${trail[i - 1]!.step} -> ${trail[i]!.step}`).not.toBe(trail[i - 1]!.process);
    }
    // The photo was uploaded to one process and served by the other: the bucket is shared, and
    // nothing of it is on either process's disk.
    const uploadedOn = trail.find((s) => s.step === 'admin uploads a photo')!.process;
    expect(trail.find((s) => s.step === 'the photo is served')!.process).not.toBe(uploadedOn);
    for (const p of processes) expect(fs.existsSync(path.join(p.dataDir, 'uploads'))).toBe(false);
    // nginx's own log names the same upstream for each request id.
    const access = fs.readFileSync(path.join(tmp, 'access.log'), 'utf8');
    expect(access).toMatch(new RegExp(`upstream=127\\.0\\.0\\.1:${processes[0]!.port} `));
    expect(access).toMatch(new RegExp(`upstream=127\\.0\\.0\\.1:${processes[1]!.port} `));
  }, 120_000);

  it('a process that is stopped fails readiness, finishes its request in flight, and nginx sends the rest to the other', async () => {
    const [a, b] = processes as [AppProcess, AppProcess];
    // A request in flight on A: a registration whose body is still arriving.
    const body = JSON.stringify({
      userName: 'Late',
      email: `late.${Date.now()}@example.com`,
      password: 'correct horse 1',
    });
    const req = http.request(`${a.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', reject);
    });
    // Its headers and the first bytes of the body are on A's connection before A is told to stop.
    await new Promise<void>((resolve, reject) =>
      req.write(body.slice(0, 20), (error) => (error ? reject(error) : resolve())),
    );
    const draining = () =>
      a.logs.some((l) => l.msg === 'shutting down: not ready; finishing in-flight requests');
    a.child.kill('SIGTERM');
    await expect.poll(draining, { timeout: 10_000 }).toBe(true);

    // Within SHUTDOWN_DELAY_SECONDS: alive, not ready; B is ready.
    const ready = await new Client(a.url).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toEqual({ accepting: false, database: 'up', storage: 'up' });
    expect((await fetch(`${a.url}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${b.url}/api/health/ready`)).status).toBe(200);

    // Through nginx nothing fails while A drains and stops: every request is answered. Once A no
    // longer listens, the rest of the registration's body arrives; A finishes it, then exits.
    let exited = false;
    void a.exited.then(() => (exited = true));
    const listens = () =>
      fetch(`${a.url}/api/health/live`).then(
        () => true,
        () => false,
      );
    let bodySent = false;
    const statuses: number[] = [];
    const byProcess: string[] = [];
    const through = async () => {
      const res = await fetch(`${base}/api/shop/products/get`);
      statuses.push(res.status);
      byProcess.push(await servedBy(res.headers));
    };
    while (!exited) {
      await through();
      if (!bodySent && !(await listens())) {
        req.end(body.slice(20));
        bodySent = true;
      }
    }
    for (let i = 0; i < 5; i++) await through();
    expect(bodySent).toBe(true);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(byProcess.slice(-5)).toEqual(['B', 'B', 'B', 'B', 'B']); // A no longer listens
    await expect(fetch(`${a.url}/api/health/live`)).rejects.toThrow();

    const finished = await inFlight;
    expect(finished.status).toBe(201);
    expect(await a.exited).toBe(0);
  }, 60_000);
});
