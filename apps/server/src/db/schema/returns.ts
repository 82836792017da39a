import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  RETURN_KINDS,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ExchangeLine,
  type RefundTo,
} from '@resham/shared';
import { users } from './auth';
import { orders } from './selling';

/**
 * A shopper's request to return or exchange units of her delivered order (issue 37), walked by staff
 * through its lifecycle (RETURN_TRANSITIONS in packages/shared). Its lines say which units and what
 * they were paid, so its refund and credit note are their share of the order to the paisa.
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    kind: text('kind', { enum: RETURN_KINDS }).notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Where a cash-on-delivery order's refund goes (a UPI id or a bank account), kept only until the
     * transfer is recorded, then erased.
     */
    refundTo: jsonb('refund_to').$type<RefundTo>(),
    /** The pickup: courier and AWB, given when staff approve. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    rejectionReason: text('rejection_reason'),
    /** The quality check on receipt: passed puts the units back in stock (once); null until received. */
    qualityPassed: boolean('quality_passed'),
    /** A cash-on-delivery refund's bank transfer reference, given when staff record it made. */
    transferReference: text('transfer_reference'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /**
     * The credit note for the returned goods, issued when they are received and pass the check, dated
     * received_at: 'CN/<invoice number>/R<n>' (returnCreditNoteNumber in packages/shared). Null before.
     */
    creditNoteNumber: text('credit_note_number'),
    /** An exchange's choice: the products (and units) the shopper wants instead, titled as she chose them. */
    exchangeFor: jsonb('exchange_for').$type<ExchangeLine[]>(),
    /** The order an exchange placed for its replacement (its number kept beside it for the answers). */
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, { onDelete: 'restrict' }),
    replacementOrderNumber: bigint('replacement_order_number', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('returns_credit_note_number_idx').on(t.creditNoteNumber),
    // One replacement per exchange, and an order replaces at most one return.
    uniqueIndex('returns_replacement_order_idx').on(t.replacementOrderId),
    // The month's GST report reads the returns received in it.
    index('returns_received_at_idx')
      .on(t.receivedAt)
      .where(sql`${t.creditNoteNumber} is not null`),
  ],
);

/** The units a return takes back, with their share of what the order charged for them. */
export const returnItems = pgTable(
  'return_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    /** The order line these units are of. */
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    productId: uuid('product_id').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    /** Their share of the line's value after its discount, and of its tax. */
    taxablePaise: integer('taxable_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
  },
  (t) => [
    check('return_items_quantity_positive', sql`${t.quantity} > 0`),
    index('return_items_return_idx').on(t.returnId),
  ],
);

/** Photos a shopper uploaded for a return request: a request may name only her own. */
export const returnPhotoUploads = pgTable(
  'return_photo_uploads',
  {
    url: text('url').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_photo_uploads_user_idx').on(t.userId, t.createdAt)],
);
