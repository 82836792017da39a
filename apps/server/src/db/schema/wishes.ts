import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';

/** A shopper's saved products (the heart on cards and the product page). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The product was out of stock at some time since it was saved (set by the database when its stock
     * reaches 0, migration search_wishlist): in stock again, the wishlist marks it 'Back in stock'.
     */
    wasOutOfStock: boolean('was_out_of_stock').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/**
 * "Email me when it's back": one request per email per out-of-stock product. A guest's request waits
 * for the link emailed to her (only the token's SHA-256 is kept); a signed-in shopper's is confirmed at
 * once. When the product's stock rises from 0 the database marks the confirmed requests due (trigger,
 * migration search_wishlist); a sweep in every process claims them under row locks and queues one
 * email each in the same transaction, and the request ends (notified_at).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_idx')
      .on(t.productId, sql`lower(${t.email})`)
      .where(sql`notified_at is null`),
    uniqueIndex('stock_alerts_token_idx').on(t.tokenHash),
    index('stock_alerts_due_idx')
      .on(t.dueAt)
      .where(sql`due_at is not null and notified_at is null`),
  ],
);
