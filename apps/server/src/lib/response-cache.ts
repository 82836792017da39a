import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply } from 'fastify';

/**
 * The tags of the entry being made in this async context: a cached answer read while another entry is
 * made (the API answers a storefront page is rendered from, asked through the app itself) adds its
 * tags to it, so a page is cleared by every change that clears one of the answers it shows.
 */
const beingMade = new AsyncLocalStorage<Set<string>>();

interface Entry {
  body: Buffer;
  expires: number;
  /** What it shows: its tags and those of the answers it was made from (lent to what is made from it). */
  tags: ReadonlySet<string>;
  /** Tags that clear it alone, not what is made from it. */
  own: readonly string[];
}

interface Making {
  promise: Promise<Buffer>;
  /** Its tags and those of the answers read so far while making it. */
  tags: Set<string>;
  own: readonly string[];
}

/**
 * A small in-process cache of encoded answers: the public catalogue reads (listing, product, search,
 * categories, banners) and the storefront pages rendered from them. Each entry carries tags naming
 * what it shows (lib/catalog-tags.ts); a change clears the entries carrying one of its tags, here and,
 * through lib/catalog-changes.ts, in every other app process. An entry also lives at most `ttlMs` (a
 * backstop, not the way changes show), and past `maxEntries` the least recently used entries go.
 * Stock is still checked by the server at cart and order time; a cached listing is only a display.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers being made: requests for the same key while one is made wait for it (one query, not 50). */
  private readonly pending = new Map<string, Making>();
  /**
   * The guard that keeps an answer made from data read before a change from being stored after it: a
   * clock bumped by every clear, the clock at each tag's last clear (and at the last clear of
   * everything), compared with the clock when the answer's making began. Only makings in flight read
   * it, so it is emptied whenever none is, which bounds it by the tags cleared during one making.
   */
  private clock = 0;
  private allClearedAt = 0;
  private readonly clearedAt = new Map<string, number>();
  private inFlight = 0;

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 500,
  ) {}

  /**
   * The UTF-8 bytes for `key` (kept encoded: no per-request re-encoding of large listings), made from
   * `produce` (JSON text, or a page already encoded) on a miss; `hit` says which it was. The entry is
   * tagged with `tags` and with the tags of every cached answer read while `produce` ran; `own` tags
   * clear it but not an entry made from it (a figure in the answer that such an entry does not show).
   */
  async entry(
    key: string,
    produce: () => Promise<string | Buffer>,
    tags: readonly string[] = [],
    own: readonly string[] = [],
  ): Promise<{ body: Buffer; hit: boolean }> {
    const outer = beingMade.getStore();
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) {
      // Most recently used last: a Map keeps insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, hit);
      addAll(outer, hit.tags);
      return { body: hit.body, hit: true };
    }
    if (hit) this.entries.delete(key);
    const inFlight = this.pending.get(key);
    if (inFlight) {
      addAll(outer, inFlight.tags);
      const body = await inFlight.promise;
      addAll(outer, inFlight.tags);
      return { body, hit: true };
    }
    const started = this.clock;
    const tagged = new Set(tags);
    const making: Making = {
      promise: beingMade
        .run(tagged, produce)
        .then((made) => (typeof made === 'string' ? Buffer.from(made) : made)),
      tags: tagged,
      own,
    };
    this.pending.set(key, making);
    this.inFlight++;
    try {
      const body = await making.promise;
      if (!this.clearedSince(started, making)) this.store(key, body, making);
      return { body, hit: false };
    } finally {
      addAll(outer, making.tags);
      if (this.pending.get(key) === making) this.pending.delete(key);
      if (--this.inFlight === 0) this.clearedAt.clear();
    }
  }

  /**
   * Clears the entries carrying any of `tags`, or every entry without them. Answers being made that
   * carry one of them are not stored, and a request from now on does not wait for them.
   */
  clear(tags?: readonly string[]) {
    this.clock++;
    if (!tags) {
      this.allClearedAt = this.clock;
      this.entries.clear();
      this.pending.clear();
      return;
    }
    if (tags.length === 0) return;
    if (this.inFlight > 0) for (const tag of tags) this.clearedAt.set(tag, this.clock);
    for (const [key, entry] of this.entries) if (carriesAny(entry, tags)) this.entries.delete(key);
    for (const [key, made] of this.pending) if (carriesAny(made, tags)) this.pending.delete(key);
  }

  /** Whether everything, or one of the making's tags, was cleared after the clock read `started`. */
  private clearedSince(started: number, made: Making): boolean {
    if (this.allClearedAt > started) return true;
    for (const tag of [...made.tags, ...made.own]) if ((this.clearedAt.get(tag) ?? 0) > started) return true;
    return false;
  }

  private store(key: string, body: Buffer, { tags, own }: Making) {
    this.entries.delete(key);
    this.entries.set(key, { body, expires: Date.now() + this.ttlMs, tags, own });
    // Past the cap, the least recently used entries go, never all of them: a guest asking for
    // 520 distinct listings pushes out the oldest, not every listing the shop's visitors use.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}

function addAll(into: Set<string> | undefined, tags: ReadonlySet<string>) {
  if (into) for (const tag of tags) into.add(tag);
}

function carriesAny(entry: Pick<Entry, 'tags' | 'own'>, tags: readonly string[]): boolean {
  return tags.some((tag) => entry.tags.has(tag) || entry.own.includes(tag));
}

/**
 * Sends the cached JSON for `key` (made by `produceJson` on a miss, tagged with `tags` and `own` as
 * `ResponseCache.entry` says) as it is, saying `x-cache: hit|miss`.
 */
export async function sendCached(
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  tags: readonly string[],
  produceJson: () => Promise<string>,
  own: readonly string[] = [],
) {
  const { body, hit } = await cache.entry(key, produceJson, tags, own);
  return reply
    .type('application/json; charset=utf-8')
    .header('x-cache', hit ? 'hit' : 'miss')
    .send(body);
}
