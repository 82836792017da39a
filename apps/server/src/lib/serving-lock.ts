import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Every app process serving a PostgreSQL database holds this advisory lock in shared mode, on a
 * connection of its own, for as long as it runs; `npm run restore` takes it exclusively, so it sees
 * that the shop is being served (and refuses unless --force), and an app process that starts during a
 * restore waits for it to end. A crashed process's lock goes with its connection.
 * One 64-bit key ("RESM"): pg_locks shows it as classid 0, objid 1380275021, objsubid 1.
 */
export const SERVING_LOCK_KEY = 1_380_275_021;
export const SERVING_APPLICATION_NAME = 'resham-server';

/** The app processes holding the lock now (their connections), for the restore's message. */
export const SERVING_HOLDERS_SQL = `
  select a.pid, host(a.client_addr) as client_addr, a.backend_start
  from pg_locks l join pg_stat_activity a on a.pid = l.pid
  where l.locktype = 'advisory' and l.granted and l.classid = 0 and l.objid = ${SERVING_LOCK_KEY}
    and l.objsubid = 1 and l.mode = 'ShareLock' and l.database = (select oid from pg_database where datname = current_database())
  order by a.backend_start`;

export interface ServingLock {
  close(): Promise<void>;
}

/** Holds the serving lock, taking it again on a new connection after the connection is lost. */
export async function holdServingLock(
  url: string,
  log: FastifyBaseLogger,
  retryMs = 1000,
): Promise<ServingLock> {
  let holder: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const take = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, application_name: SERVING_APPLICATION_NAME });
    client.on('error', (err) => {
      log.warn({ err: err.message }, 'the serving lock lost its connection; taking it again');
      void client.end().catch(() => {});
      if (holder === client) holder = undefined;
      schedule();
    });
    await client.connect();
    // Waits while a restore holds the lock exclusively.
    await client.query('select pg_advisory_lock_shared($1::bigint)', [SERVING_LOCK_KEY]);
    if (closed) {
      await client.end();
      return;
    }
    holder = client;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      take().catch((err: Error) => {
        log.warn({ err: err.message }, 'could not take the serving lock again');
        schedule();
      });
    }, retryMs);
    retry.unref();
  };

  await take();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await holder?.end().catch(() => {});
    },
  };
}
