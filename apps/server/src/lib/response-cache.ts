/**
 * A small in-process cache of serialized JSON responses for the public catalogue reads (listing,
 * product, search, categories, banners). Any successful write to the API clears it, and entries live
 * a few seconds at most, so another app process's writes show up quickly too. Stock is still checked
 * by the server at cart and order time; a listing a few seconds old is only a display.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: Buffer; expires: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 500,
  ) {}

  /** The UTF-8 bytes of the JSON (kept encoded: no per-request re-encoding of large listings). */
  async get(key: string, produce: () => Promise<unknown>): Promise<Buffer> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.body;
    const body = Buffer.from(JSON.stringify(await produce()));
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { body, expires: now + this.ttlMs });
    return body;
  }

  clear() {
    this.entries.clear();
  }
}
