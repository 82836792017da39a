import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../src/db/open';
import { uploadOne } from './fixtures';
import { describeEachDatabase, postgresUrl, serveTestApp, signInAdmin, testConfig } from './harness';

/**
 * What other local users of the machine may read: nothing of the shop's data. The embedded database's
 * folder (and DATA_DIR when the server creates it) is 0700, a backup's folders 0700 and files 0600.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Every file and folder under `dir`, with its mode. */
function modesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true }) as string[])
    out[entry] = mode(path.join(dir, entry));
  return out;
}

describe('the embedded database on disk', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-modes-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('is in a 0700 DATA_DIR when the server creates it, with its files the owner’s alone', async () => {
    const dataDir = path.join(tmp, 'new', 'data');
    const port = await freePort();
    const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_SECONDS: '0',
      },
      stdio: 'ignore',
    });
    try {
      for (let i = 0; ; i++) {
        if (server.exitCode !== null) throw new Error(`server exited ${server.exitCode}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
        } catch {
          // starting
        }
        if (i > 300) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(mode(dataDir)).toBe('700');
      expect(mode(path.join(dataDir, 'pgdata'))).toBe('700');
      expect(mode(path.join(dataDir, 'server.pid'))).toBe('600');
      // Whatever the server itself created besides the database's own files is private too.
      const outside = Object.entries(modesUnder(dataDir)).filter(([p]) => !p.startsWith('pgdata'));
      for (const [p, m] of outside) expect(Number.parseInt(m, 8) & 0o077, `${p} is ${m}`).toBe(0);
    } finally {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
  }, 120_000);

  it('tightens the database folder of a DATA_DIR the owner made 0755', async () => {
    const dataDir = path.join(tmp, 'owned');
    fs.mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true, mode: 0o755 });
    fs.chmodSync(path.join(dataDir, 'pgdata'), 0o755);
    const database = await openConfiguredDatabase(testConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }));
    await database.close();
    expect(mode(path.join(dataDir, 'pgdata'))).toBe('700');
  }, 60_000);
});

describeEachDatabase('a backup on disk', (backend) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-modes-'));
  const dbName = `resham_modes_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: postgresUrl() });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  afterAll(async () => {
    if (backend === 'postgres') await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('is a 0700 folder of 0600 files', async () => {
    const env: Record<string, string> = { DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: '', S3_BUCKET: '' };
    if (backend === 'postgres') {
      await admin(`create database ${dbName}`);
      const url = new URL(postgresUrl());
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
    }
    const config = testConfig(env);
    const database = await openConfiguredDatabase(config);
    const t = await serveTestApp({ database, config, onClose: () => database.close() });
    const { client } = await signInAdmin(t);
    await uploadOne(client);
    await t.close();

    const out = path.join(tmp, 'backups', 'today');
    const res = await promisify(execFile)(
      'node',
      ['--import', 'tsx', 'apps/server/src/cli/backup.ts', 'backup', '--out', out],
      { cwd: root, env: { ...process.env, ...env } },
    );
    expect(res.stdout).toContain('Backup written to');
    expect(mode(path.join(tmp, 'backups'))).toBe('700');
    expect(mode(out)).toBe('700');
    const modes = modesUnder(out);
    expect(Object.keys(modes).filter((p) => p.startsWith('media/')).length).toBeGreaterThan(0);
    expect(modes).toEqual(
      Object.fromEntries(Object.keys(modes).map((p) => [p, p === 'media' ? '700' : '600'])),
    );
  }, 120_000);
});
