import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestOrderTokens, orders } from '../../db/schema';
import { hashAccountToken, newAccountToken } from '../auth/account-tokens';

/** The cookie the create answer sets on a guest's order: her browser pays and opens it without an account. */
export const GUEST_ORDER_COOKIE = 'resham_guest_order';
/** The checkout's cookie lasts two days (payment, its retries, the confirmation page); links as long as the order. */
export const GUEST_CHECKOUT_TOKEN_MS = 2 * 24 * 60 * 60_000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new token that opens the order (256 random bits; only its hash is stored); null `ttlMs`: no end. */
export async function mintOrderToken(tx: Db, orderId: string, ttlMs: number | null): Promise<string> {
  const { token, tokenHash } = newAccountToken();
  await tx.insert(guestOrderTokens).values({
    tokenHash,
    orderId,
    expiresAt: ttlMs === null ? null : new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The guest order a token opens: its id and buyer (the stand-in, or the account it joined), or null. */
export async function orderOfToken(
  db: Db,
  token: string | undefined,
): Promise<{ orderId: string; userId: string } | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ orderId: orders.id, userId: orders.userId })
    .from(guestOrderTokens)
    .innerJoin(orders, eq(orders.id, guestOrderTokens.orderId))
    .where(
      and(
        eq(guestOrderTokens.tokenHash, hashAccountToken(token)),
        or(isNull(guestOrderTokens.expiresAt), gt(guestOrderTokens.expiresAt, sql`now()`)),
        eq(orders.guest, true),
      ),
    );
  return row ?? null;
}
