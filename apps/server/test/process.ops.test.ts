import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const main = 'apps/server/src/main.ts';
const createAdmin = 'apps/server/src/cli/create-admin.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function node(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function waitHealthy(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

describe('the server process and create-admin', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-process-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // Four processes, each loading the server from its TypeScript sources: started together, so the test
  // waits for the slowest start-up rather than for four in a row (which took 30 s on a loaded machine).
  it('stops at start-up with one clear line naming a bad variable', async () => {
    const bad = <[string, string][]>[
      ['PORT', 'abc'],
      ['DATABASE_URL', 'mysql://localhost/shop'],
      ['PUBLIC_URL', 'not a url'],
      ['SEED_DEMO', 'maybe'],
    ];
    const results = await Promise.all(
      bad.map(([name, value]) => node([main], { [name]: value, DATA_DIR: dataDir })),
    );
    for (const [i, [name]] of bad.entries()) {
      const res = results[i]!;
      expect(res.code, name).toBe(1);
      const lines = res.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    }
  }, 90_000);

  it('refuses to take orders for free: production without Razorpay keys stops at start-up', async () => {
    const res = await node([main], { NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    expect(res.code).toBe(1);
    const lines = res.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'SIMULATED_PAYMENTS']) {
      expect(lines[0]).toContain(name);
    }
  });

  it('will not mail links to localhost: production without PUBLIC_URL stops at start-up, naming it', async () => {
    const res = await node([main], {
      NODE_ENV: 'production',
      SIMULATED_PAYMENTS: 'true',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    });
    expect(res.code).toBe(1);
    const lines = res.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PUBLIC_URL /);
  });

  it('serves, refuses create-admin while it holds the data, shuts down cleanly on SIGTERM, then create-admin works', async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    };
    const url = `http://127.0.0.1:${port}`;
    const server = spawn('node', ['--import', 'tsx', main], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
    children.push(server);
    await waitHealthy(url, server);
    const reg = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'Meera', email: 'meera@example.com', password: 'first password' }),
    });
    expect(reg.status).toBe(201);

    const refused = await node(
      [createAdmin, '--email', 'meera@example.com', '--password', 'owner password'],
      env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is using the embedded database');

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    const promoted = await node(
      [createAdmin, '--email', 'Meera@Example.com', '--password', 'owner password'],
      env,
    );
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain('The account meera@example.com already existed');
    expect(promoted.stdout).toContain('Promoted it to admin');
    const created = await node(
      [createAdmin, '--email', 'new.owner@example.com', '--password', 'owner password 2'],
      env,
    );
    expect(created.stdout).toContain('Created admin account new.owner@example.com');
    expect((await node([createAdmin, '--email', 'x@example.com', '--password', 'short'], env)).code).toBe(1);

    const again = spawn('node', ['--import', 'tsx', main], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
    children.push(again);
    await waitHealthy(url, again);
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'meera@example.com', password: 'owner password' }),
    });
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');
    again.kill('SIGTERM');
    await new Promise((r) => again.once('exit', r));
  }, 120_000);
});
