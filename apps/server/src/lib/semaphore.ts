/** Thrown by {@link Semaphore.run} when every slot is busy and the waiting line is full. */
export class SemaphoreFullError extends Error {
  constructor(
    /** A fair guess, in seconds, of when a slot will be free: the line ahead divided among the slots. */
    readonly retryAfterSeconds: number,
  ) {
    super('Too many tasks are waiting');
  }
}

/**
 * Runs at most `limit` tasks at once; up to `maxWaiting` more wait their turn in order, and any
 * beyond that are refused at once ({@link SemaphoreFullError}) instead of queueing without end.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Average task duration in ms (exponential moving average), for the retry estimate. */
  private averageMs = 100;

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a whole number ≥ 1');
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0)
      throw new RangeError('maxWaiting must be a whole number ≥ 0');
  }

  get active() {
    return this.running;
  }
  get queued() {
    return this.waiting.length;
  }

  /**
   * Throws SemaphoreFullError when a task started now would be refused: lets a caller skip the work
   * that leads up to the task (a database read, say) when it could not run anyway.
   */
  assertRoom() {
    if (this.running >= this.limit && this.waiting.length >= this.maxWaiting) {
      const aheadMs = ((this.waiting.length + this.limit) * this.averageMs) / this.limit;
      throw new SemaphoreFullError(Math.max(1, Math.ceil(aheadMs / 1000)));
    }
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      this.assertRoom();
      // The slot is handed over by release(): `running` stays counted for the waiter.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      this.release();
    }
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
