import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema';

export type TokenPurpose = 'reset-password' | 'verify-email';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  'reset-password': 30 * 60_000,
  'verify-email': 24 * 60 * 60_000,
};

export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits, base64url (43 characters): what accountTokenSchema accepts. */
export function newAccountToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccountToken(token) };
}

/**
 * Stores a token for the account, deleting its older ones of the same purpose: only the newest works.
 * Call inside a transaction that has locked the user row, so two requests cannot both leave one.
 */
export async function storeAccountToken(
  tx: Db,
  userId: string,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<void> {
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  await tx.insert(accountTokens).values({
    tokenHash,
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  // Housekeeping: tokens of anyone that ended more than a day ago.
  await tx.delete(accountTokens).where(lt(accountTokens.expiresAt, sql`now() - interval '1 day'`));
}

export interface ClaimedToken {
  tokenHash: string;
  userId: string;
}

/**
 * Uses a token: one conditional UPDATE (unused, unexpired, this purpose), so of any number of parallel
 * uses exactly one gets the row; the others, and every later use, get null.
 */
export async function claimAccountToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<ClaimedToken | null> {
  const tokenHash = hashAccountToken(token);
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ tokenHash: accountTokens.tokenHash, userId: accountTokens.userId });
  return row ?? null;
}

/**
 * Gives a claimed token back when what it was used for was refused (e.g. a too-common password). Only
 * its claimer can have set used_at, so the row is its to reset.
 */
export async function releaseAccountToken(db: Db, claimed: ClaimedToken): Promise<void> {
  await db.update(accountTokens).set({ usedAt: null }).where(eq(accountTokens.tokenHash, claimed.tokenHash));
}
