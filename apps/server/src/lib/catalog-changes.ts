import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { tagsOfAll, type CatalogChange } from './catalog-tags';

/** The PostgreSQL channel on which app processes announce catalogue changes to each other. */
export const CATALOG_CHANNEL = 'resham_catalog_changed';

/**
 * PostgreSQL refuses a notification's payload from 8000 bytes; one naming more tags than fit (an order
 * of a hundred products, each crossing the low-stock line) says "everything" instead.
 */
const MAX_PAYLOAD_BYTES = 7000;

/** Clears the cached answers carrying one of `tags`, or every cached answer without them. */
export type ClearCaches = (tags?: readonly string[]) => void;

/**
 * Tells every app process sharing one PostgreSQL database what in the catalogue changed, so each
 * clears the cached answers and pages that show it within a second of a write made through any of
 * them (LISTEN/NOTIFY on the database they already share). On the embedded database there is one
 * process: `changed` only clears the local caches.
 */
export interface CatalogChanges {
  /**
   * The catalogue changed here, as the services that changed it name it, after their transaction
   * committed (never for a write that rolled back): clear what shows it here, and tell the others.
   * A change that shows nowhere (a stock figure inside its shown state) clears and sends nothing.
   */
  changed(...changes: CatalogChange[]): void;
  close(): Promise<void>;
}

export function localCatalogChanges(clear: ClearCaches): CatalogChanges {
  return {
    changed(...changes) {
      const tags = tagsOfAll(changes);
      if (tags.length) clear(tags);
    },
    close: async () => {},
  };
}

/** A notification's payload: the sender (so it skips its own) and the tags to clear, or all of them. */
export function notification(from: string, tags: readonly string[]): string {
  const payload = JSON.stringify({ from, tags });
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ from, all: true });
}

/**
 * What a received payload asks: nothing (this process sent it), some tags, or everything (asked so,
 * or a payload this version does not read, like an older process's bare id during a rolling restart).
 */
export function readNotification(
  payload: string | undefined,
  self: string,
): readonly string[] | 'all' | null {
  try {
    const message = JSON.parse(payload ?? '') as { from?: unknown; tags?: unknown; all?: unknown };
    if (message.from === self) return null;
    const { tags } = message;
    if (message.all !== true && Array.isArray(tags) && tags.every((t) => typeof t === 'string')) return tags;
  } catch {
    if (payload === self) return null;
  }
  return 'all';
}

/**
 * Listens on a connection of its own (a pooled one cannot hold LISTEN) and reconnects after a drop.
 * Notifications sent while disconnected are lost, so a reconnect clears every cached answer once to be
 * safe.
 */
export async function postgresCatalogChanges(
  url: string,
  clear: ClearCaches,
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
      const asked = readNotification(message.payload, self);
      if (asked) clear(asked === 'all' ? undefined : asked);
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
      listen().then(
        () => clear(),
        (err: Error) => {
          log.warn({ err: err.message }, 'catalogue change listener could not reconnect');
          schedule();
        },
      );
    }, retryMs);
    retry.unref();
  };

  await listen();
  return {
    changed(...changes) {
      const tags = tagsOfAll(changes);
      if (tags.length === 0) return;
      clear(tags);
      sender
        .query('select pg_notify($1, $2)', [CATALOG_CHANNEL, notification(self, tags)])
        .catch((err: Error) => {
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
