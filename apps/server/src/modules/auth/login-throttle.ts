import { and, eq, gt, inArray, lt, min, count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Slows password guessing: after `maxFailures` failed sign-ins for one email or one IP
 * within the window, further attempts are refused until the oldest failure ages out.
 * Kept in the database so several app processes share it.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly maxFailures: number,
    private readonly windowMinutes: number,
  ) {}

  private keys(email: string, ip: string) {
    return [`email:${email}`, `ip:${ip}`];
  }

  private windowStart() {
    return new Date(Date.now() - this.windowMinutes * 60_000);
  }

  /** Minutes until a blocked caller may retry, or 0 when not blocked. */
  async blockedForMinutes(email: string, ip: string): Promise<number> {
    const rows = await this.db
      .select({ key: loginFailures.key, n: count(), oldest: min(loginFailures.at) })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, this.keys(email, ip)), gt(loginFailures.at, this.windowStart())))
      .groupBy(loginFailures.key);
    let waitMs = 0;
    for (const row of rows) {
      if (row.n < this.maxFailures || !row.oldest) continue;
      const oldest = new Date(row.oldest).getTime();
      waitMs = Math.max(waitMs, oldest + this.windowMinutes * 60_000 - Date.now());
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 60_000)) : 0;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.db.insert(loginFailures).values(this.keys(email, ip).map((key) => ({ key })));
    await this.db.delete(loginFailures).where(lt(loginFailures.at, this.windowStart()));
  }

  async clear(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, `email:${email}`));
  }
}
