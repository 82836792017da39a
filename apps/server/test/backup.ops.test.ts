import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS } from '@resham/shared';
import { openConfiguredDatabase } from '../src/db/open';
import { S3Storage } from '../src/lib/s3-storage';
import { addAddress } from './catalog-fixtures';
import { upload, uploadOne } from './fixtures';
import {
  Client,
  postgresUrl,
  serveTestApp,
  signInAdmin,
  signUpCustomer,
  testConfig,
  type TestApp,
} from './harness';
import { payInWindow } from './payment-helpers';
import { startS3Server, type S3TestServer } from './s3-server';

const root = path.resolve(import.meta.dirname, '../../..');

/** `npm run backup` / `npm run restore` as a person runs them (the same command, a child process). */
async function cli(args: string[], env: Record<string, string>) {
  const started = Date.now();
  const result = await promisify(execFile)(
    'node',
    ['--import', 'tsx', 'apps/server/src/cli/backup.ts', ...args],
    { cwd: root, env: { ...process.env, ...env } },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

async function startShop(env: Record<string, string>): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openConfiguredDatabase(config);
  return serveTestApp({ database, config, onClose: () => database.close() });
}

const sha = (data: ArrayBuffer) => createHash('sha256').update(Buffer.from(data)).digest('hex');

/** Uploads, products and orders made through the API; what a restore must give back. */
async function makeShop(t: TestApp) {
  const { client: admin, email, password } = await signInAdmin(t);
  // One photo-like image (noise, as a camera's detail costs bytes) and one plain one.
  const photo = await sharp({
    create: {
      width: 1600,
      height: 2000,
      channels: 3,
      background: '#7a1f3d',
      noise: { type: 'gaussian', mean: 110, sigma: 40 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer();
  const uploaded = await upload(admin, [{ data: photo, name: 'saree.jpg', type: 'image/jpeg' }]);
  expect(uploaded.status).toBe(200);
  const images = [uploaded.body.results[0].url as string, await uploadOne(admin, '#1f5a7a')];
  await admin.post('/api/common/categories', { name: 'Kanchipuram Silk Sarees' });
  const productIds: string[] = [];
  for (const [i, image] of images.entries()) {
    const res = await admin.post('/api/admin/products/add', {
      title: `Backed-up Saree ${i + 1}`,
      description: 'Handwoven.',
      category: 'Kanchipuram Silk Sarees',
      price: 9000 + i * 1000,
      salePrice: 0,
      totalStock: 10,
      images: [image],
    });
    expect(res.status).toBe(201);
    productIds.push(res.body.data._id);
  }
  const shoppers: { client: Client; userId: string; orderId: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const s = await signUpCustomer(t, `Shopper${i}`);
    await s.client.post('/api/shop/cart/add', { productId: productIds[i % 2], quantity: 1 + (i % 2) });
    const addressId = await addAddress(s.client, s.user.id);
    const created = await s.client.post('/api/shop/order/create', { addressId });
    expect(created.status).toBe(200);
    if (i < 3) {
      // three paid (with invoice numbers), one left unpaid
      const paid = await payInWindow(s.client, created.body.razorpayOrder.id);
      const verified = await s.client.post('/api/shop/order/verify-razorpay', {
        ...paid,
        orderId: created.body.orderId,
      });
      expect(verified.body.paymentStatus).toBe('paid');
    }
    shoppers.push({ client: s.client, userId: s.user.id, orderId: created.body.orderId });
  }
  const list = await admin.get('/api/admin/orders/get');
  const orders = (list.body.data as { _id: string; invoiceNumber: string | null; orderStatus: string }[]).map(
    (o) => ({ id: o._id, invoiceNumber: o.invoiceNumber, orderStatus: o.orderStatus }),
  );
  expect(orders).toHaveLength(4);
  expect(orders.filter((o) => o.invoiceNumber)).toHaveLength(3);
  const variants = new Map<string, string>();
  for (const url of images) {
    for (const w of MEDIA_WIDTHS) {
      const variant = url.replace('-800.webp', `-${w}.webp`);
      variants.set(variant, sha(await (await fetch(t.url + variant)).arrayBuffer()));
    }
  }
  return { admin: { email, password }, orders, variants, shoppers };
}

/** After the restore: every order with its invoice number, every image byte for byte, an invoice PDF. */
async function expectRestored(t: TestApp, made: Awaited<ReturnType<typeof makeShop>>) {
  const admin = new Client(t.url);
  expect((await admin.post('/api/auth/login', made.admin)).status).toBe(200);
  const list = await admin.get('/api/admin/orders/get');
  const orders = (list.body.data as { _id: string; invoiceNumber: string | null; orderStatus: string }[]).map(
    (o) => ({ id: o._id, invoiceNumber: o.invoiceNumber, orderStatus: o.orderStatus }),
  );
  expect(orders).toEqual(made.orders);
  for (const [url, hash] of made.variants) {
    const res = await fetch(t.url + url);
    expect(res.status, url).toBe(200);
    expect(sha(await res.arrayBuffer()), url).toBe(hash);
  }
  // The shopper's session was restored with the database: their invoice downloads as before.
  const paid = made.shoppers[0]!;
  const shopper = new Client(t.url);
  shopper.cookie = paid.client.cookie;
  const order = (await shopper.get(`/api/shop/order/details/${paid.orderId}`)).body.data;
  expect(order.invoiceNumber).toBe(made.orders.find((o) => o.id === paid.orderId)!.invoiceNumber);
  const pdf = await fetch(`${t.url}/api/shop/order/invoice/${paid.orderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: paid.client.cookie },
    body: JSON.stringify({ userId: paid.userId }),
  });
  expect(pdf.status).toBe(200);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

function report(
  label: string,
  dir: string,
  backup: { seconds: number; stdout: string },
  restore: { seconds: number; stdout: string },
) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const total = manifest.database.bytes + manifest.media.bytes;
  console.log(
    `${label}: backup ${(total / 1024).toFixed(0)} KB (database ${(manifest.database.bytes / 1024).toFixed(0)} KB, ` +
      `${manifest.media.count} images ${(manifest.media.bytes / 1024).toFixed(0)} KB) in ${backup.seconds.toFixed(1)} s; ` +
      `restore in ${restore.seconds.toFixed(1)} s (both including ~1 s of node start-up)\n  ${backup.stdout.trim()}\n  ${restore.stdout.trim()}`,
  );
}

describe('backups that restore: the embedded database and uploads on disk', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-backup-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('backs up, is wiped, restores, and has every order, invoice number and image again', async () => {
    const env = { DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: '', S3_BUCKET: '' };
    const t = await startShop(env);
    const made = await makeShop(t);
    await t.close();

    const dir = path.join(tmp, 'backup');
    const backup = await cli(['backup', '--out', dir], env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, 'database.pglite.tar.gz'))).toBe(true);
    expect(fs.readdirSync(path.join(dir, 'media'))).toHaveLength(made.variants.size);

    fs.rmSync(env.DATA_DIR, { recursive: true, force: true }); // the machine is lost
    const restore = await cli(['restore', dir], env);
    expect(restore.code, restore.stderr).toBe(0);

    const back = await startShop(env);
    try {
      await expectRestored(back, made);
    } finally {
      await back.close();
    }
    report('embedded + local disk', dir, backup, restore);
  }, 300_000);
});

describe('backups that restore: PostgreSQL and an S3 bucket', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-backup-'));
  const dbName = `resham_backup_${randomBytes(5).toString('hex')}`;
  let s3: S3TestServer | undefined;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: postgresUrl() });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  afterAll(async () => {
    await admin(`drop database if exists ${dbName} with (force)`);
    await s3?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('backs up with pg_dump and the bucket, is wiped, restores, and has every order, invoice number and image again', async () => {
    s3 = await startS3Server();
    process.env.AWS_ACCESS_KEY_ID = s3.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = s3.secretAccessKey;
    await admin(`create database ${dbName}`);
    const url = new URL(postgresUrl());
    url.pathname = `/${dbName}`;
    const env = { ...s3.env, DATABASE_URL: url.toString(), DATA_DIR: path.join(tmp, 'data') };

    const t = await startShop(env);
    const made = await makeShop(t);
    await t.close();

    const dir = path.join(tmp, 'backup');
    const backup = await cli(['backup', '--out', dir], env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, 'database.pgdump'))).toBe(true);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.media).toMatchObject({ store: 's3', count: made.variants.size });
    expect(manifest.rows).toMatchObject({ orders: 4, invoiced: 3 });

    // Wiped: a new empty database, an empty bucket.
    await admin(`drop database ${dbName} with (force)`);
    await admin(`create database ${dbName}`);
    const bucket = new S3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    for await (const key of bucket.list()) await bucket.delete(key);
    const left: string[] = [];
    for await (const key of bucket.list()) left.push(key);
    expect(left).toEqual([]);

    const restore = await cli(['restore', dir], env);
    expect(restore.code, restore.stderr).toBe(0);

    const back = await startShop(env);
    try {
      await expectRestored(back, made);
    } finally {
      await back.close();
    }
    report('PostgreSQL + S3', dir, backup, restore);

    // A second restore over the live data is refused unless asked for.
    const again = await cli(['restore', dir], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('add --yes to replace what is there');
  }, 300_000);
});
