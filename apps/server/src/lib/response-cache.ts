import type { FastifyReply } from 'fastify';

/**
 * A small in-process cache of serialized JSON responses for the public catalogue reads (listing,
 * product, search, categories, banners); past `maxEntries` the least recently used entries go. Any successful write to the API clears it, and entries live
 * a few seconds at most, so another app process's writes show up quickly too. Stock is still checked
 * by the server at cart and order time; a listing a few seconds old is only a display.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: Buffer; expires: number }>();
  /** Answers being made: requests for the same key while one is made wait for it (one query, not 50). */
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** Bumped by clear(), so an answer made from data read before a write is not stored after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 500,
  ) {}

  /**
   * The UTF-8 bytes for `key` (kept encoded: no per-request re-encoding of large listings), made from
   * `produceJson` (JSON text, or a page already encoded) on a miss; `hit` says which it was.
   */
  async entry(
    key: string,
    produceJson: () => Promise<string | Buffer>,
  ): Promise<{ body: Buffer; hit: boolean }> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) {
      // Most recently used last: a Map keeps insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return { body: hit.body, hit: true };
    }
    if (hit) this.entries.delete(key);
    const inFlight = this.pending.get(key);
    if (inFlight) return { body: await inFlight, hit: true };
    const generation = this.generation;
    const making = produceJson().then((made) => (typeof made === 'string' ? Buffer.from(made) : made));
    this.pending.set(key, making);
    try {
      const body = await making;
      if (generation === this.generation) {
        this.entries.delete(key);
        this.entries.set(key, { body, expires: Date.now() + this.ttlMs });
        // Past the cap, the least recently used entries go, never all of them: a guest asking for
        // 520 distinct listings pushes out the oldest, not every listing the shop's visitors use.
        for (const oldest of this.entries.keys()) {
          if (this.entries.size <= this.maxEntries) break;
          this.entries.delete(oldest);
        }
      }
      return { body, hit: false };
    } finally {
      if (this.pending.get(key) === making) this.pending.delete(key);
    }
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }
}

/** Sends the cached JSON for `key` (made by `produceJson` on a miss) as it is, saying `x-cache: hit|miss`. */
export async function sendCached(
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  produceJson: () => Promise<string>,
) {
  const { body, hit } = await cache.entry(key, produceJson);
  return reply
    .type('application/json; charset=utf-8')
    .header('x-cache', hit ? 'hit' : 'miss')
    .send(body);
}
