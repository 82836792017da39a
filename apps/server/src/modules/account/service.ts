import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { MESSAGES, type Account, type AccountExport, type SessionUser } from '@resham/shared';
import type { Db } from '../../db/client';
import {
  accountTokens,
  addresses,
  cartItems,
  orderItems,
  orders,
  recoveryCodes,
  reviews,
  sessions,
  stockAlerts,
  wishlistItems,
  users,
} from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import { accountDeletedEmail } from '../../lib/mail/templates';
import { hashing, verifyPassword } from '../../lib/password';
import type { AccountMail } from '../auth/credentials';
import { recordActivity } from '../activity/record';
import { toApiOrder } from '../order/order-mapper';
import { orderRefundIds } from '../order/refund-reads';

/** Orders that are paid and on their way: an account with one cannot be deleted yet. */
const IN_FLIGHT = ['confirmed', 'inProcess', 'inShipping'] as const;

/**
 * The account's back-in-stock requests: its own, and a guest's for its address once the account has
 * proved that address (anyone can register someone else's email; the guest's requests are not theirs).
 */
const ownAlerts = (userId: string, email: string, verified: boolean) =>
  verified
    ? or(eq(stockAlerts.userId, userId), sql`lower(${stockAlerts.email}) = lower(${email})`)
    : eq(stockAlerts.userId, userId);

/** The shopper's own account: its details, a copy of everything held, and its deletion. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly mail: AccountMail,
    private readonly sellerState: string,
  ) {}

  async profile(userId: string): Promise<Account> {
    const [u] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!u) throw notFound(MESSAGES.auth.notSignedIn);
    return {
      _id: u.id,
      userName: u.userName,
      email: u.email,
      role: u.role,
      emailVerified: u.emailVerified,
      createdAt: u.createdAt.toISOString(),
    };
  }

  /** Everything the shop holds about the account (DPDP Act 2023, right to information). */
  async export(userId: string): Promise<AccountExport> {
    const profile = await this.profile(userId);
    const [addressRows, orderRows, reviewRows, cartRows, sessionRows, wishRows, alertRows] =
      await Promise.all([
        this.db
          .select()
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(asc(addresses.createdAt)),
        this.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
        this.db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt)),
        this.db.select().from(cartItems).where(eq(cartItems.userId, userId)),
        this.db.select().from(sessions).where(eq(sessions.userId, userId)),
        this.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)),
        this.db
          .select()
          .from(stockAlerts)
          .where(ownAlerts(userId, profile.email, profile.emailVerified)),
      ]);
    const refundIds = await orderRefundIds(
      this.db,
      orderRows.map((o) => o.id),
    );
    const items = orderRows.length
      ? await this.db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              orderRows.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderItems.id))
      : [];
    return {
      exportedAt: new Date().toISOString(),
      profile,
      addresses: addressRows.map(({ userId: _userId, createdAt, ...a }) => ({
        _id: a.id,
        ...a,
        createdAt: createdAt.toISOString(),
      })),
      orders: orderRows.map((o) => ({
        ...toApiOrder(
          o,
          items.filter((i) => i.orderId === o.id),
          this.sellerState,
          refundIds.get(o.id) ?? null,
        ),
        buyerName: o.buyerName,
        buyerEmail: o.buyerEmail,
      })),
      reviews: reviewRows.map((r) => ({
        _id: r.id,
        productId: r.productId,
        rating: r.rating,
        message: r.message,
        createdAt: r.createdAt.toISOString(),
      })),
      cart: cartRows.map((c) => ({ productId: c.productId, quantity: c.quantity })),
      wishlist: wishRows.map((w) => ({ productId: w.productId, addedAt: w.addedAt.toISOString() })),
      stockAlerts: alertRows.map((a) => ({
        productId: a.productId,
        createdAt: a.createdAt.toISOString(),
        notifiedAt: a.notifiedAt?.toISOString() ?? null,
      })),
      sessions: sessionRows.map((s) => ({
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      })),
      consents: [],
    };
  }

  /**
   * Erases the account's personal data with its password re-entered. Orders and their invoices stay
   * (the tax law keeps them 6 years) with the buyer's name and address stored on each order; the rest
   * goes in one transaction: the user row is emptied (its email freed), its addresses, cart, wishlist,
   * back-in-stock requests, sessions and tokens deleted, its reviews signed "A customer".
   */
  async delete(user: SessionUser, password: string): Promise<void> {
    hashing.assertRoom();
    const [row] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)));
    if (!row || !(await verifyPassword(password, row.passwordHash)))
      throw new HttpError(400, MESSAGES.account.passwordWrong, {
        issues: [{ path: 'password', message: MESSAGES.account.passwordWrong }],
      });
    await this.db.transaction(async (tx) => {
      // The user row is locked first. Every write that attaches data to an account locks it too
      // (lockLiveAccount; checkout, sign-in): one that came first is erased below, one that waits
      // finds the account deleted and fails.
      const [me] = await tx
        .select({
          role: users.role,
          userName: users.userName,
          email: users.email,
          emailVerified: users.emailVerified,
        })
        .from(users)
        .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
        .for('update');
      if (!me) throw new HttpError(409, MESSAGES.account.passwordWrong);
      if (me.role === 'admin') {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), ne(users.id, user.id)))
          .for('update');
        if (admins.length === 0) throw new HttpError(409, MESSAGES.account.lastAdmin);
      }
      const open = await tx
        .select({ status: orders.orderStatus, reserved: orders.stockReserved })
        .from(orders)
        .where(
          and(
            eq(orders.userId, user.id),
            sql`(${orders.orderStatus} in ${IN_FLIGHT} or (${orders.orderStatus} = 'pending' and ${orders.stockReserved}))`,
          ),
        )
        .for('update');
      if (open.some((o) => o.status !== 'pending')) throw new HttpError(409, MESSAGES.account.orderInFlight);
      if (open.length > 0) throw new HttpError(409, MESSAGES.account.unpaidOrder);
      // Staff leaving is a change to who runs the shop: the activity log keeps who it was, by its own hand.
      if (me.role === 'admin')
        await recordActivity(tx, {
          actor: { id: user.id, email: me.email },
          kind: 'account.delete',
          subject: me.email,
          before: { name: me.userName, role: 'admin' },
          after: { account: 'deleted' },
        });

      await tx
        .update(users)
        .set({
          userName: '',
          // Unique, and no address anyone can type: the real one is free to sign up again.
          email: `deleted-${user.id}@deleted.invalid`,
          passwordHash: '!deleted',
          role: 'user',
          emailVerified: false,
          totpSecret: null,
          totpPendingSecret: null,
          deletedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await tx.delete(addresses).where(eq(addresses.userId, user.id));
      await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
      await tx.delete(wishlistItems).where(eq(wishlistItems.userId, user.id));
      await tx.delete(stockAlerts).where(ownAlerts(user.id, me.email, me.emailVerified));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await tx
        .update(reviews)
        .set({ userName: MESSAGES.account.anonymousReviewer })
        .where(eq(reviews.userId, user.id));
      // Orders keep what a GST invoice needs (name and address); the email, phone and notes go.
      await tx
        .update(orders)
        .set({
          buyerEmail: '',
          addressInfo: sql`${orders.addressInfo} || '{"phone": "", "notes": "", "giftMessage": ""}'::jsonb`,
        })
        .where(eq(orders.userId, user.id));
      // A last email to the address, saying what was erased and what is kept.
      await enqueueEmail(tx, { to: me.email, ...accountDeletedEmail(me.userName, this.mail.ctx) });
    });
    this.mail.kick();
  }
}
