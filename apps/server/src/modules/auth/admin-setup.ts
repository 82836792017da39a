import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ADMIN_SETUP_LINK_MINUTES, ADMIN_SETUP_MESSAGES as M, type RegisterInput } from '@resham/shared';
import type { Db } from '../../db/client';
import { adminSetupTokens, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { hashing, hashPassword } from '../../lib/password';
import { passwordProblem } from '../../lib/password-policy';
import { recordActivity, type Actor } from '../activity/record';
import { hashAccountToken, newAccountToken } from './account-tokens';

/** Who the activity log names for the owner's account made through a set-up link. */
export const SETUP_LINK: Actor = { id: null, email: 'first-run set-up link' };

/** Serializes set-up: of any number of parallel uses, of one link or several, one creates the owner. */
const SETUP_LOCK = sql`select pg_advisory_xact_lock(hashtext('resham-admin-setup'))`;

export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}

/**
 * While the shop has no admin: a new set-up link (its token stored hashed, valid an hour by the
 * database's clock). Null once there is an admin. Each link stays valid until it is used or expires; the
 * first one used creates the owner and the rest are refused from then on.
 */
export async function issueSetupLink(
  db: Db,
  shopUrl: string,
): Promise<{ url: string; expiresAt: Date } | null> {
  if (await hasAdmin(db)) return null;
  const { token, tokenHash } = newAccountToken();
  const [row] = await db
    .insert(adminSetupTokens)
    .values({ tokenHash, expiresAt: sql`now() + make_interval(mins => ${ADMIN_SETUP_LINK_MINUTES})` })
    .returning({ expiresAt: adminSetupTokens.expiresAt });
  // Housekeeping: links that ended more than a day ago.
  await db.delete(adminSetupTokens).where(lt(adminSetupTokens.expiresAt, sql`now() - interval '1 day'`));
  return { url: `${shopUrl.replace(/\/+$/, '')}/admin/setup?token=${token}`, expiresAt: row!.expiresAt };
}

/** Why a token that could not be taken does not work: never issued, used, the shop has an admin, expired. */
async function refusal(db: Db, tokenHash: string): Promise<HttpError> {
  const [row] = await db
    .select({
      usedAt: adminSetupTokens.usedAt,
      expired: sql<boolean>`${adminSetupTokens.expiresAt} <= now()`,
    })
    .from(adminSetupTokens)
    .where(eq(adminSetupTokens.tokenHash, tokenHash));
  if (!row) return new HttpError(404, M.linkUnknown);
  if (row.usedAt) return new HttpError(410, M.linkUsed);
  if (await hasAdmin(db)) return new HttpError(409, M.adminExists);
  return new HttpError(410, M.linkExpired);
}

const usable = (tokenHash: string) =>
  and(
    eq(adminSetupTokens.tokenHash, tokenHash),
    isNull(adminSetupTokens.usedAt),
    gt(adminSetupTokens.expiresAt, sql`now()`),
  );

/** The link's expiry when it can still create the owner; else the 4xx that says why not. */
export async function checkSetupLink(db: Db, token: string): Promise<Date> {
  const tokenHash = hashAccountToken(token);
  const [row] = await db
    .select({ expiresAt: adminSetupTokens.expiresAt })
    .from(adminSetupTokens)
    .where(usable(tokenHash));
  if (!row || (await hasAdmin(db))) throw await refusal(db, tokenHash);
  return row.expiresAt;
}

/**
 * Creates the owner's account with a set-up link: the password passes sign-up's rules, then one
 * transaction, under the set-up lock, takes the link (one conditional UPDATE: unused and unexpired),
 * checks there is still no admin, inserts the admin and records it. A refusal after the link was taken
 * rolls it back with the rest, so a typo in the form does not spend the link.
 */
export async function createOwner(db: Db, input: RegisterInput & { token: string }): Promise<void> {
  const problem = passwordProblem(input.password, input.email);
  if (problem) throw new HttpError(400, problem, { issues: [{ path: 'password', message: problem }] });
  const tokenHash = hashAccountToken(input.token);
  // Refused before the costly hash when the link cannot work anyway.
  await checkSetupLink(db, input.token);
  hashing.assertRoom();
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(SETUP_LOCK);
    const [taken] = await tx
      .update(adminSetupTokens)
      .set({ usedAt: sql`clock_timestamp()` })
      .where(usable(tokenHash))
      .returning({ tokenHash: adminSetupTokens.tokenHash });
    if (!taken) return 'refused' as const;
    if (await hasAdmin(tx)) return 'admin-exists' as const;
    const [user] = await tx
      .insert(users)
      .values({ userName: input.userName, email: input.email, passwordHash, role: 'admin' })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw new HttpError(409, M.emailTaken, { issues: [{ path: 'email', message: M.emailTaken }] });
    await recordActivity(tx, {
      actor: SETUP_LINK,
      kind: 'role.change',
      subject: input.email,
      before: null,
      after: { role: 'admin', created: true, via: 'set-up link' },
    });
    return 'created' as const;
  });
  if (outcome === 'admin-exists') throw new HttpError(409, M.adminExists);
  if (outcome === 'refused') throw await refusal(db, tokenHash);
}
