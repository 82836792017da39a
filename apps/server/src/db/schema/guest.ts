import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders } from './selling';

/**
 * A guest's cart (issue 34): the SHA-256 of the random id in her `resham_cart` cookie, and the stand-in
 * buyer (users.guest) whose cart_items hold its lines. Lives 30 days from its last change.
 */
export const guestCarts = pgTable(
  'guest_carts',
  {
    tokenHash: text('token_hash').primaryKey(),
    shopperId: uuid('shopper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_carts_expires_idx').on(t.expiresAt), index('guest_carts_shopper_idx').on(t.shopperId)],
);

/**
 * What opens a guest's order without an account: the SHA-256 of each link or cookie token (256 random
 * bits). One order may have several (the checkout's cookie, each emailed link); null expiry: as long as
 * the order.
 */
export const guestOrderTokens = pgTable(
  'guest_order_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_order_tokens_order_idx').on(t.orderId)],
);

/**
 * The one-time code that proves a guest's email before cash on delivery holds stock: its SHA-256
 * (with the email), 10 minutes, at most 5 wrong tries; `verifiedAt` once the right code was typed, and
 * the row is used up by the order it allowed.
 */
export const guestEmailCodes = pgTable(
  'guest_email_codes',
  {
    email: text('email').primaryKey(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_email_codes_expires_idx').on(t.expiresAt)],
);
