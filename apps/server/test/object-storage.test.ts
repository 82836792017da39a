import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOG_MESSAGES, MEDIA_WIDTHS } from '@resham/shared';
import { S3Storage, StorageConfigError } from '../src/lib/s3-storage';
import { STORAGE_RETRY_AFTER_SECONDS, type ObjectStorage } from '../src/lib/storage';
import { makeImage, upload, uploadOne } from './fixtures';
import {
  Client,
  openTestDatabase,
  serveTestApp,
  signInAdmin,
  startTestApp,
  testConfig,
  type TestApp,
} from './harness';
import { startS3Server, type S3TestServer } from './s3-server';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every file under a folder (to prove nothing uploaded lands on local disk). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** An app on its own in-memory database, with the storage given (or the configured one). */
async function startApp(env: Record<string, string>, storage?: ObjectStorage, webRoot: string | null = null) {
  const { database, drop } = await openTestDatabase('pglite');
  const config = testConfig({
    DATA_DIR: path.join(os.tmpdir(), `resham-test-${randomBytes(4).toString('hex')}`),
    ...env,
  });
  return serveTestApp({ database, config, webRoot, ...(storage ? { storage } : {}), onClose: drop });
}

describe('uploads in an S3-compatible bucket (a real S3 server on loopback)', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let admin: Client;
  let webRoot: string;
  let bucketEnv: Record<string, string>;
  const opened: TestApp[] = [];
  const bucket = () =>
    new S3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });

  beforeAll(async () => {
    s3 = await startS3Server();
    // The server takes its credentials from the AWS SDK's standard chain: here, the environment.
    vi.stubEnv('AWS_ACCESS_KEY_ID', s3.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.secretAccessKey);
    const { AWS_ACCESS_KEY_ID: _k, AWS_SECRET_ACCESS_KEY: _s, ...env } = s3.env;
    bucketEnv = env;
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-web-'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><title>Resham</title><div id="root"></div>',
    );
    t = await startTestApp('pglite', bucketEnv, undefined, webRoot);
    admin = (await signInAdmin(t)).client;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    for (const o of opened) await o.close();
    await t?.close();
    await s3?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('stores every variant in the bucket, nothing on local disk, and serves it at the usual URL for a year', async () => {
    expect(t.app.services.media.storage.kind).toBe('s3');
    const url = await uploadOne(admin, '#3355aa');
    expect(url).toMatch(/^\/media\/[a-f0-9]{32}-800\.webp$/);
    const id = /\/media\/([a-f0-9]{32})-800\.webp/.exec(url)![1]!;
    const keys: string[] = [];
    for await (const key of bucket().list()) keys.push(key);
    for (const width of MEDIA_WIDTHS) expect(keys).toContain(`${id}-${width}.webp`);

    for (const width of MEDIA_WIDTHS) {
      const res = await fetch(`${t.url}/media/${id}-${width}.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const served = Buffer.from(await res.arrayBuffer());
      expect(served.equals(await bucket().read(`${id}-${width}.webp`))).toBe(true);
    }
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    expect(filesUnder(t.config.dataDir).filter((f) => /\.(webp|png|jpe?g|tmp)$/.test(f))).toEqual([]);
  });

  it('serves an image uploaded through one process from another process (own data folder)', async () => {
    const url = await uploadOne(admin, '#225533');
    const other = await startApp(bucketEnv);
    opened.push(other);
    expect(other.config.dataDir).not.toBe(t.config.dataDir);
    const [a, b] = await Promise.all([fetch(t.url + url), fetch(other.url + url)]);
    expect(b.status).toBe(200);
    expect(Buffer.from(await b.arrayBuffer()).equals(Buffer.from(await a.arrayBuffer()))).toBe(true);
  }, 60_000);

  it('answers 404 for a missing object, and for one deleted from the bucket', async () => {
    const missing = await fetch(`${t.url}/media/${randomBytes(16).toString('hex')}-800.webp`);
    expect(missing.status).toBe(404);

    const url = await uploadOne(admin, '#aa7711');
    const key = url.replace('/media/', '');
    expect((await fetch(t.url + url)).status).toBe(200);
    await t.app.services.media.storage.delete(key);
    expect((await fetch(t.url + url)).status).toBe(404);
    expect(await bucket().get(key)).toBeNull();
    await expect(t.app.services.media.storage.delete(key)).resolves.toBeUndefined(); // deleting twice is fine
  });

  it('stops the server at start-up with one clear line when the bucket refuses the credentials', async () => {
    const wrong = (over: Partial<{ accessKeyId: string; secretAccessKey: string }>) =>
      new S3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, ...over },
      }).verify();
    await expect(wrong({ secretAccessKey: 'not-the-secret' })).rejects.toThrow(StorageConfigError);
    await expect(wrong({ secretAccessKey: 'not-the-secret' })).rejects.toThrow(
      /S3_BUCKET "resham-media" refused the credentials \(HTTP 403\)\. Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
    await expect(wrong({ accessKeyId: 'NOSUCHKEY' })).rejects.toThrow(/refused the credentials \(HTTP 403\)/);
    await expect(
      new S3Storage({
        bucket: 'no-such-bucket',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      }).verify(),
    ).rejects.toThrow(/S3_BUCKET "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+\. Create it/);

    // The real server process, credentials from its environment.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-s3-start-'));
    const started = await promisify(execFile)('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...s3.env,
        AWS_SECRET_ACCESS_KEY: 'not-the-secret',
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(started.code).toBe(1);
    const lines = started.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Object storage: S3_BUCKET "resham-media" refused the credentials \(HTTP 403\)/,
    );
  }, 60_000);

  it('answers an upload with 503 and a message when the bucket refuses the credentials later', async () => {
    const revoked = new S3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'rotated-away' },
    });
    const other = await startApp(bucketEnv, revoked);
    opened.push(other);
    const res = await upload((await signInAdmin(other)).client, [
      { data: await makeImage('png'), name: 'saree.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, message: CATALOG_MESSAGES.storageUnavailable });
  }, 60_000);

  it('with the bucket unreachable: uploads answer 503 with a message, pages keep being served, readiness fails; then it recovers', async () => {
    const url = await uploadOne(admin, '#772244');
    await s3.stop();
    try {
      const res = await upload(admin, [
        { data: await makeImage('png'), name: 'saree.png', type: 'image/png' },
      ]);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: CATALOG_MESSAGES.storageUnavailable });
      expect(res.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));

      const page = await fetch(`${t.url}/collections/silk`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expect((await fetch(`${t.url}/api/shop/products/get`)).status).toBe(200);
      expect((await fetch(`${t.url}/api/common/categories`)).status).toBe(200);
      const image = await fetch(t.url + url);
      expect(image.status).toBe(503); // an image cannot be read now: not a 404
      expect(image.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));

      expect((await fetch(`${t.url}/api/health`)).status).toBe(200); // the database answers
      expect((await fetch(`${t.url}/api/health/live`)).status).toBe(200);
      const ready = await new Client(t.url).get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.data).toEqual({ accepting: true, database: 'up', storage: 'down' });
    } finally {
      await s3.start();
    }
    for (let i = 0; ; i++) {
      const ready = await new Client(t.url).get('/api/health/ready');
      if (ready.status === 200) {
        expect(ready.body).toEqual({
          success: true,
          data: { accepting: true, database: 'up', storage: 'up' },
        });
        break;
      }
      if (i > 40) throw new Error('storage not reachable again');
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await fetch(t.url + url)).status).toBe(200);
    expect(await uploadOne(admin)).toMatch(/^\/media\//);
  }, 60_000);
});
