import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { MESSAGES, type SessionUser } from '@resham/shared';
import { unauthorized } from '../../lib/errors';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a password-checked sign-in waits for its second step. */
const SECOND_STEP_MS = 10 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Ends every session of the account but the one whose cookie token is `keep` (none kept without it).
 * Pass the transaction that changes the password or role: powers change with sessions.
 */
export async function endSessions(tx: Db, userId: string, keep?: string): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(
      keep
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keep)))
        : eq(sessions.userId, userId),
    )
    .returning({ userId: sessions.userId });
  return rows.length;
}

/** Opaque random session tokens, stored only as SHA-256 hashes, with a sliding expiry. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly days: number,
  ) {}

  get maxAgeSeconds() {
    return this.days * 24 * 60 * 60;
  }

  /**
   * A new session for the user, made only while the account still has `role` (the one sign-in read):
   * a promotion that commits between the password check and this insert (create-admin, which also ends
   * every session) leaves the sign-in with no session rather than an admin one. The row is read
   * FOR KEY SHARE, so a concurrent change is waited for and the condition checked on the new row; a
   * sign-in whose password was checked just before its account was deleted gets no session either.
   */
  async create(userId: string, role?: SessionUser['role'], secondStepPending = false): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const lifetime = secondStepPending ? SECOND_STEP_MS : this.days * DAY_MS;
    const expiresAt = new Date(Date.now() + lifetime).toISOString();
    const result = (await this.db.execute(sql`
      insert into sessions (token_hash, user_id, expires_at, second_step_pending)
      select ${hashToken(token)}, u.id, ${expiresAt}::timestamptz, ${secondStepPending} from users u
      where u.id = ${userId} and u.deleted_at is null ${role ? sql`and u.role = ${role}` : sql``}
      for key share
    `)) as unknown as { rowCount?: number | null };
    if (!result.rowCount) throw unauthorized(MESSAGES.auth.invalidCredentials);
    // Housekeeping on sign-in: expired sessions of anyone are no longer needed.
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    return token;
  }

  /** The user of a live session, extending its expiry when more than a day of it has passed. */
  async resolve(token: string): Promise<SessionUser | null> {
    if (token.length < 20 || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const now = new Date();
    const [row] = await this.db
      .select({
        id: users.id,
        userName: users.userName,
        email: users.email,
        role: users.role,
        twoFactor: sql<boolean>`${users.totpSecret} is not null`,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          gt(sessions.expiresAt, now),
          isNull(users.deletedAt),
          eq(sessions.secondStepPending, false),
        ),
      )
      .limit(1);
    if (!row) return null;
    const fullExpiry = now.getTime() + this.days * DAY_MS;
    if (fullExpiry - row.expiresAt.getTime() > DAY_MS) {
      await this.db
        .update(sessions)
        .set({ expiresAt: new Date(fullExpiry) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    const { expiresAt: _expiresAt, twoFactor, ...user } = row;
    return user.role === 'admin' ? { ...user, twoFactor } : user;
  }

  /** The account of a sign-in waiting for its second step (password checked, code not yet), or null. */
  async pending(token: string): Promise<{ userId: string; email: string } | null> {
    if (token.length < 20 || token.length > 100) return null;
    const [row] = await this.db
      .select({ userId: users.id, email: users.email })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          gt(sessions.expiresAt, new Date()),
          eq(sessions.secondStepPending, true),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The second step passed: the waiting sign-in becomes a full session (false if it was gone). */
  async completeSecondStep(token: string): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ secondStepPending: false, expiresAt: new Date(Date.now() + this.days * DAY_MS) })
      .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.secondStepPending, true)))
      .returning({ userId: sessions.userId });
    return rows.length === 1;
  }

  async revoke(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
}
