import type { RateCounter, WindowCount } from './rate-limit';

interface Window {
  hits: number;
  resetAt: number;
}

/** The share of a full map moved to the table at once. */
const SPILLED_SHARE = 0.1;

/**
 * Every per-client count of the embedded database's limits, kept in this process's memory (the one
 * process it serves: no write per request). The map holds at most `maxKeys` clients; when it is full,
 * windows that have ended go first, and if that frees too little, the least recently used live windows
 * are moved to the `rate_limits` table rather than forgotten: a flood of fresh addresses (one IPv6 /48
 * holds 65,536 /64s) must not give anyone a new window. A client not in memory while moved windows may
 * still be live is looked up there (one statement that takes its row back) before it is counted.
 */
export class SpillingWindows {
  /** Least recently used first (a Map keeps insertion order; a hit moves its key to the end). */
  private readonly windows = new Map<string, Window>();
  /** When the last window moved to the table ends: until then a client not in memory may be there. */
  private spilledUntil = 0;
  /** The moves to the table, one after another: a look-up waits for those before it. */
  private spilling: Promise<unknown> = Promise.resolve();
  /** Look-ups under way, so two hits of one client take its row back once. */
  private readonly restoring = new Map<string, Promise<void>>();

  constructor(
    private readonly counter: RateCounter,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts a hit on `key`; at once when its window is in memory or none can be in the table. */
  hit(key: string, windowMs: number): WindowCount | Promise<WindowCount> {
    const pending = this.restoring.get(key);
    if (pending) return pending.then(() => this.count(key, windowMs));
    if (!this.windows.has(key) && this.spilledUntil > Date.now()) {
      const restore = this.restore(key).finally(() => this.restoring.delete(key));
      this.restoring.set(key, restore);
      return restore.then(() => this.count(key, windowMs));
    }
    return this.count(key, windowMs);
  }

  private count(key: string, windowMs: number): WindowCount {
    const now = Date.now();
    let w = this.windows.get(key);
    if (w) this.windows.delete(key);
    else if (this.windows.size >= this.maxKeys) this.makeRoom(now);
    if (!w || w.resetAt <= now) w = { hits: 0, resetAt: now + windowMs };
    this.windows.set(key, w);
    w.hits++;
    return { hits: w.hits, ttlMs: w.resetAt - now };
  }

  /** Takes the key's live window back from the table, after every move to the table so far. */
  private async restore(key: string): Promise<void> {
    await this.spilling;
    const row = await this.counter.take(key);
    if (!row) return;
    const w = this.windows.get(key);
    // Its window started before any counted in memory since: that earlier window is the one that runs.
    if (w) {
      w.hits += row.hits;
      w.resetAt = Math.min(w.resetAt, Date.now() + row.ttlMs);
    } else this.windows.set(key, { hits: row.hits, resetAt: Date.now() + row.ttlMs });
  }

  private makeRoom(now: number) {
    const keep = Math.floor(this.maxKeys * (1 - SPILLED_SHARE));
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    if (this.windows.size <= keep) return;
    const moved: { key: string; n: number; windowMs: number }[] = [];
    for (const [key, w] of this.windows) {
      if (this.windows.size <= keep) break;
      this.windows.delete(key);
      moved.push({ key, n: w.hits, windowMs: w.resetAt - now });
      this.spilledUntil = Math.max(this.spilledUntil, w.resetAt);
    }
    // A failed write (the database away) loses these counts, as a crash of the process would.
    this.spilling = this.spilling.then(() => this.counter.addMany(moved)).catch(() => {});
  }
}
