import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { openDatabase, type Database } from '../src/db/client';
import {
  Client,
  describeEachDatabase,
  postgresUrl,
  serveTestApp,
  signUpCustomer,
  testConfig,
  type Backend,
} from './harness';

const root = path.resolve(import.meta.dirname, '../../..');
const createAdmin = 'apps/server/src/cli/create-admin.ts';

/** Runs `npm run create-admin`'s program as the owner would, with `stdin` piped in. */
function runCreateAdmin(args: string[], env: Record<string, string>, stdin = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('node', ['--import', 'tsx', createAdmin, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/**
 * A database the command and a test app can both reach: a PGlite folder (opened by one at a time, as
 * the embedded database allows) or a PostgreSQL database of its own.
 */
async function sharedDatabase(backend: Backend) {
  if (backend === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-admin-'));
    const open = async () => {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
      await database.migrate();
      return database;
    };
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = postgresUrl();
  const name = `resham_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const open = async () => {
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    await database.migrate();
    return database;
  };
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'resham-admin-')) },
    open,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

describeEachDatabase('create-admin', (backend) => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  /** The shop serving `database` until `stop`. */
  async function shop(database: Database) {
    return serveTestApp({ database, config: testConfig() });
  }

  it('promoting an account someone registered first ends its sessions, and says so plainly', async () => {
    const store = await sharedDatabase(backend);
    drops.push(store.drop);
    let database = await store.open();
    let t = await shop(database);
    // Someone registers the address the owner will give create-admin, and signs in on two devices.
    const squatter = await signUpCustomer(t, 'Squatter');
    const second = new Client(t.url);
    expect(
      (await second.post('/api/auth/login', { email: squatter.email, password: squatter.password })).status,
    ).toBe(200);
    expect((await squatter.client.get('/api/auth/check-auth')).status).toBe(200);
    await t.close();
    await database.close();

    const res = await runCreateAdmin(
      ['--email', squatter.email],
      store.env,
      'the owner’s own long password\n',
    );
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain(`The account ${squatter.email} already existed`);
    expect(res.stdout).toMatch(
      /it was created \d{4}-\d{2}-\d{2}T[\d:.]+Z \(role user\), not by this command/,
    );
    expect(res.stdout).toContain('ended 2 sessions of that account');

    database = await store.open();
    t = await shop(database);
    try {
      // Neither of the sessions signed in before the promotion is an admin session now: they are gone.
      // (The shop listens on a new port now: the same cookies, sent there.)
      const devices = [squatter.client, second].map((before) => {
        const device = new Client(t.url);
        device.cookie = before.cookie;
        return device;
      });
      for (const device of devices) {
        expect((await device.get('/api/auth/check-auth')).status).toBe(401);
        expect((await device.get('/api/admin/dashboard')).status).toBe(401);
      }
      // The old password no longer opens the account; the owner's does, as admin.
      expect(
        (
          await new Client(t.url).post('/api/auth/login', {
            email: squatter.email,
            password: squatter.password,
          })
        ).status,
      ).toBe(401);
      const owner = new Client(t.url);
      const login = await owner.post('/api/auth/login', {
        email: squatter.email,
        password: 'the owner’s own long password',
      });
      expect(login.body.user.role).toBe('admin');
      expect((await owner.get('/api/admin/dashboard')).status).toBe(200);

      // Any other way a role changes ends the sessions too (here: SQL typed by hand).
      const customer = await signUpCustomer(t, 'Promoted');
      await database.db.execute(sql`update users set role = 'admin' where id = ${customer.user.id}`);
      expect((await customer.client.get('/api/admin/dashboard')).status).toBe(401);
      expect((await customer.client.get('/api/auth/check-auth')).status).toBe(401);
    } finally {
      await t.close();
      await database.close();
    }
  }, 120_000);

  it('keeps the rules of sign-up and reads the password from standard input, not the command line', async () => {
    const store = await sharedDatabase(backend);
    drops.push(store.drop);
    const env = store.env;
    for (const [password, message] of [
      ['password', MESSAGES.validation.passwordCommon],
      ['12345678', MESSAGES.validation.passwordCommon],
      ['owner@example.com', MESSAGES.validation.passwordIsEmail],
      ['short', MESSAGES.validation.passwordTooShort],
    ] as const) {
      const res = await runCreateAdmin(['--email', 'owner@example.com'], env, `${password}\n`);
      expect(res.code, password).toBe(1);
      expect(res.stderr.trim(), password).toBe(message);
    }
    // The flag is still there for scripts, with the same rules and a warning.
    const flagged = await runCreateAdmin(['--email', 'owner@example.com', '--password', 'password'], env);
    expect(flagged.code).toBe(1);
    expect(flagged.stderr).toContain(MESSAGES.validation.passwordCommon);
    const scripted = await runCreateAdmin(
      ['--email', 'owner@example.com', '--password', 'a long script password'],
      env,
    );
    expect(scripted.code, scripted.stderr).toBe(0);
    expect(scripted.stderr).toContain('--password is visible to other users');
    expect(scripted.stdout).toContain('Created admin account owner@example.com.');

    const piped = await runCreateAdmin(
      ['--email', 'second.owner@example.com'],
      env,
      'a long piped password\n',
    );
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stderr).toBe('');
    expect(piped.stdout).toContain('Created admin account second.owner@example.com.');
    const database = await store.open();
    const t = await shop(database);
    try {
      const login = await new Client(t.url).post('/api/auth/login', {
        email: 'second.owner@example.com',
        password: 'a long piped password',
      });
      expect(login.body.user.role).toBe('admin');
    } finally {
      await t.close();
      await database.close();
    }
  }, 120_000);
});
