import { normalizeIP } from '@fastify/rate-limit';
import { DISCOUNT_MESSAGES } from '@resham/shared';
import type { Db } from '../../db/client';
import { LocalWindows, RetryLaterError, type RateCounter } from '../../lib/rate-limit';
import { findCode } from './rules';

/** Codes that do not exist, an hour (before RATE_LIMIT_SCALE): a shopper mistypes a few; a script tries thousands. */
export const CODE_GUESS_LIMITS = { perAccount: 10, perAddress: 20, windowMs: 3_600_000 } as const;

export interface CodeGuessLimits {
  /** Codes that do not exist tried by one account per window, at the code box and at order creation. */
  perAccount: number;
  /** The same from one client address, whichever accounts it signs up (accounts are free). */
  perAddress: number;
  windowMs: number;
}

/**
 * Slows guessing discount codes. Every code typed, at the code box or with an order, is counted against
 * the account and the client address before it is looked up, in one statement on the shared counters
 * (so a parallel burst gets no more look-ups than the limit); a code that exists takes its count back,
 * so only guesses add up. Over either limit the request is refused with 429 whatever the code: were a
 * right code still answered, the refusal itself would tell a guess from a hit.
 */
export class CodeGuessThrottle {
  /** This process's share of the counts: a flood is refused without a database write per request. */
  private readonly local = new LocalWindows();

  constructor(
    private readonly db: Db,
    private readonly counter: RateCounter,
    private readonly limits: CodeGuessLimits,
  ) {}

  private keys(userId: string, ip: string) {
    return [
      [`code-guess:account:${userId}`, this.limits.perAccount],
      [`code-guess:address:${normalizeIP(ip)}`, this.limits.perAddress],
    ] as const;
  }

  /** Counts the code typed (429 when over a limit), then gives the count back if the code exists. */
  async check(userId: string, ip: string, typed: string): Promise<void> {
    const keys = this.keys(userId, ip);
    const { windowMs } = this.limits;
    const waits = keys.map(([key, max]) => this.local.take(key, max, windowMs));
    let waitMs = Math.max(...waits);
    if (waitMs > 0) {
      // Refused here, so not counted in the database: the other key's local count must not run ahead.
      keys.forEach(([key], i) => waits[i] === 0 && this.local.forgive(key));
    } else {
      const counts = await this.counter.hit(
        keys.map(([key]) => key),
        windowMs,
      );
      for (const [key, max] of keys) {
        const count = counts.get(key)!;
        this.local.align(key, count.ttlMs, count.hits);
        if (count.hits > max) waitMs = Math.max(waitMs, count.ttlMs);
      }
    }
    if (waitMs > 0) {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw new RetryLaterError(429, DISCOUNT_MESSAGES.tooManyGuesses(minutes), Math.ceil(waitMs / 1000));
    }
    if (await findCode(this.db, typed)) {
      keys.forEach(([key]) => this.local.forgive(key));
      await this.counter.forgive(keys.map(([key]) => key));
    }
  }
}
