import { evictOldest } from './evict-oldest';
import type { RateCounter, WindowCount } from './rate-limit';

interface Window {
  /** The database's count for the key at its last answer (every process's hits). */
  known: number;
  /** Hits this process allowed and has not written yet. */
  pending: number;
  /** Hits being written now (in the one write under way). */
  writing: number;
  /** Unwritten hits that make a batch worth a write before the timer's. */
  batch: number;
  resetAt: number;
  windowMs: number;
}

/** How often the hits not yet written go to the database, whatever their number. */
const FLUSH_EVERY_MS = 1000;

/** What the next write takes: the windows with a full batch, or every unwritten hit. */
type Due = 'none' | 'full' | 'all';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Per-client counts of a limit that tolerates a small overshoot (search), counted in this process's
 * memory and written to the shared `rate_limits` table in batches. A request is allowed while the
 * database's last answer plus this process's unwritten hits stay within the limit; the hit that fills
 * a batch asks for a write without waiting for it, and every second what is left is written too.
 *
 * One write is under way at a time, and it takes every window that filled a batch since the last one,
 * in one statement: with many clients (every shopper behind nginx is her own address) a write per
 * batch would be hundreds of statements a second, each a commit and a round trip, and a third of a
 * cached search's CPU went to them. No request waits for the database: a write waits for the disk's
 * flush of the commit and for other processes' writes to the same rows. So a flood from one client
 * costs about one row per batch, and a client spread over several processes can pass its limit by
 * about one batch per process (each decides on a count at most one batch old).
 */
export class BatchedWindows {
  private readonly windows = new Map<string, Window>();
  /** Windows that filled a batch since the last write: what a write between the timer's takes. */
  private filled = new Map<string, Window>();
  /** Hits of windows evicted before they were written (written with the next write). */
  private evicted: { key: string; n: number; windowMs: number }[] = [];
  private readonly timer: NodeJS.Timeout;
  private due: Due = 'none';
  private writing?: Promise<void>;

  constructor(
    private readonly counter: RateCounter,
    private readonly maxKeys = 50_000,
  ) {
    this.timer = setInterval(() => void this.flushAll(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** Counts a hit on `key` unless it is over `max`; the count it was decided on, and the time left. */
  take(key: string, max: number, windowMs: number, batch: number): WindowCount {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (!w && this.windows.size >= this.maxKeys) this.evict(now);
      w = { known: 0, pending: 0, writing: 0, batch, resetAt: now + windowMs, windowMs };
      this.windows.set(key, w);
    }
    const hits = w.known + w.writing + w.pending + 1;
    if (hits > max) return { hits, ttlMs: w.resetAt - now };
    w.pending++;
    if (w.pending >= w.batch) {
      this.filled.set(key, w);
      void this.write('full');
    }
    return { hits, ttlMs: w.resetAt - now };
  }

  /**
   * Asks for a write of what is `due`; it starts now, or after the write under way (which then carries
   * on with everything that became due meanwhile). Settles when nothing asked for is left unwritten.
   */
  private write(due: 'full' | 'all'): Promise<void> {
    if (due === 'all' || this.due === 'none') this.due = due;
    // The write starts on the next turn of the event loop, with every batch the requests that came
    // in on this one filled.
    return (this.writing ??= nextTurn().then(() => this.drain()));
  }

  private async drain(): Promise<void> {
    try {
      while (this.due !== 'none') {
        const all = this.due === 'all';
        this.due = 'none';
        await this.writeWindows(all);
      }
    } finally {
      this.writing = undefined;
    }
  }

  private async writeWindows(all: boolean): Promise<void> {
    const taken: [string, Window, number][] = [];
    // Every window on the timer's write; otherwise only those that filled a batch (not a walk through
    // every client's window for each write). A filled window since replaced (ended) or evicted is not
    // the key's any more: its hits were written with the eviction, or belong to a window that is over.
    const candidates = all ? this.windows : this.filled;
    this.filled = new Map();
    for (const [key, w] of candidates) {
      if (w.pending === 0 || this.windows.get(key) !== w) continue;
      taken.push([key, w, w.pending]);
      w.writing = w.pending;
      w.pending = 0;
    }
    const evicted = this.evicted;
    this.evicted = [];
    const batches = [...taken.map(([key, w, n]) => ({ key, n, windowMs: w.windowMs })), ...evicted];
    if (batches.length === 0) return;
    try {
      const counts = await this.counter.addMany(batches);
      const now = Date.now();
      for (const [key, w] of taken) {
        const count = counts.get(key);
        if (!count) continue;
        w.known = count.hits;
        w.resetAt = now + count.ttlMs;
      }
    } catch {
      // The database is away: keep counting here, the hits stay this process's own.
      for (const [, w, n] of taken) w.known += n;
    } finally {
      for (const [, w] of taken) w.writing = 0;
    }
  }

  /** Writes every window's unwritten hits (the timer, and the app's close). */
  flushAll(): Promise<void> {
    const now = Date.now();
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    return this.write('all');
  }

  /** Makes room for new keys: the oldest windows go (their unwritten hits written with the next write). */
  private evict(now: number) {
    evictOldest(this.windows, this.maxKeys, (key, w) => {
      if (w.resetAt > now && w.pending > 0) this.evicted.push({ key, n: w.pending, windowMs: w.windowMs });
      w.pending = 0;
    });
    if (this.evicted.length > 0) void this.write('all');
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flushAll();
    await this.flushAll(); // what came in while the first writes were under way
  }
}
