import type { RateCounter, WindowCount } from './rate-limit';

interface Window {
  /** The database's count for the key at its last answer (every process's hits). */
  known: number;
  /** Hits this process allowed and has not written yet. */
  pending: number;
  /** Hits being written now (at most one write per key at a time), and that write. */
  writing: number;
  write?: Promise<void>;
  resetAt: number;
  windowMs: number;
}

/** How often the hits not yet written go to the database, whatever their number. */
const FLUSH_EVERY_MS = 1000;

/**
 * Per-client counts of a limit that tolerates a small overshoot (search), counted in this process's
 * memory and written to the shared `rate_limits` table in batches. A request is allowed while the
 * database's last answer plus this process's unwritten hits stay within the limit; the hit that fills
 * a batch starts writing it (one statement) without waiting for it, and every second what is left is
 * written too. No request waits for the database: a write waits for the disk's flush of the commit
 * (and for other processes' writes to the same row), and a request that waited for it held up
 * every 20th search, three times slower in all than a cached listing on PostgreSQL. So a flood from
 * one client costs one write per batch, and a client spread over several processes can pass its limit
 * by at most about one batch per process (each decides on a count at most one batch old).
 */
export class BatchedWindows {
  private readonly windows = new Map<string, Window>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly counter: RateCounter,
    private readonly maxKeys = 50_000,
  ) {
    this.timer = setInterval(() => void this.flushAll(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** Counts a hit on `key` unless it is over `max`; the count it was decided on, and the time left. */
  async take(key: string, max: number, windowMs: number, batch: number): Promise<WindowCount> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (!w && this.windows.size >= this.maxKeys) await this.evict(now);
      w = { known: 0, pending: 0, writing: 0, resetAt: now + windowMs, windowMs };
      this.windows.set(key, w);
    }
    const hits = w.known + w.writing + w.pending + 1;
    if (hits > max) return { hits, ttlMs: w.resetAt - now };
    w.pending++;
    if (w.pending >= batch) void this.flush(key, w);
    return { hits, ttlMs: w.resetAt - now };
  }

  /** Writes the window's unwritten hits (unless a write of them is under way) and learns the total. */
  private flush(key: string, w: Window): Promise<void> {
    if (w.pending === 0 || w.write) return w.write ?? Promise.resolve();
    w.write = this.write(key, w).finally(() => (w.write = undefined));
    return w.write;
  }

  private async write(key: string, w: Window): Promise<void> {
    const n = w.pending;
    w.pending = 0;
    w.writing = n;
    try {
      const count = await this.counter.add(key, n, w.windowMs);
      w.known = count.hits;
      w.resetAt = Date.now() + count.ttlMs;
    } catch {
      // The database is away: keep counting here, the hits stay this process's own.
      w.known += n;
    } finally {
      w.writing = 0;
    }
  }

  /** Writes every window's unwritten hits (the timer, and the app's close). */
  async flushAll(): Promise<void> {
    const now = Date.now();
    const writes: Promise<unknown>[] = [];
    for (const [key, w] of this.windows) {
      if (w.resetAt <= now) this.windows.delete(key);
      else if (w.pending > 0) writes.push(this.flush(key, w));
    }
    await Promise.all(writes);
  }

  /** Makes room for a key: ended windows go, then the oldest (its hits written first). */
  private async evict(now: number) {
    for (const [key, w] of this.windows) {
      if (this.windows.size < this.maxKeys && w.resetAt > now) break;
      this.windows.delete(key);
      if (w.resetAt > now) await this.flush(key, w);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flushAll();
    await this.flushAll(); // what came in while the first writes were under way
  }
}
