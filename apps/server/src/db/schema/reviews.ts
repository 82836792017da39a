import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';

/** A shop review (no product) or a product review (one per user per product). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    message: text('message').notNull(),
    rating: integer('rating').notNull(),
    /** Hidden by staff as abusive: kept, but not shown and not counted. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_one_per_product_idx')
      .on(t.userId, t.productId)
      .where(sql`product_id is not null`),
    // One shop review per account: a new one replaces the old, as product reviews do.
    uniqueIndex('reviews_one_shop_review_idx')
      .on(t.userId)
      .where(sql`product_id is null`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_shop_idx')
      .on(t.createdAt)
      .where(sql`product_id is null`),
  ],
);
