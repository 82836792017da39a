import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/*
 * Running totals for the admin dashboard, kept by a trigger on `orders` (migration 0006), so the
 * dashboard reads ~30 rows instead of aggregating every order. Revenue counts orders whose payment
 * status is 'paid', on the day (IST) they were paid; a refund takes the order back out.
 */

export const salesDays = pgTable('sales_days', {
  day: date('day').primaryKey(),
  revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull(),
  orders: integer('orders').notNull(),
});

export const salesProductDays = pgTable(
  'sales_product_days',
  {
    day: date('day').notNull(),
    productId: uuid('product_id').notNull(),
    title: text('title').notNull(),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull(),
    units: integer('units').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.productId] }),
    // The popular sort (issue 36): whether a product sold lately, asked product by product.
    index('sales_product_days_product_idx').on(t.productId, t.day),
  ],
);

export const orderStatusCounts = pgTable('order_status_counts', {
  status: text('status').primaryKey(),
  n: integer('n').notNull(),
});
