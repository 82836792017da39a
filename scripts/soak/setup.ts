// The soak's shop: a PostgreSQL of its own (restartable, touching nothing else), the S3 server with its
// objects on a small disk of their own (a tmpfs when root, so the soak can fill it), a catalogue of
// 5,000 products, two compiled app processes and Debian's nginx with deploy/nginx/resham.conf in front.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedCatalogue } from '../bench-catalogue-setup';
import { SERVER_OUT } from '../build-server.mjs';
import { startEmbeddedPostgres } from '../test-support/postgres.mjs';
import { ensureSystemPackages, SYSTEM_PACKAGES } from '../test-support/system-packages.mjs';
import { AppProcess, freePort, root, startNginx } from './deployment';
import { SoakS3 } from './s3';

export interface Shop {
  base: string;
  databaseUrl: string;
  postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  s3: SoakS3;
  /** The S3 server's disk, when it is a tmpfs the soak may fill (root only). */
  uploadDisk: string | null;
  processes: AppProcess[];
  nginx: Awaited<ReturnType<typeof startNginx>>;
  webhookSecret: string;
  env: Record<string, string>;
  tmp: string;
  close(): Promise<void>;
}

const UPLOAD_DISK_MB = 256;

/** A tmpfs for the S3 server's objects (as root); null where mounting is not allowed. */
function mountUploadDisk(dir: string): string | null {
  if (process.getuid?.() !== 0) return null;
  fs.mkdirSync(dir, { recursive: true });
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${UPLOAD_DISK_MB}m`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  return mounted.status === 0 ? dir : null;
}

export async function startShop(log: (msg: string) => void, products: number): Promise<Shop> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-soak-'));
  // What has started so far, stopped in reverse order should the set-up fail half-way.
  const undo: (() => unknown)[] = [() => fs.rmSync(tmp, { recursive: true, force: true })];
  try {
    return await start(tmp, undo, log, products);
  } catch (err) {
    for (const step of undo.reverse()) await Promise.resolve(step()).catch(() => {});
    throw err;
  }
}

async function start(
  tmp: string,
  undo: (() => unknown)[],
  log: (msg: string) => void,
  products: number,
): Promise<Shop> {
  // Debian's nginx, as `npm test` gets it: installed when missing and root (CI runs the soak before
  // `npm test`), else the exact command.
  ensureSystemPackages(SYSTEM_PACKAGES.filter((p) => p.name === 'nginx'));
  log('building the web app and the server when their sources changed…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-needed.mjs')], {
    stdio: 'inherit',
    cwd: root,
  });

  const postgres = await startEmbeddedPostgres();
  undo.push(() => postgres.stop());
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database resham_soak');
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = '/resham_soak';
  const databaseUrl = url.toString();
  log(`PostgreSQL of the soak's own started (pid ${postgres.pid()})`);

  // The S3 server keeps its objects on a disk of their own (a tmpfs as root), which the disk fault fills.
  const uploadDisk = mountUploadDisk(path.join(tmp, 'upload-disk'));
  if (uploadDisk) undo.push(() => spawnSync('umount', ['-l', uploadDisk]));
  const s3 = await SoakS3.start(path.join(uploadDisk ?? tmp, 's3'));
  undo.push(() => s3.stop());
  log(`S3 server at ${s3.endpoint}${uploadDisk ? ` on a ${UPLOAD_DISK_MB} MB tmpfs` : ''}`);

  const [nginxPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
  const webhookSecret = randomBytes(16).toString('hex');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ...s3.env,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: '1',
    SIMULATED_PAYMENTS: 'true',
    SIMULATED_GATEWAY_SECRET: randomBytes(24).toString('hex'),
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Every simulated shopper comes from this machine's one address: per-client limits scaled up.
    RATE_LIMIT_SCALE: '100000',
    // Held stock of a closed payment window comes back within the soak.
    RESERVATION_MINUTES: '2',
    SHUTDOWN_DELAY_SECONDS: '1',
  };
  // The seeding runs in this process: the AWS SDK takes the bucket's keys from its environment.
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: s3.env.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: s3.env.AWS_SECRET_ACCESS_KEY,
  });
  log(`seeding ${products} products…`);
  await seedCatalogue(
    { env: { DATA_DIR: path.join(tmp, 'seed'), ...env, NODE_ENV: 'development' }, drop: async () => {} },
    products,
  );

  const main = path.join(SERVER_OUT, 'main.js');
  const processes = [
    new AppProcess('A', portA, path.join(tmp, 'data-A'), env, main, true),
    new AppProcess('B', portB, path.join(tmp, 'data-B'), env, main, true),
  ];
  for (const p of processes) {
    p.keepLogs = false;
    p.start();
    undo.push(() => p.stop('SIGKILL'));
  }
  await Promise.all(processes.map((p) => p.waitReady()));
  const nginx = await startNginx({
    dir: path.join(tmp, 'nginx'),
    port: nginxPort,
    upstreams: [portA, portB],
  });
  log(`nginx at ${nginx.base} in front of A (${portA}) and B (${portB})`);

  return {
    base: nginx.base,
    databaseUrl,
    postgres,
    s3,
    uploadDisk,
    processes,
    nginx,
    webhookSecret,
    env,
    tmp,
    async close() {
      await nginx.stop();
      await Promise.all(processes.map((p) => p.stop('SIGTERM')));
      await s3.stop();
      await postgres.stop();
      if (uploadDisk) spawnSync('umount', ['-l', uploadDisk]);
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
