import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { GUEST_CART_HINT_COOKIE } from '@resham/shared';
import type { Db } from '../../db/client';
import { guestCarts, users } from '../../db/schema';
import { lockLiveAccount } from '../account/live-account';
import { hashAccountToken, newAccountToken } from '../auth/account-tokens';

/** The cookie that holds a guest's cart id: HttpOnly, SameSite=Lax, Secure behind HTTPS. */
export const GUEST_CART_COOKIE = 'resham_cart';
/** A guest cart lives this long after its last change. */
export const GUEST_CART_DAYS = 30;
const GUEST_CART_MS = GUEST_CART_DAYS * 24 * 60 * 60_000;

const guestCartCookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure }) as const;

/** The cart's cookie for 30 days more, and its readable hint (the app then asks for the cart). */
export function setGuestCartCookies(reply: FastifyReply, token: string, secure: boolean) {
  const options = { ...guestCartCookieOptions(secure), maxAge: GUEST_CART_DAYS * 24 * 60 * 60 };
  reply.setCookie(GUEST_CART_COOKIE, token, options);
  reply.setCookie(GUEST_CART_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

/** The cart ended (joined an account) or names none: its cookie and hint go. */
export function clearGuestCartCookies(reply: FastifyReply, secure: boolean) {
  const options = guestCartCookieOptions(secure);
  reply.clearCookie(GUEST_CART_COOKIE, options);
  reply.clearCookie(GUEST_CART_HINT_COOKIE, { ...options, httpOnly: false });
}

/** What the cookie value may be: newAccountToken's 43 base64url characters; anything else is no cart. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Guests' carts (issue 34). The cookie carries 256 random bits; only their SHA-256 is stored, beside the
 * stand-in buyer (users.guest) whose cart_items are the cart's lines, so the cart's reads, stock checks
 * and checkout are the signed-in shopper's own. A cookie that names no live cart is no cart: a guessed
 * or forged id reads nothing.
 */
export class GuestCarts {
  constructor(private readonly db: Db) {}

  /** The stand-in buyer of the cart the cookie names, or null (no cookie, unknown, expired). */
  async shopperOf(token: string | undefined): Promise<string | null> {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    const [row] = await this.db
      .select({ shopperId: guestCarts.shopperId })
      .from(guestCarts)
      .where(and(eq(guestCarts.tokenHash, hashAccountToken(token)), gt(guestCarts.expiresAt, sql`now()`)));
    return row?.shopperId ?? null;
  }

  /**
   * The cart the cookie names with its 30 days started again, or a new one (its token for the cookie).
   * A new cart is a stand-in buyer with no password and an address no one can receive mail at.
   */
  async open(token: string | undefined): Promise<{ shopperId: string; token: string | null }> {
    const expiresAt = new Date(Date.now() + GUEST_CART_MS);
    if (token && TOKEN_SHAPE.test(token)) {
      const [row] = await this.db
        .update(guestCarts)
        .set({ expiresAt })
        .where(and(eq(guestCarts.tokenHash, hashAccountToken(token)), gt(guestCarts.expiresAt, sql`now()`)))
        .returning({ shopperId: guestCarts.shopperId });
      if (row) return { shopperId: row.shopperId, token: null };
    }
    const fresh = newAccountToken();
    const shopperId = await this.db.transaction(async (tx) => {
      const id = randomUUID();
      await tx.insert(users).values({
        id,
        userName: 'Guest',
        email: `guest-${id}@guest.invalid`,
        passwordHash: '',
        emailVerified: false,
        guest: true,
      });
      await tx.insert(guestCarts).values({ tokenHash: fresh.tokenHash, shopperId: id, expiresAt });
      return id;
    });
    await this.sweep();
    return { shopperId, token: fresh.token };
  }

  /**
   * Moves the cart the cookie names into the account's (sign-in, sign-up), then ends it. Of a product in
   * both the larger quantity is kept; every line is capped by the stock now; sold-out and withdrawn
   * products stay out. One statement under the account's row lock (a deletion in flight wins).
   */
  async mergeInto(token: string | undefined, accountId: string): Promise<void> {
    const shopperId = await this.shopperOf(token);
    if (!shopperId || !token) return;
    await this.db.transaction(async (tx) => {
      await lockLiveAccount(tx, accountId);
      await tx.execute(sql`
        insert into cart_items as c (user_id, product_id, quantity)
        select ${accountId}, g.product_id, least(g.quantity, p.total_stock)
        from cart_items g join products p on p.id = g.product_id
        where g.user_id = ${shopperId} and p.deleted_at is null and p.total_stock > 0
        on conflict (user_id, product_id) do update set quantity = least(
          greatest(c.quantity, excluded.quantity),
          greatest(1, (select total_stock from products where id = c.product_id)))`);
    });
    await this.end(token);
  }

  /** Ends the cart the cookie names (merged into an account): its stand-in goes too unless it has orders. */
  async end(token: string): Promise<void> {
    await this.db.execute(sql`
      with ended as (
        delete from guest_carts where token_hash = ${hashAccountToken(token)} returning shopper_id)
      ${this.dropStandIns}`);
  }

  /** Housekeeping when a cart is made: carts past their 30 days, a hundred at a time, as end() does. */
  private async sweep(): Promise<void> {
    await this.db.execute(sql`
      with ended as (
        delete from guest_carts where token_hash in (
          select token_hash from guest_carts where expires_at < now() limit 100)
        returning shopper_id)
      ${this.dropStandIns}`);
  }

  /** The stand-ins of the carts in `ended` that hold no order (their cart lines go with them). */
  private readonly dropStandIns = sql`
      delete from users u using ended e
      where u.id = e.shopper_id and u.guest
        and not exists (select 1 from orders o where o.user_id = u.id)`;
}
