import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../../lib/mail/outbox';
import { guestEmailCode, type EmailContext } from '../../lib/mail/templates';
import type { RateCounter } from '../../lib/rate-limit';

/** A code works 10 minutes and takes 5 wrong tries; an email gets at most 3 codes an hour. */
export const GUEST_CODE_LIMITS = { ttlMs: 10 * 60_000, maxWrong: 5, perEmailPerHour: 3 } as const;
const HOUR_MS = 3_600_000;

const codeHash = (email: string, code: string) =>
  createHash('sha256').update(`${email}:${code}`).digest('hex');

/**
 * The one-time code that proves a guest's email before cash on delivery holds stock (issue 33's rule,
 * issue 34). Asking always answers alike; a code is 6 random digits, stored as its hash with the email,
 * valid 10 minutes, dead after 5 wrong tries (counted by the statement that checks it, so a parallel
 * burst gets no more), and used up by the order it allowed.
 */
export class GuestEmailCodes {
  constructor(
    private readonly db: Db,
    private readonly counter: RateCounter,
    private readonly mail: { ctx: EmailContext; kick(): void },
    private readonly perEmailPerHour: number = GUEST_CODE_LIMITS.perEmailPerHour,
  ) {}

  /** Emails a fresh code (the older one stops working), unless this email had its codes this hour. */
  async send(email: string): Promise<void> {
    const key = `guest-code:email:${email}`;
    const count = (await this.counter.hit([key], HOUR_MS)).get(key)!;
    if (count.hits > this.perEmailPerHour) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into guest_email_codes (email, code_hash, attempts, verified_at, expires_at)
        values (${email}, ${codeHash(email, code)}, 0, null, now() + ${GUEST_CODE_LIMITS.ttlMs}::float8 * interval '1 millisecond')
        on conflict (email) do update set code_hash = excluded.code_hash, attempts = 0,
          verified_at = null, expires_at = excluded.expires_at, created_at = now()`);
      await enqueueEmail(tx, { to: email, ...guestEmailCode(code, this.mail.ctx) });
      // Housekeeping: codes of anyone that ended an hour ago.
      await tx.execute(sql`delete from guest_email_codes where expires_at < now() - interval '1 hour'`);
    });
    this.mail.kick();
  }

  /**
   * Checks a typed code in one statement: a right one marks the email proven (until the code expires),
   * a wrong one counts; past 5 wrong tries, or expired, nothing matches. Commits on its own, so a
   * checkout that fails afterwards does not give the try back.
   */
  async check(email: string, code: string): Promise<boolean> {
    const hash = codeHash(email, code);
    const { rows } = (await this.db.execute(sql`
      update guest_email_codes set
        attempts = attempts + case when code_hash = ${hash} then 0 else 1 end,
        verified_at = case when code_hash = ${hash} then coalesce(verified_at, now()) else verified_at end
      where email = ${email} and expires_at > now() and attempts < ${GUEST_CODE_LIMITS.maxWrong}
      returning code_hash = ${hash} as ok`)) as unknown as { rows: { ok: boolean }[] };
    return rows[0]?.ok === true;
  }
}

/** Uses up the proof of an email for the order it allows (inside its transaction; gone if it rolls back). */
export async function useProvenEmail(tx: Db, email: string): Promise<boolean> {
  const { rows } = (await tx.execute(sql`
    delete from guest_email_codes
    where email = ${email} and verified_at is not null and expires_at > now()
    returning email`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}
