import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** The PostgreSQL channel on which app processes announce catalogue changes to each other. */
export const CATALOG_CHANNEL = 'resham_catalog_changed';

/**
 * Tells every app process sharing one PostgreSQL database that the catalogue changed, so each clears
 * its response cache within a second of a write made through any of them (LISTEN/NOTIFY on the
 * database they already share). On the embedded database there is one process: `announce` only
 * clears the local cache.
 */
export interface CatalogChanges {
  /** The catalogue changed here: clear this process's cache and tell the others. */
  announce(): void;
  close(): Promise<void>;
}

export function localCatalogChanges(clear: () => void): CatalogChanges {
  return { announce: clear, close: async () => {} };
}

/**
 * Listens on a connection of its own (a pooled one cannot hold LISTEN) and reconnects after a drop.
 * Notifications sent while disconnected are lost, so a reconnect clears the cache once to be safe.
 */
export async function postgresCatalogChanges(
  url: string,
  clear: () => void,
  log: FastifyBaseLogger,
  retryMs = 1000,
): Promise<CatalogChanges> {
  const self = randomUUID();
  const sender = new pg.Pool({ connectionString: url, max: 1 });
  sender.on('error', () => {});
  // A client in use when PostgreSQL restarts emits 'error' too (the pool listens on idle ones only);
  // the announcement in flight fails and is logged below.
  sender.on('connect', (client) => client.on('error', () => {}));
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.payload !== self) clear();
    });
    client.on('error', (err) => {
      log.warn({ err: err.message }, 'catalogue change listener lost its connection; reconnecting');
      void client.end().catch(() => {});
      if (listener === client) listener = undefined;
      schedule();
    });
    await client.connect();
    await client.query(`LISTEN ${CATALOG_CHANNEL}`);
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(clear, (err: Error) => {
        log.warn({ err: err.message }, 'catalogue change listener could not reconnect');
        schedule();
      });
    }, retryMs);
    retry.unref();
  };

  await listen();
  return {
    announce() {
      clear();
      sender.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, self]).catch((err: Error) => {
        log.warn({ err: err.message }, 'could not announce a catalogue change to other processes');
      });
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
      await sender.end().catch(() => {});
    },
  };
}
