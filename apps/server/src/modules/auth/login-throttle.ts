import { normalizeIP } from '@fastify/rate-limit';
import { MESSAGES } from '@resham/shared';
import { LocalWindows, RetryLaterError, type RateCounter } from '../../lib/rate-limit';

export interface LoginThrottleOptions {
  /** Attempts on one email from one address per window (LOGIN_MAX_FAILURES). */
  maxFailures: number;
  windowMinutes: number;
  /** Attempts from one address across all emails per window. */
  perAddress: number;
  /** Checked attempts on one email from everywhere per window before each further one is slowed. */
  accountSlowAfter: number;
  /** How long such an attempt waits (between 1 and 2 times this) before its password is checked. */
  accountDelayMs: number;
}

/**
 * Slows password guessing. Every attempt is counted, atomically and before the password is checked,
 * per (email, address) and per address; over either limit it is refused with 429 whatever the password,
 * so a burst of parallel guesses gets no more checks than the limit. The account itself is never
 * locked: past a much higher count from all addresses together, attempts are only delayed, so its
 * owner still signs in from a clean address while someone hammers it from elsewhere. A successful
 * sign-in forgives its own hit and clears its (email, address) count.
 */
export class LoginThrottle {
  /** This process's share of the counts: a flood is refused without a database write per attempt. */
  private readonly local = new LocalWindows();

  constructor(
    private readonly counter: RateCounter,
    private readonly opts: LoginThrottleOptions,
  ) {}

  private keys(email: string, ip: string) {
    const address = normalizeIP(ip);
    return {
      pair: `login:pair:${address}:${email}`,
      address: `login:address:${address}`,
      account: `login:account:${email}`,
    };
  }

  /** Counts the attempt; throws RetryLaterError (429) when over a limit, waits when the account is hot. */
  async admit(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const windowMs = this.opts.windowMinutes * 60_000;
    const limits = [
      [keys.pair, this.opts.maxFailures],
      [keys.address, this.opts.perAddress],
    ] as const;
    const waits = limits.map(([key, limit]) => this.local.take(key, limit, windowMs));
    let waitMs = Math.max(...waits);
    if (waitMs > 0) {
      // Refused here, so not counted in the database: the other key's local count must not run ahead.
      limits.forEach(([key], i) => waits[i] === 0 && this.local.forgive(key));
    } else {
      const counts = await this.counter.hit([keys.pair, keys.address, keys.account], windowMs);
      for (const [key, limit] of limits) {
        const count = counts.get(key)!;
        this.local.align(key, count.ttlMs, count.hits);
        if (count.hits > limit) waitMs = Math.max(waitMs, count.ttlMs);
      }
      if (waitMs === 0 && counts.get(keys.account)!.hits > this.opts.accountSlowAfter) {
        // Spread out, so a crowd of slowed attempts does not wake all at once.
        const delay = this.opts.accountDelayMs * (1 + Math.random());
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    if (waitMs > 0) {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw new RetryLaterError(429, MESSAGES.auth.tooManyAttempts(minutes), Math.ceil(waitMs / 1000));
    }
  }

  /** The password was right: this attempt was no guess. */
  async succeeded(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    this.local.forget(keys.pair);
    this.local.forgive(keys.address);
    await this.counter.clear(keys.pair);
    await this.counter.forgive([keys.address, keys.account]);
  }
}
