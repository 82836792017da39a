import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'owner@resham.example', password: 'owner password 1' };
const compiled = (file: string) => path.join(root, 'apps/server/dist/server', file);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * What the browser tests run: the production build and the compiled server, as `npm start` serves
 * them. Playwright's runner sets NODE_ENV=test in its own process only for its workers' sake; a
 * server that inherited it would be another program, so production is set here. No Razorpay keys:
 * production refuses the simulated gateway unless SIMULATED_PAYMENTS=true. Production also needs
 * PUBLIC_URL: the server's own address, which emailed links point at.
 */
export function shopEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const webDist = process.env.E2E_WEB_DIST;
  return {
    ...process.env,
    NODE_ENV: 'production',
    SIMULATED_PAYMENTS: 'true',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    RESERVATION_MINUTES: '30',
    // Every spec signs up and searches from 127.0.0.1: raise the per-client limits well above the suite.
    RATE_LIMIT_SCALE: '100',
    // The shop's WhatsApp: footer and product pages link to it (e2e/wishes.e2e.ts).
    STORE_WHATSAPP: '+91 98430 12345',
    ...(webDist ? { WEB_DIST: path.resolve(webDist) } : {}),
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The shop server did not become healthy in time');
}

export interface RunningShop {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the compiled server on `dataDir` and waits until it answers. */
export async function startShop(dataDir: string, timeoutMs = 120_000): Promise<RunningShop> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--enable-source-maps', compiled('main.js')], {
    cwd: root,
    env: shopEnv(dataDir, port),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((r) => server.once('exit', r));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(baseUrl, server, timeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, dataDir, stop };
}

/**
 * The seeded shop every worker starts from: a DATA_DIR with the migrated database, the demo catalogue
 * and the owner's admin account, made once per run by starting the server on it once.
 */
export async function makeSeededSnapshot(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-e2e-seed-'));
  execFileSync(
    process.execPath,
    [
      compiled('create-admin.js'),
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--name',
      'Shop Owner',
    ],
    { cwd: root, env: shopEnv(dataDir, 0), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const shop = await startShop(dataDir, 300_000);
  await shop.stop();
  return dataDir;
}

/** A worker's own copy of the seeded snapshot, served by a server of its own. */
export async function startShopFromSnapshot(snapshot: string): Promise<RunningShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-e2e-'));
  fs.cpSync(snapshot, dataDir, { recursive: true });
  const shop = await startShop(dataDir);
  return {
    ...shop,
    stop: async () => {
      await shop.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
