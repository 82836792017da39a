import { and, eq } from 'drizzle-orm';
import { MESSAGES, type LoginInput, type RegisterInput, type SessionUser } from '@resham/shared';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { HttpError, unauthorized } from '../../lib/errors';
import { decoyPasswordHash, hashing, hashPassword, verifyPassword } from '../../lib/password';
import { passwordProblem } from '../../lib/password-policy';
import { COMMAND_LINE, recordActivity } from '../activity/record';
import type { LoginThrottle } from './login-throttle';

interface NewAccount {
  id: string;
  userName: string;
  email: string;
}

/**
 * Creates an account (its email not yet verified); `created` runs in the same transaction, e.g. to
 * queue the verification email with it. An address that already has an account is not an error the
 * caller may show: the same work is done (the password hashed, one insert, one transaction) and
 * `taken` runs instead, e.g. to tell the owner by email. Answers whether an account was made.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  created?: (tx: Db, user: NewAccount) => Promise<void>,
  taken?: (tx: Db, owner: { userName: string; email: string }) => Promise<void>,
): Promise<boolean> {
  const problem = passwordProblem(input.password, input.email);
  if (problem) throw new HttpError(400, problem, { issues: [{ path: 'password', message: problem }] });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ userName: input.userName, email: input.email, passwordHash, emailVerified: false })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, userName: users.userName, email: users.email });
    if (user) {
      await created?.(tx, user);
      return true;
    }
    const [owner] = await tx
      .select({ userName: users.userName, email: users.email })
      .from(users)
      .where(eq(users.email, input.email))
      .for('key share');
    if (owner) await taken?.(tx, owner);
    return false;
  });
}

export async function authenticate(
  db: Db,
  throttle: LoginThrottle,
  input: LoginInput,
  ip: string,
): Promise<SessionUser> {
  // When the password check could not start anyway, answer 503 at once (nothing is checked, so
  // nothing needs counting), and again after any slowing down, before reading the user.
  hashing.assertRoom();
  // Counted before the password is checked: parallel guesses cannot all slip in under the limit.
  await throttle.admit(input.email, ip);
  hashing.assertRoom();
  // A guest's stand-in buyer (issue 34) is no account: it has no password and signs in as nobody.
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.guest, false)))
    .limit(1);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !ok) throw unauthorized(MESSAGES.auth.invalidCredentials);
  await throttle.succeeded(input.email, ip);
  return { id: user.id, userName: user.userName, email: user.email, role: user.role };
}

export interface AdminUpsert {
  id: string;
  /** False when an account with the email already existed and was promoted. */
  created: boolean;
  createdAt: Date;
  /** The role the account had before (an existing account only). */
  previousRole?: 'user' | 'admin';
  /** Sessions of the existing account that were ended (every device must sign in again). */
  sessionsEnded: number;
}

/**
 * Creates an admin, or promotes the existing account with that email and sets its password. Promoting
 * ends every session of the account in the same transaction: a session someone signed in with before
 * (perhaps having registered the owner's address first) must not become an admin session.
 */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  userName = 'Admin',
): Promise<AdminUpsert> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({ userName, email, passwordHash, role: 'admin' })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, createdAt: users.createdAt });
    if (inserted) {
      await recordActivity(tx, {
        actor: COMMAND_LINE,
        kind: 'role.change',
        subject: email,
        before: null,
        after: { role: 'admin', created: true },
      });
      return { ...inserted, created: true, sessionsEnded: 0 };
    }
    const [existing] = await tx
      .select({ id: users.id, createdAt: users.createdAt, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!existing)
      throw new Error(`The account ${email} disappeared while it was being promoted; run again.`);
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, existing.id))
      .returning({ tokenHash: sessions.tokenHash });
    await tx.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, existing.id));
    await recordActivity(tx, {
      actor: COMMAND_LINE,
      kind: 'role.change',
      subject: email,
      before: { role: existing.role },
      after: { role: 'admin', passwordSet: true },
    });
    return {
      id: existing.id,
      created: false,
      createdAt: existing.createdAt,
      previousRole: existing.role,
      sessionsEnded: ended.length,
    };
  });
}
