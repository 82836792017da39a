/**
 * npm run backup [-- --out DIR]        the database and every uploaded image into one folder
 * npm run restore -- DIR [--yes] [--force]   back into the configured database and storage: refused
 *                                      while app processes serve the database unless --force; says which
 *                                      orders are lost and asks first (--yes: no question, for scripts)
 *
 * Uses the server's own settings (DATABASE_URL or DATA_DIR; S3_* or DATA_DIR/uploads). PostgreSQL is
 * dumped with pg_dump (custom format) and restored with pg_restore, while the shop runs. The embedded
 * database is dumped with PGlite's own dumpDataDir and restored with loadDataDir; it serves one process
 * at a time, so the server is stopped for both. The folder holds:
 *   manifest.json        what was saved, with counts to check a restore against
 *   database.pgdump      (PostgreSQL) or database.pglite.tar.gz (embedded)
 *   media/<key>          every object of the upload store (local folder or bucket)
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline/promises';
import { pipeline } from 'node:stream/promises';
import { parseArgs, promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { ConfigError, loadConfig, type Config } from '../config';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openDatabase, type Db } from '../db/client';
import * as schema from '../db/schema';
import { media, orders, products, users } from '../db/schema';
import { DataDirLock } from '../lib/data-dir-lock';
import { SERVING_HOLDERS_SQL, SERVING_LOCK_KEY } from '../lib/serving-lock';
import {
  makePrivateDir,
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
  usePrivateFileModes,
} from '../lib/private-files';
import { isSafeKey, openObjectStorage, type ObjectStorage } from '../lib/storage';

const run = promisify(execFile);
const FORMAT = 1;

interface Manifest {
  format: number;
  createdAt: string;
  database: {
    kind: 'postgres' | 'pglite';
    /** When the database was dumped (older backups: only createdAt, a little later). */
    dumpedAt?: string;
    file: string;
    bytes: number;
    serverVersion?: string;
    pgDumpVersion?: string;
    pgliteVersion?: string;
  };
  media: { store: 'local' | 's3'; count: number; bytes: number; skipped: number };
  /** Rows at the time of the backup: a restore is checked against them. */
  rows: { orders: number; invoiced: number; products: number; users: number; media: number };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs fn over items, at most `limit` at a time. */
async function eachLimit<T>(items: AsyncIterable<T>, limit: number, fn: (item: T) => Promise<void>) {
  const running = new Set<Promise<void>>();
  for await (const item of items) {
    const p = fn(item).finally(() => running.delete(p));
    running.add(p);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
}

/** pg_dump / pg_restore take the password from the environment, never the command line (`ps`). */
function pgConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env };
}

async function majorOf(tool: string): Promise<{ major: number; version: string }> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const version = /(\d+)(?:\.(\d+))?/.exec(stdout)!;
    return { major: Number(version[1]), version: stdout.trim() };
  } catch {
    fail(
      `${tool} was not found. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`,
    );
  }
}

async function countRows(db: Db): Promise<Manifest['rows']> {
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]!.n);
  return {
    orders: await n(db.select({ n: count() }).from(orders)),
    invoiced: await n(db.select({ n: count() }).from(orders).where(isNotNull(orders.invoiceNumber))),
    products: await n(db.select({ n: count() }).from(products)),
    users: await n(db.select({ n: count() }).from(users)),
    media: await n(db.select({ n: count() }).from(media)),
  };
}

async function postgresRowCounts(databaseUrl: string): Promise<Manifest['rows']> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    return await countRows(database.db);
  } finally {
    await database.close();
  }
}

/** The embedded database, opened once for both its counts and its dump (or its load). */
const pgliteDb = (client: PGlite) => drizzlePglite(client, { schema }) as unknown as Db;

/** The embedded database is one process's: refuse while the server holds DATA_DIR. */
function lockDataDir(config: Config): DataDirLock {
  const lock = new DataDirLock(config.dataDir);
  const holder = lock.holder();
  if (holder) {
    fail(
      `The shop server (process ${holder}) is using the embedded database in ${config.dataDir}.\n` +
        'Stop the server, run this again, then start the server. (With DATABASE_URL it can run alongside.)',
    );
  }
  lock.acquire();
  return lock;
}

async function backup(config: Config, out: string) {
  const started = Date.now();
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) fail(`${out} exists and is not empty.`);
  // A backup holds every password hash and address: 0700 folders, 0600 files (pg_dump's file too,
  // through the umask).
  makePrivateDir(path.join(out, 'media'));
  fs.chmodSync(out, PRIVATE_DIR_MODE);
  fs.chmodSync(path.join(out, 'media'), PRIVATE_DIR_MODE);
  const storage = await openObjectStorage(config);
  let database: Manifest['database'];
  let rows: Manifest['rows'];
  let lock: DataDirLock | null = null;
  try {
    // The database first, then the images: images are never deleted, so every image the dump names
    // is in the store when it is copied (an upload after the dump is simply one more file).
    if (config.DATABASE_URL) {
      const tool = process.env.PG_DUMP ?? 'pg_dump';
      const client = await majorOf(tool);
      const probe = new pg.Client({ connectionString: config.DATABASE_URL });
      await probe.connect();
      const serverVersion = (await probe.query('show server_version')).rows[0].server_version as string;
      await probe.end();
      const serverMajor = Number(/^(\d+)/.exec(serverVersion)![1]);
      if (client.major < serverMajor) {
        fail(
          `${client.version} cannot dump a PostgreSQL ${serverVersion} server: install the client tools of version ${serverMajor} or later (Debian: apt-get install postgresql-client-${serverMajor}) or set PG_DUMP to one.`,
        );
      }
      rows = await postgresRowCounts(config.DATABASE_URL);
      const dumpedAt = new Date().toISOString();
      const file = path.join(out, 'database.pgdump');
      const { dbname, env } = pgConnection(config.DATABASE_URL);
      await run(
        tool,
        ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', dbname],
        {
          env,
        },
      );
      fs.chmodSync(file, PRIVATE_FILE_MODE);
      database = {
        kind: 'postgres',
        dumpedAt,
        file: 'database.pgdump',
        bytes: fs.statSync(file).size,
        serverVersion,
        pgDumpVersion: client.version,
      };
    } else {
      lock = lockDataDir(config);
      const pgliteDir = path.join(config.dataDir, 'pgdata');
      if (!fs.existsSync(pgliteDir)) fail(`No embedded database in ${pgliteDir}.`);
      const client = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm } });
      rows = await countRows(pgliteDb(client));
      const dumpedAt = new Date().toISOString();
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      const file = path.join(out, 'database.pglite.tar.gz');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: PRIVATE_FILE_MODE });
      database = {
        kind: 'pglite',
        dumpedAt,
        file: 'database.pglite.tar.gz',
        bytes: fs.statSync(file).size,
        pgliteVersion: pgliteVersion(),
      };
    }

    const copied = { count: 0, bytes: 0, skipped: 0 };
    await eachLimit(storage.list(), 8, async (key) => {
      if (!isSafeKey(key)) {
        copied.skipped++;
        return;
      }
      const object = await storage.get(key);
      if (!object) return; // deleted meanwhile
      await pipeline(
        object.stream,
        fs.createWriteStream(path.join(out, 'media', key), { mode: PRIVATE_FILE_MODE }),
      );
      copied.count++;
      copied.bytes += object.size;
    });

    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database,
      media: { store: storage.kind, ...copied },
      rows,
    };
    fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    });
    const total = database.bytes + copied.bytes;
    console.log(
      `Backup written to ${out}: ${database.kind} database ${mb(database.bytes)} (${rows.orders} orders, ${rows.invoiced} with invoice numbers), ` +
        `${copied.count} images ${mb(copied.bytes)} from ${storage.kind === 's3' ? `bucket ${config.S3_BUCKET}` : 'DATA_DIR/uploads'}; ` +
        `${mb(total)} in ${seconds(started)}`,
    );
    if (copied.skipped)
      console.log(`(${copied.skipped} objects in the bucket that are not shop images were left out)`);
  } finally {
    storage.close?.();
    lock?.release();
  }
}

/** The installed PGlite's version (its data folder format follows PGlite's releases). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** What replacing the database loses: the orders placed after the backup was made. */
async function ordersSince(client: pg.Client, since: string): Promise<string> {
  const { rows } = await client.query<{ n: number; paid: number; last: Date | string | null }>(
    `select count(*)::int as n, (count(*) filter (where payment_status = 'paid'))::int as paid,
            max(created_at) as last
     from orders where created_at > $1`,
    [since],
  );
  const { n, paid, last } = rows[0]!;
  if (n === 0) return `No order was placed after the backup was made (${since}).`;
  return (
    `${n} order${n === 1 ? '' : 's'} placed after the backup was made (${since}), ${paid} of them paid, ` +
    `the last at ${new Date(last!).toISOString()}, will be lost, with every account, address, review and ` +
    'stock change made since.'
  );
}

/** Asks for a typed confirmation at a terminal; elsewhere (a script), --yes is the confirmation. */
async function confirm(question: string, answer: string, otherwise: string): Promise<void> {
  if (!process.stdin.isTTY) fail(otherwise);
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const typed = await rl.question(question);
  rl.close();
  if (typed.trim() !== answer) fail('Nothing was changed.');
}

async function restore(config: Config, from: string, replace: boolean, force: boolean) {
  const started = Date.now();
  const manifestFile = path.join(from, 'manifest.json');
  if (!fs.existsSync(manifestFile)) fail(`${from} is not a backup (no manifest.json).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT)
    fail(`${from} is a backup of format ${manifest.format}; this restores ${FORMAT}.`);
  const target = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    fail(
      `${from} holds a ${manifest.database.kind} database, but this server is configured for ${target} ` +
        `(${config.DATABASE_URL ? 'DATABASE_URL is set' : 'no DATABASE_URL'}).`,
    );
  }
  const storage = await openObjectStorage(config);
  let lock: DataDirLock | null = null;
  let guard: pg.Client | null = null;
  try {
    const file = path.join(from, manifest.database.file);
    let rows: Manifest['rows'];
    if (config.DATABASE_URL) {
      // Held to the end: no app process starts serving while the restore runs (it waits).
      guard = new pg.Client({ connectionString: config.DATABASE_URL, application_name: 'resham-restore' });
      guard.on('error', () => {});
      await guard.connect();
      const got = (
        await guard.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
          SERVING_LOCK_KEY,
        ])
      ).rows[0]!.ok;
      if (!got) {
        const holders = (
          await guard.query<{ client_addr: string | null; backend_start: Date }>(SERVING_HOLDERS_SQL)
        ).rows;
        const who = holders
          .map((h) => `${h.client_addr ?? 'this machine'} (since ${h.backend_start.toISOString()})`)
          .join(', ');
        const n = holders.length;
        if (!force) {
          fail(
            `The shop is running: ${n} app process${n === 1 ? ' is' : 'es are'} serving this database (${who}).\n` +
              'Stop every app process (systemctl stop resham@…), then run the restore again. A restore under a live ' +
              'shop answers its requests with the old data and loses every order placed meanwhile; to do it ' +
              'anyway, add --force.',
          );
        }
        console.log(
          `--force: restoring while ${n} app process${n === 1 ? ' is' : 'es are'} serving this database (${who}).`,
        );
      }
      const existing = await guard.query(
        `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      if (existing.rows[0].n > 0) {
        let loss = 'The database holds data the backup does not have.';
        try {
          loss = await ordersSince(guard, manifest.database.dumpedAt ?? manifest.createdAt);
        } catch {
          // not the shop's tables (or an older shape): the general warning stands
        }
        const warning = `Restoring replaces everything in the database with the backup. ${loss}`;
        if (!replace) {
          console.log(warning);
          await confirm(
            "Type 'replace' to replace the database with the backup: ",
            'replace',
            `${warning}\nThe database already has the shop tables. Restore into an empty database, or add --yes to replace what is there.`,
          );
        } else {
          console.log(warning);
        }
      }
      const tool = process.env.PG_RESTORE ?? 'pg_restore';
      await majorOf(tool);
      const { dbname, env } = pgConnection(config.DATABASE_URL);
      await run(
        tool,
        [
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          ...(existing.rows[0].n > 0 ? ['--clean', '--if-exists'] : []),
          '--dbname',
          dbname,
          file,
        ],
        { env },
      );
      rows = await postgresRowCounts(config.DATABASE_URL);
    } else {
      lock = lockDataDir(config);
      const pgliteDir = path.join(config.dataDir, 'pgdata');
      if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) {
        if (!replace) {
          fail(`${pgliteDir} already holds a database. Add --yes to set it aside and restore the backup.`);
        }
        const since = manifest.database.dumpedAt ?? manifest.createdAt;
        const aside = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        fs.renameSync(pgliteDir, aside);
        console.log(
          `The database that was there is kept in ${aside}: orders placed after the backup was made (${since}) are in it, not in the shop.`,
        );
      }
      makePrivateDir(pgliteDir, { tighten: true });
      const client = await PGlite.create({
        dataDir: pgliteDir,
        extensions: { pg_trgm },
        loadDataDir: new Blob([fs.readFileSync(file)]),
      });
      rows = await countRows(pgliteDb(client));
      await client.close();
    }

    const dir = path.join(from, 'media');
    const keys = fs.existsSync(dir) ? fs.readdirSync(dir).filter(isSafeKey) : [];
    let bytes = 0;
    await eachLimit(
      (async function* () {
        yield* keys;
      })(),
      8,
      async (key) => {
        const data = fs.readFileSync(path.join(dir, key));
        bytes += data.length;
        await putObject(storage, key, data);
      },
    );

    const expected = manifest.rows;
    const same = (Object.keys(expected) as (keyof Manifest['rows'])[]).every((k) => rows[k] === expected[k]);
    console.log(
      `Restored ${from} into the ${target} database (${rows.orders} orders, ${rows.invoiced} with invoice numbers, ` +
        `${rows.products} products) and ${keys.length} images ${mb(bytes)} into ${storage.kind === 's3' ? `bucket ${config.S3_BUCKET}` : 'DATA_DIR/uploads'} in ${seconds(started)}`,
    );
    if (!same || keys.length !== manifest.media.count) {
      fail(
        `The restore does not match the backup: expected ${JSON.stringify({ ...expected, images: manifest.media.count })}, found ${JSON.stringify({ ...rows, images: keys.length })}.`,
      );
    }
  } finally {
    storage.close?.();
    lock?.release();
    await guard?.end().catch(() => {});
  }
}

async function putObject(storage: ObjectStorage, key: string, data: Buffer) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await storage.put(key, data);
    } catch (err) {
      if (attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

async function main() {
  usePrivateFileModes();
  const [command, ...rest] = process.argv.slice(2);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        yes: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    fail((err as Error).message);
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  if (command === 'backup') {
    const stamp = new Date()
      .toISOString()
      .replace(/[:.]/g, '-')
      .replace(/-\d+Z$/, 'Z');
    await backup(config, path.resolve(parsed.values.out ?? path.join('backups', `resham-${stamp}`)));
  } else if (command === 'restore' && parsed.positionals[0]) {
    await restore(config, path.resolve(parsed.positionals[0]), parsed.values.yes, parsed.values.force);
  } else {
    fail('Usage: npm run backup [-- --out DIR]  |  npm run restore -- DIR [--yes] [--force]');
  }
}

main().catch((err: unknown) => {
  const e = err as { message?: string; stderr?: string };
  fail(`Failed: ${e.stderr?.trim() || e.message || String(err)}`);
});
