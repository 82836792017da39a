import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@resham/shared';
import type { Db } from '../db/client';
import { BatchedWindows } from './batched-windows';
import { evictOldest } from './evict-oldest';
import { HttpError } from './errors';
import { SpillingWindows } from './spilling-windows';
import { SemaphoreFullError } from './semaphore';

/** A refusal that tells the client when to come back (`Retry-After`, in seconds). */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    override readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

/**
 * Runs a handler's work; a refusal with a retry time gets its `Retry-After` header, and a full
 * password-hashing line becomes 503 with one.
 */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof SemaphoreFullError) {
      reply.header('Retry-After', String(err.retryAfterSeconds));
      throw new HttpError(503, MESSAGES.auth.busy);
    }
    if (err instanceof RetryLaterError) reply.header('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
}

export interface WindowCount {
  /** Hits in the key's current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

const SWEEP_EVERY_MS = 60_000;

type HitRows = { rows: { key: string; hits: number; ttl_ms: number }[] };

/** Adds `n` hits to each key's window (one that has ended starts again); keys must come sorted. */
function addHitsStatement(sorted: { key: string; n: number; windowMs: number }[]): SQL {
  const rows = sql.join(
    sorted.map((b) => sql`(${b.key}, ${b.n}::int, now() + ${b.windowMs}::float8 * interval '1 millisecond')`),
    sql`, `,
  );
  return sql`
    insert into rate_limits as r (key, hits, reset_at) values ${rows}
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then excluded.hits else least(r.hits, 2147483647 - excluded.hits) + excluded.hits end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning key, hits, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000)::float8 as ttl_ms
  `;
}

/**
 * Counts one hit on `key` inside the caller's transaction: the count commits (or rolls back) with the
 * work it allows, and the row stays locked until then, so parallel callers are counted one by one.
 */
export async function hitInTransaction(tx: Db, key: string, windowMs: number): Promise<number> {
  const result = (await tx.execute(addHitsStatement([{ key, n: 1, windowMs }]))) as unknown as HitRows;
  return Number(result.rows[0]!.hits);
}
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Fixed-window counters in the `rate_limits` table, shared by every app process on one database.
 * A hit is one `INSERT … ON CONFLICT DO UPDATE`: the row lock makes concurrent hits count one by one,
 * and a window that has ended starts again at 1 in the same statement.
 */
export class RateCounter {
  private lastSweep = Date.now();

  private queue: Promise<unknown> = Promise.resolve();

  /**
   * `oneAtATime`: for the embedded database, which runs one statement at a time, in arrival order. A
   * burst of 300 counts sent at once would stand ahead of every other request's query for the whole
   * run; one at a time, the others' queries go in between.
   */
  constructor(
    private readonly db: Db,
    private readonly opts: { oneAtATime?: boolean } = {},
  ) {}

  private execute(query: SQL): Promise<unknown> {
    if (!this.opts.oneAtATime) return this.db.execute(query);
    const result = this.queue.then(() => this.db.execute(query));
    this.queue = result.then(nextTurn, nextTurn);
    return result;
  }

  /** Counts one hit on each key (one statement, keys locked in sorted order); returns each key's count. */
  hit(keys: string[], windowMs: number): Promise<Map<string, WindowCount>> {
    return this.addMany([...new Set(keys)].map((key) => ({ key, n: 1, windowMs })));
  }

  /**
   * Counts `n` hits on each of several keys (batches counted in memory first) in one statement, keys
   * locked in sorted order; returns each key's count.
   */
  async addMany(batches: { key: string; n: number; windowMs: number }[]): Promise<Map<string, WindowCount>> {
    if (batches.length === 0) return new Map();
    this.sweepNowAndThen();
    const byKey = new Map<string, { key: string; n: number; windowMs: number }>();
    for (const b of batches) {
      const same = byKey.get(b.key);
      byKey.set(b.key, same ? { ...same, n: same.n + b.n } : b);
    }
    const sorted = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const result = (await this.execute(addHitsStatement(sorted))) as unknown as HitRows;
    // The time left is read from the clock after any wait for the row's lock: a statement that queued
    // behind the hit which opened the window would otherwise report more than the window itself.
    return new Map(
      result.rows.map((row) => [
        row.key,
        {
          hits: Number(row.hits),
          ttlMs: Math.min(byKey.get(row.key)!.windowMs, Math.max(0, Number(row.ttl_ms))),
        } satisfies WindowCount,
      ]),
    );
  }

  /** Takes one hit back from each key still in its window (a request that turned out harmless). */
  async forgive(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.execute(sql`
      update rate_limits set hits = greatest(hits - 1, 0)
      where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) and reset_at > now()
    `);
  }

  /** Removes a key's row and answers its window if it had not ended (a count moved back to memory). */
  async take(key: string): Promise<WindowCount | null> {
    const result = (await this.execute(sql`
      delete from rate_limits where key = ${key}
      returning hits, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000)::float8 as ttl_ms
    `)) as unknown as { rows: { hits: number; ttl_ms: number }[] };
    const row = result.rows[0];
    if (!row || Number(row.ttl_ms) <= 0) return null;
    return { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) };
  }

  /** Forgets a key's window entirely. */
  async clear(key: string): Promise<void> {
    await this.execute(sql`delete from rate_limits where key = ${key}`);
  }

  /** Removes rows whose window has ended (at most once a minute per process, in the background). */
  async sweep(): Promise<number> {
    this.lastSweep = Date.now();
    const result = (await this.execute(sql`delete from rate_limits where reset_at < now()`)) as unknown as {
      rowCount?: number;
      affectedRows?: number;
    };
    return Number(result.rowCount ?? result.affectedRows ?? 0);
  }

  private sweepNowAndThen() {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    // An ended window is treated as empty by hit() anyway: a failed sweep only leaves rows for the next.
    this.sweep().catch(() => {});
  }
}

/** The client a request counts against: the signed-in account where there is one, else its address. */
export function clientKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${normalizeIP(request.ip)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RouteLimit {
  name: string;
  methods: string[];
  url: string;
  /** Requests per window per client, before RATE_LIMIT_SCALE. */
  max: number;
  windowMs: number;
  /**
   * `address`: counted as the request arrives, per client address. `account`: counted once the session
   * is known (after validation), per signed-in account.
   */
  per: 'address' | 'account';
  /**
   * Counted in memory and written to the shared table this many hits at a time (on PostgreSQL), for a
   * limit a client may pass by one batch per app process (see BatchedWindows). At most a sixth of the
   * limit, so a small limit is still counted hit by hit.
   */
  batch?: number;
}

/** The batch a limit of `max` is written in (1: every hit). */
export const batchOf = (limit: Pick<RouteLimit, 'batch'>, max: number) =>
  Math.max(1, Math.min(limit.batch ?? 1, Math.floor(max / 6)));

/** Limits a real shopper never reaches; a burst from one client is refused with 429 and Retry-After. */
export const ROUTE_LIMITS: RouteLimit[] = [
  { name: 'register', methods: ['POST'], url: '/api/auth/register', max: 10, windowMs: HOUR, per: 'address' },
  { name: 'login', methods: ['POST'], url: '/api/auth/login', max: 30, windowMs: MINUTE, per: 'address' },
  // Each sends an email or checks a token; the reset emails to one address are also limited (Credentials).
  {
    name: 'forgot-password',
    methods: ['POST'],
    url: '/api/auth/forgot-password',
    max: 10,
    windowMs: HOUR,
    per: 'address',
  },
  {
    name: 'reset-password',
    methods: ['POST'],
    url: '/api/auth/reset-password',
    max: 20,
    windowMs: HOUR,
    per: 'address',
  },
  // Each hashes a password; the token itself is 256 random bits.
  {
    name: 'admin-setup',
    methods: ['POST'],
    url: '/api/auth/admin-setup',
    max: 10,
    windowMs: HOUR,
    per: 'address',
  },
  {
    name: 'verify-email',
    methods: ['POST'],
    url: '/api/auth/verify-email',
    max: 20,
    windowMs: HOUR,
    per: 'address',
  },
  // Each checks the current password: a stolen session must not become a way to guess it.
  {
    name: 'change-password',
    methods: ['POST'],
    url: '/api/auth/change-password',
    max: 10,
    windowMs: HOUR,
    per: 'account',
  },
  {
    name: 'account-delete',
    methods: ['POST'],
    url: '/api/shop/account/delete',
    max: 5,
    windowMs: HOUR,
    per: 'account',
  },
  {
    name: 'account-export',
    methods: ['GET', 'HEAD'],
    url: '/api/shop/account/export',
    max: 10,
    windowMs: HOUR,
    per: 'account',
  },
  {
    name: 'resend-verification',
    methods: ['POST'],
    url: '/api/auth/resend-verification',
    max: 5,
    windowMs: HOUR,
    per: 'account',
  },
  {
    name: 'search',
    methods: ['GET', 'HEAD'],
    url: '/api/shop/search/:keyword',
    max: 120,
    windowMs: MINUTE,
    per: 'address',
    // A search is cheap to allow and often cached: its count must not cost a write per request.
    batch: 20,
  },
  // The Add to cart form of a page not yet hydrated: a shopper taps a few, a script many.
  {
    name: 'cart-form',
    methods: ['POST'],
    url: '/shop/cart/add',
    max: 60,
    windowMs: MINUTE,
    per: 'address',
  },
  // A guest's request sends a confirmation email: one address cannot mail many people.
  {
    name: 'stock-alert',
    methods: ['POST'],
    url: '/api/shop/stock-alerts',
    max: 10,
    windowMs: HOUR,
    per: 'address',
  },
  {
    name: 'stock-alert-confirm',
    methods: ['POST'],
    url: '/api/shop/stock-alerts/confirm',
    max: 20,
    windowMs: HOUR,
    per: 'address',
  },
  {
    name: 'review-add',
    methods: ['POST'],
    url: '/api/shop/review/add',
    max: 20,
    windowMs: HOUR,
    per: 'account',
  },
  {
    // Guessing codes: a shopper tries a few, a script many.
    name: 'discount-check',
    methods: ['POST'],
    url: '/api/shop/discount-codes/check',
    max: 30,
    windowMs: HOUR,
    per: 'account',
  },
  // Each emails a code or a link (issue 34): one address cannot mail many people; per email, silently.
  {
    name: 'guest-code',
    methods: ['POST'],
    url: '/api/shop/order/guest-code',
    max: 10,
    windowMs: HOUR,
    per: 'address',
  },
  {
    name: 'order-lookup',
    methods: ['POST'],
    url: '/api/shop/order/lookup',
    max: 10,
    windowMs: HOUR,
    per: 'address',
  },
  {
    name: 'order-create',
    methods: ['POST'],
    url: '/api/shop/order/create',
    max: 30,
    windowMs: HOUR,
    per: 'account',
  },
  // Returns (issue 37): each photo is stored for good, each request emails the shop.
  {
    name: 'return-photos',
    methods: ['POST'],
    url: '/api/shop/order/return-photos',
    max: 30,
    windowMs: HOUR,
    per: 'account',
  },
  {
    name: 'return-request',
    methods: ['POST'],
    url: '/api/shop/order/return/:orderId',
    max: 20,
    windowMs: HOUR,
    per: 'account',
  },
];

export function scaledMax(max: number, scale: number) {
  return Math.max(1, Math.round(max * scale));
}

/**
 * This process's own share of each key's count, kept in memory in front of the database. The database
 * count includes every hit this process made, so once this process alone has seen more than the limit
 * in the window, the request is refused here without a database write: a burst from one client costs
 * `max` writes, not one per request. Below that, the database (shared by all processes) decides, so
 * a window this map drops when full is only this process's copy of a count the table keeps.
 */
export class LocalWindows {
  /** In order of use, least recent first; at most `maxKeys`, the least recently used dropped first. */
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();
  constructor(private readonly maxKeys = 50_000) {}

  /** Counts a hit; returns the milliseconds to wait when this process alone is past `max`, else 0. */
  take(key: string, max: number, windowMs: number): number {
    const { hits, ttlMs } = this.hit(key, windowMs);
    return hits > max ? ttlMs : 0;
  }

  /** Counts a hit; returns this process's count in the key's window and the time left in it. */
  hit(key: string, windowMs: number): WindowCount {
    const now = Date.now();
    let w = this.windows.get(key);
    if (w) {
      // Most recently used last: a Map keeps insertion order, so its first key is the least recent.
      this.windows.delete(key);
    } else if (this.windows.size >= this.maxKeys) {
      // The least recently used tenth goes, never all: 50,000 fresh addresses (one IPv6 /48 holds
      // 65,536 /64s) once cleared the map and with it every other client's count.
      evictOldest(this.windows, this.maxKeys);
    }
    if (!w || w.resetAt <= now) w = { hits: 0, resetAt: now + windowMs };
    this.windows.set(key, w);
    w.hits++;
    return { hits: w.hits, ttlMs: w.resetAt - now };
  }

  /** Follows the database's window for the key (it may have started in another process). */
  align(key: string, ttlMs: number, hits: number) {
    const w = this.windows.get(key);
    if (!w) return;
    w.resetAt = Date.now() + ttlMs;
    // A new window in the database: only the hit just counted there belongs to it.
    if (hits === 1) w.hits = 1;
  }

  forgive(key: string) {
    const w = this.windows.get(key);
    if (w && w.hits > 0) w.hits--;
  }

  forget(key: string) {
    this.windows.delete(key);
  }
}

/**
 * A store for @fastify/rate-limit (each route's keys carry its name): on the rate_limits table when
 * several processes share the database (`shared`), else in this process's memory. The embedded
 * database serves one process, so there its memory is every count there is (SpillingWindows: a full
 * map moves live windows to the table instead of forgetting them), and a search does not
 * wait for a database write (a turn in the embedded database's one-at-a-time queue) before it runs:
 * 1,754 searches/s from the cache with the write, against ~7,700 listings/s. On PostgreSQL a limit
 * with a `batch` (search) is counted by BatchedWindows: one write per batch, not per request.
 */
function rateLimitStore(counter: RateCounter, shared: boolean, batched: BatchedWindows, scale: number) {
  const local = new LocalWindows();
  const embedded = new SpillingWindows(counter);
  const batchByName = new Map(ROUTE_LIMITS.map((l) => [l.name, batchOf(l, scaledMax(l.max, scale))]));
  return class ClientRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      if (!shared) {
        const counted = embedded.hit(key, timeWindow);
        if (!(counted instanceof Promise))
          return callback(null, { current: counted.hits, ttl: counted.ttlMs });
        counted.then(
          (c) => callback(null, { current: c.hits, ttl: c.ttlMs }),
          (err: Error) => callback(err),
        );
        return;
      }
      const batch = batchByName.get(key.split(':')[1]!) ?? 1;
      if (batch > 1) {
        const count = batched.take(key, max, timeWindow, batch);
        return callback(null, { current: count.hits, ttl: count.ttlMs });
      }
      const wait = local.take(key, max, timeWindow);
      if (wait > 0) return callback(null, { current: max + 1, ttl: wait });
      counter.hit([key], timeWindow).then(
        (counts) => {
          const count = counts.get(key)!;
          local.align(key, count.ttlMs, count.hits);
          callback(null, { current: count.hits, ttl: count.ttlMs });
        },
        (err: Error) => callback(err),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * Per-client limits on the costly and sensitive routes (ROUTE_LIMITS), kept in the database when
 * several app processes share it (`shared`: PostgreSQL), so every process counts the same. Must be registered before the routes it limits; start-up fails if a listed
 * route no longer exists, so a renamed route cannot lose its limit quietly.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { counter, scale, shared }: { counter: RateCounter; scale: number; shared: boolean },
) {
  const limited = new Set<string>();
  const batched = new BatchedWindows(counter);
  app.addHook('onClose', () => batched.close());
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const limit = ROUTE_LIMITS.find((l) => l.url === route.url && methods.some((m) => l.methods.includes(m)));
    if (!limit) return;
    limited.add(limit.name);
    // A new config object: several routes may share one (e.g. `{ access: 'customer' }`).
    route.config = {
      ...route.config,
      rateLimit: {
        max: scaledMax(limit.max, scale),
        timeWindow: limit.windowMs,
        hook: limit.per === 'account' ? 'preHandler' : 'onRequest',
        keyGenerator: (request) => `rl:${limit.name}:${clientKey(request)}`,
      },
    };
  });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(counter, shared, batched, scale),
    errorResponseBuilder: (_request, context) =>
      new RetryLaterError(
        context.statusCode,
        MESSAGES.auth.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
        Math.ceil(context.ttl / 1000),
      ),
  });
  app.addHook('onReady', async () => {
    const missing = ROUTE_LIMITS.filter((l) => !limited.has(l.name)).map((l) => l.url);
    if (missing.length > 0) throw new Error(`Rate-limited routes not found: ${missing.join(', ')}`);
  });
}
