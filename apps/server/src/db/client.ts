import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/errors';
import { makePrivateDir } from '../lib/private-files';
import { NamedStatementClient, SharedSessionClient } from './pg-statements';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Answers true when the database responds to a trivial query. */
  ping(): Promise<boolean>;
  /**
   * PostgreSQL only: the connection URL, for what needs a connection of its own (LISTEN). The
   * embedded database serves one process, so it has none.
   */
  url?: string;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; omitted means in memory (tests). */
  pgliteDir?: string;
  /**
   * In memory only: a file written by PGlite's dumpDataDir to start from instead of an empty
   * database (the tests' migrated snapshot, made once per run).
   */
  pgliteSnapshot?: string;
  poolSize?: number;
}

/**
 * Reading a page of rows through an index costs little more than reading them in a row when the data
 * is in memory or on SSD (a shop's catalogue always is); PostgreSQL's default (4, spinning disks)
 * made it read and sort a category's 376 rows to give a listing's page 5 its 240 instead of walking
 * the (category, sort) index: 1.8 → 0.9 ms on 5,000 products. The usual setting for SSDs.
 */
const RANDOM_PAGE_COST = 1.1;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.pgliteDir, opts.pgliteSnapshot);
}

/** The app's database on a node-postgres pool (PostgreSQL's, or the embedded database's thread). */
function onPool(config: pg.PoolConfig) {
  const pool = new pg.Pool(config);
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor a checked-out one's: the pool listens for errors on idle clients only, and a client in the
  // middle of a transaction when PostgreSQL restarts (57P01, "Connection terminated unexpectedly",
  // ECONNRESET) emits 'error' with no listener, which ended the process. The statement in flight
  // fails with the same error (the request answers 503), and the pool drops the broken client when it
  // is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  retryReadsOnce(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const ping = async () => {
    try {
      await pool.query('select 1');
      return true;
    } catch {
      return false; // also once the pool has ended
    }
  };
  return { pool, db, ping };
}

/** A statement that only reads: a SELECT (or a WITH of SELECTs) that neither writes nor locks rows. */
const READ = /^\s*(select|with)\b/i;
const WRITES_OR_LOCKS =
  /\b(insert|update|delete|merge|for\s+(no\s+key\s+)?(update|share)|for\s+key\s+share|nextval|setval|pg_advisory\w*)\b/i;
export const isReadOnlyStatement = (text: unknown) =>
  typeof text === 'string' && READ.test(text) && !WRITES_OR_LOCKS.test(text);

/**
 * A read on the pool (outside a transaction) whose connection was lost (a PostgreSQL restart cut it
 * off, a failover, a proxy that dropped it) is sent once more on another connection: the pool has
 * dropped the broken one, and a read done twice changes nothing. What fails again (the database still
 * away) reaches the error handler, which answers 503 with Retry-After. Writes are never sent twice
 * (whether a cut-off write committed is unknown), nor anything inside a transaction (a client's own).
 */
function retryReadsOnce(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const callback = typeof args[args.length - 1] === 'function';
    if (callback || !isReadOnlyStatement(text)) return query(...args);
    return query(...args).catch((err: unknown) => {
      if (!isDatabaseUnavailable(err)) throw err;
      return query(...args);
    });
  }) as typeof pool.query;
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { pool, db, ping } = onPool({
    connectionString: url,
    max,
    Client: NamedStatementClient,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  return {
    db,
    kind: 'postgres',
    url,
    // Several app processes may start at once on an empty database: one migrates while the others wait
    // on this lock, then find nothing left to do (two at once would both try to create the same tables).
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query(`select pg_advisory_lock(hashtext('resham-migrations'))`);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lock.query(`select pg_advisory_unlock(hashtext('resham-migrations'))`).catch(() => {});
        lock.release();
      }
    },
    ping,
    close: () => pool.end(),
  };
}

/**
 * Connections to the embedded database. It runs one statement at a time, so more than one only keeps
 * its thread busy while the server reads a reply and sends the next statement (one connection left
 * it waiting for the server's thread between statements).
 */
const PGLITE_CONNECTIONS = 4;

async function openPglite(dir: string | undefined, snapshot: string | undefined): Promise<Database> {
  // The database files hold password hashes and addresses (PGlite writes them 0666): its folder, and
  // DATA_DIR when this creates it, are 0700.
  if (dir) makePrivateDir(dir, { tighten: true });
  // A shop's catalogue and orders fit in a few MB: smaller buffers than PostgreSQL's 128 MB default
  // keep the embedded server's memory down by about 100 MB.
  const thread = await startPgliteThread(
    dir,
    ['shared_buffers = 32MB', `random_page_cost = ${RANDOM_PAGE_COST}`],
    snapshot,
  );
  const { pool, db, ping } = onPool({
    max: PGLITE_CONNECTIONS,
    user: 'postgres',
    database: 'postgres',
    Client: SharedSessionClient,
    stream: () => thread.connection(),
  });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
      await thread.close();
    },
  };
}
