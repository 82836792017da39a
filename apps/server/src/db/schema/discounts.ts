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
import { DISCOUNT_TYPES } from '@resham/shared';
import { users } from './auth';
import { orders } from './selling';

/**
 * Discount codes (issue 23 §2). `uses_count` counts the uses held by orders (taken at order creation,
 * given back when an unpaid order ends); it changes only through one conditional UPDATE, so a cap holds
 * under any number of parallel checkouts, and the checks keep it within 0 … max_uses.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the admin typed it; matched without regard to case (a unique index on lower(code)). */
    code: text('code').notNull(),
    type: text('type', { enum: DISCOUNT_TYPES }).notNull(),
    /** The percentage (percent) or the amount off in paise (flat). */
    value: integer('value').notNull(),
    /** Compared with the subtotal the shopper reads, GST included (issue 35). */
    minSubtotalPaise: integer('min_subtotal_paise').notNull().default(0),
    /** The most a percent code takes off, in paise; null: no cap (a flat code has none). */
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** null: no cap. */
    maxUses: integer('max_uses'),
    usesCount: integer('uses_count').notNull().default(0),
    oncePerShopper: boolean('once_per_shopper').notNull().default(false),
    /** The categories it applies to (ids); empty: every product. */
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(sql`lower(${t.code})`),
    check('discount_codes_value_range', sql`${t.value} > 0 and (${t.type} <> 'percent' or ${t.value} <= 90)`),
    check(
      'discount_codes_max_discount',
      sql`${t.maxDiscountPaise} is null or (${t.maxDiscountPaise} > 0 and ${t.type} = 'percent')`,
    ),
    check(
      'discount_codes_uses_range',
      sql`${t.usesCount} >= 0 and (${t.maxUses} is null or ${t.usesCount} <= ${t.maxUses})`,
    ),
  ],
);

/**
 * One use of a code by one order. Released (released_at set, once, by a conditional UPDATE) when the
 * unpaid order is cancelled, superseded or expires. `shopper_key` is the user's id for a once-per-shopper
 * code (else null): at most one unreleased use per shopper and such code, by a unique index.
 */
export const discountUses = pgTable(
  'discount_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopperKey: uuid('shopper_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('discount_uses_code_idx').on(t.codeId),
    uniqueIndex('discount_uses_once_per_shopper_idx')
      .on(t.codeId, t.shopperKey)
      .where(sql`released_at is null and shopper_key is not null`),
  ],
);
