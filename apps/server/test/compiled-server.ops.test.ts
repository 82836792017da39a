import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, SERVER_OUT } from '../../../scripts/build-server.mjs';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

// What `npm start` runs in production: the server compiled once, started by plain node (no tsx).
describe('the compiled server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-compiled-'));
  let child: ChildProcess | undefined;
  let url = '';
  beforeAll(async () => {
    await buildServer();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn('node', [path.join(SERVER_OUT, 'main.js')], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 1200; i++) {
      if (child.exitCode !== null) throw new Error(`compiled server exited ${child.exitCode}`);
      if (
        await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('compiled server did not start');
  }, 150_000);
  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs its migrations and answers the shop API', async () => {
    const res = await fetch(`${url}/api/shop/products/get`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: [] });
    const categories = await fetch(`${url}/api/common/categories`);
    expect(categories.status).toBe(200);
  });

  it('keeps the demo catalogue out of the code every start loads', () => {
    const main = fs.readFileSync(path.join(SERVER_OUT, 'main.js'), 'utf8');
    const demo = fs.readFileSync(
      path.join(import.meta.dirname, '../src/modules/catalog/demo/demo-data.ts'),
      'utf8',
    );
    const demoTitle = /title: '([^']{12,})'/.exec(demo)![1]!;
    expect(main).not.toContain(demoTitle);
    const chunks = fs.readdirSync(SERVER_OUT).filter((f) => f.endsWith('.js'));
    expect(chunks.some((f) => fs.readFileSync(path.join(SERVER_OUT, f), 'utf8').includes(demoTitle))).toBe(
      true,
    );
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
