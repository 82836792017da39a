import { date, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The low-stock digests sent to the shop, one row per day (IST) at most: the primary key is what makes
 * the digest go out once a day however many processes look at the same moment.
 */
export const lowStockDigests = pgTable('low_stock_digests', {
  day: date('day').primaryKey(),
  /** The products listed, as `{id, stock}` sorted by id: the next digest goes out only when this changes. */
  items: jsonb('items').$type<{ id: string; stock: number }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
