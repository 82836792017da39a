import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../src/db/open';
import { addAddress, seedProducts } from './catalog-fixtures';
import { Client, postgresUrl, serveTestApp, signUpCustomer, testConfig, type TestApp } from './harness';

/**
 * `npm run restore -- DIR --yes` over a live PostgreSQL shop once answered requests throughout and lost
 * an order paid after the backup without a word. Now every app process holds a shared advisory lock
 * while it serves; the restore refuses while any does (unless --force), and says which orders are lost.
 * (The embedded database serves one process, and the restore already refuses while the server holds
 * DATA_DIR.)
 */

const root = path.resolve(import.meta.dirname, '../../..');

async function cli(args: string[], env: Record<string, string>) {
  return promisify(execFile)('node', ['--import', 'tsx', 'apps/server/src/cli/backup.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

async function orderCount(t: TestApp, admin: Client) {
  const list = await new Client(t.url).request('GET', '/api/admin/orders/get', undefined, {
    cookie: admin.cookie,
  });
  expect(list.status).toBe(200);
  return (list.body.data as unknown[]).length;
}

describe('restore over a running PostgreSQL shop', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-restore-live-'));
  const dbName = `resham_restore_${randomBytes(5).toString('hex')}`;
  const sql = async (text: string) => {
    const c = new pg.Client({ connectionString: postgresUrl() });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  const open: TestApp[] = [];
  afterAll(async () => {
    for (const t of open) await t.close().catch(() => {});
    await sql(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('refuses while an app process serves the database, says which orders a restore loses, and goes ahead once the shop is stopped', async () => {
    await sql(`create database ${dbName}`);
    const url = new URL(postgresUrl());
    url.pathname = `/${dbName}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: path.join(tmp, 'data'), S3_BUCKET: '' };
    const startShop = async () => {
      const config = testConfig(env);
      const database = await openConfiguredDatabase(config);
      const t = await serveTestApp({ database, config, onClose: () => database.close() });
      open.push(t);
      return t;
    };

    let t = await startShop();
    const { admin, ids } = await seedProducts(t, [{ title: 'Restored Saree', price: 2000, totalStock: 10 }]);
    const order = async () => {
      const s = await signUpCustomer(t, 'Restore');
      await s.client.post('/api/shop/cart/add', { productId: ids[0], quantity: 1 });
      const addressId = await addAddress(s.client, s.user.id);
      expect((await s.client.post('/api/shop/order/create', { addressId })).status).toBe(200);
    };
    await order();
    const dir = path.join(tmp, 'backup');
    const backup = await cli(['backup', '--out', dir], env);
    expect(backup.code, backup.stderr).toBe(0);
    await order(); // placed after the backup

    // The shop is serving: refused, even with --yes, and nothing changes.
    const refused = await cli(['restore', dir, '--yes'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The shop is running: 1 app process is serving this database');
    expect(refused.stderr).toContain('add --force');
    expect(await orderCount(t, admin)).toBe(2);

    // Stopped: without --yes (a script, no terminal) it says what would be lost and changes nothing.
    await t.close();
    const asked = await cli(['restore', dir], env);
    expect(asked.code).toBe(1);
    expect(asked.stderr).toMatch(
      /1 order placed after the backup was made \([^)]+\), 0 of them paid, the last at [^,]+, will be lost/,
    );
    expect(asked.stderr).toContain('add --yes to replace what is there');

    // With --yes it says the same and restores.
    const restored = await cli(['restore', dir, '--yes'], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('1 order placed after the backup was made');
    expect(restored.stdout).toContain('will be lost');
    t = await startShop();
    expect(await orderCount(t, admin)).toBe(1);

    // --force restores under a running shop, saying so.
    const forced = await cli(['restore', dir, '--yes', '--force'], env);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('--force: restoring while 1 app process is serving this database');
    expect(forced.stdout).toContain('No order was placed after the backup was made');
  }, 300_000);
});
