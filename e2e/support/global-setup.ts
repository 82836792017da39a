import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

export const ADMIN = { email: 'owner@resham.example', password: 'owner password 1' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The shop server did not become healthy in time');
}

/** Builds the web app if needed, then starts the real server on a temporary DATA_DIR with one admin. */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test in this process. A build or server that inherits it gets React's
  // development bundles (about 1.6× the JavaScript) and is not what `npm start` serves: test the
  // production build and the production server.
  // No Razorpay keys in tests: production refuses the simulated gateway unless SIMULATED_PAYMENTS=true.
  const productionEnv = { ...process.env, NODE_ENV: 'production', SIMULATED_PAYMENTS: 'true' };
  // E2E_WEB_DIST: build into a folder of one's own (several people testing on one machine).
  const webDist = process.env.E2E_WEB_DIST;
  if (webDist) {
    // What `npm run build -w apps/web` does, into that folder: vite build, the server's renderer
    // (vite build --ssr), then .br/.gz beside each asset.
    execFileSync('npx', ['vite', 'build', '--outDir', path.resolve(webDist), '--emptyOutDir'], {
      cwd: path.join(root, 'apps/web'),
      env: productionEnv,
      stdio: 'inherit',
    });
    execFileSync(
      'npx',
      [
        'vite',
        'build',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        path.join(path.resolve(webDist), '.ssr'),
      ],
      { cwd: path.join(root, 'apps/web'), env: productionEnv, stdio: 'inherit' },
    );
    execFileSync('node', ['scripts/precompress.mjs', path.resolve(webDist)], { cwd: root, stdio: 'inherit' });
  } else
    execFileSync('node', ['scripts/build-if-needed.mjs'], {
      cwd: root,
      env: productionEnv,
      stdio: 'inherit',
    });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-e2e-'));
  const port = await freePort();
  const env = {
    ...productionEnv,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    RESERVATION_MINUTES: '30',
    // Every spec signs up and searches from 127.0.0.1: raise the per-client limits well above the suite.
    RATE_LIMIT_SCALE: '100',
    // The shop's WhatsApp: footer and product pages link to it (e2e/wishes.e2e.ts).
    STORE_WHATSAPP: '+91 98430 12345',
    ...(webDist ? { WEB_DIST: path.resolve(webDist) } : {}),
  };
  execFileSync(
    'node',
    [
      '--import',
      'tsx',
      'apps/server/src/cli/create-admin.ts',
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--name',
      'Shop Owner',
    ],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, 300_000);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('admin', ADMIN);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    admin: { email: string; password: string };
  }
}
