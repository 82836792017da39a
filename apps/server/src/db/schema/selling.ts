import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CANCEL_REASONS, ORDER_STATUSES, PAYMENT_STATUSES, SHOPPER_CANCEL_REASONS } from '@resham/shared';
import { users } from './auth';
import { products } from './catalog';

/** One line per product in a user's cart; the cart's id is the user's id. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes').notNull().default(''),
    isGift: boolean('is_gift').notNull().default(false),
    giftMessage: text('gift_message').notNull().default(''),
    /** Who receives a gift (printed on the invoice's Ship To and the shipping label); '' when not a gift. */
    recipientName: text('recipient_name').notNull().default(''),
    /** A business buyer's GSTIN (validated in packages/shared/gstin.ts) and registered name; '' otherwise. */
    gstin: text('gstin').notNull().default(''),
    businessName: text('business_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);

/** The address as it was when the order was placed (spec §3 addressInfo). */
export interface AddressSnapshot {
  addressId: string;
  address: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  phone: string;
  notes: string;
  isGift: boolean;
  giftMessage: string;
  /** Absent on orders placed before gift recipients were recorded. */
  recipientName?: string;
  /** A business buyer's GSTIN and name (a B2B invoice); absent on older orders, '' for a shopper. */
  gstin?: string;
  businessName?: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short number people read aloud (#1001, #1002…); the uuid stays the id in URLs and the API. */
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .unique()
      .generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('razorpay'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The discount code used (as the shop spells it) and what it took off the subtotal, before tax. */
    discountCode: text('discount_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    /**
     * An exchange's replacement (issue 37): what the returned units' share pays of this order's total;
     * the rest (total − this) is what the shopper pays, at the door. 0 for every other order.
     */
    exchangeCreditPaise: integer('exchange_credit_paise').notNull().default(0),
    addressInfo: jsonb('address_info').$type<AddressSnapshot>().notNull(),
    /**
     * The buyer's name and email as they were when the order was placed: invoices, emails and the
     * admin read these, not the account, so an order outlives a deleted account (which empties the email).
     */
    buyerName: text('buyer_name').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
    /** Placed without an account (issue 34): reached by its order link; joins an account once verified. */
    guest: boolean('guest').notNull().default(false),
    /** 'razorpay' or 'simulated': which gateway holds the provider order. */
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').unique(),
    paymentId: text('payment_id').notNull().default(''),
    payerId: text('payer_id').notNull().default(''),
    /** Stock is held for this order (from creation until paid, cancelled or rejected). */
    stockReserved: boolean('stock_reserved').notNull().default(true),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    invoiceNumber: text('invoice_number').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When staff marked it delivered: the return window counts from here (issue 37). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * Where the previous release kept an order's refund, before refunds were rows (migration 0040 copied
     * them to `refunds`). Nothing here reads or writes them; they stay while that release's processes may
     * still serve during an update, and a later migration copies what those wrote meanwhile and drops them.
     */
    legacyRefundId: text('refund_id'),
    legacyRefundError: text('refund_error'),
    legacyRefundClaimedUntil: timestamp('refund_claimed_until', { withTimezone: true }),
    /**
     * When the reconciliation sweep next asks the provider about this order's payments (an order that
     * was cancelled with a provider order and no settled payment); null when there is nothing to ask.
     */
    reconcileAt: timestamp('reconcile_at', { withTimezone: true }),
    /** How many times the sweep has asked (spaces the next question out; it stops after a week). */
    reconcileChecks: integer('reconcile_checks').notNull().default(0),
    /** Why an unpaid order was cancelled; decides what a payment that arrives later may do. */
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    /** The reason from the list a shopper chose when she cancelled her confirmed order. */
    shopperCancelReason: text('shopper_cancel_reason', { enum: SHOPPER_CANCEL_REASONS }),
    /** Why staff rejected the order (3–300 characters, required to reject): shown to the shopper and emailed. */
    rejectionReason: text('rejection_reason'),
    /**
     * The delivery promise given when the order was placed (India time, the checkout's dates from
     * modules/delivery): shown on the confirmation page and in the order emails. Null for an address
     * abroad and for orders placed before they were kept.
     */
    deliveryEarliest: date('delivery_earliest', { mode: 'string' }),
    deliveryLatest: date('delivery_latest', { mode: 'string' }),
    /** Set with In Shipping: the courier, the AWB (printed as a Code 128 barcode) and the tracking page. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /**
     * When an invoiced order was rejected or refunded (the date of its credit note in the GST report);
     * set once by a database trigger (migration gst_b2b_low_stock), never by the app.
     */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /**
     * That credit note's number, 'CN/26-27/00001': the next of the financial year's credit note series
     * (which return notes share), taken by the same trigger (migration credit_note_series).
     */
    creditNoteNumber: text('credit_note_number').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the admin's order search looks in, lower case: the buyer's name and email, and the delivery
     * phone and recipient of the address snapshot (an erased account's order loses its email and phone
     * here too). Searched with LIKE through the trigram index below (admin-service.ts).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(buyer_name || ' ' || buyer_email || ' ' || coalesce(address_info->>'phone', '') || ' ' || coalesce(address_info->>'recipientName', ''))`,
      ),
  },
  (t) => [
    // No pending list: every search would read it through, and until a vacuum it grows with each order.
    index('orders_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.orderStatus, t.createdAt),
    index('orders_pending_expiry_idx')
      .on(t.reservedUntil)
      .where(sql`order_status = 'pending'`),
    // One shopper, at most one unpaid order holding stock: enforced here, not by a check-then-act.
    uniqueIndex('orders_one_hold_per_user_idx')
      .on(t.userId)
      .where(sql`stock_reserved and order_status = 'pending'`),
    // The previous release's refund sweep (see the legacy columns above).
    index('orders_refund_retry_idx')
      .on(t.updatedAt)
      .where(sql`payment_status in ('refund_pending', 'refund_failed')`),
    index('orders_reconcile_idx')
      .on(t.reconcileAt)
      .where(sql`reconcile_at is not null`),
    // The open cash-on-delivery orders of a shopper (at most MAX_OPEN_COD_ORDERS), counted at checkout.
    index('orders_open_cod_idx')
      .on(t.userId)
      .where(sql`payment_method = 'cod' and order_status in ('confirmed', 'inProcess', 'inShipping')`),
    // A guest's orders by her email: the account that verifies it takes them; lookups by number and email.
    index('orders_guest_email_idx')
      .on(t.buyerEmail)
      .where(sql`guest`),
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`paid_at is not null`),
    index('orders_credited_at_idx')
      .on(t.creditedAt)
      .where(sql`credited_at is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** No foreign key: the order keeps its lines even if the product leaves the catalogue. */
    productId: uuid('product_id').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    category: text('category').notNull().default(''),
    /** Unit price before tax (sale price when above 0), and the 5% tax on one unit. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    unitTaxPaise: integer('unit_tax_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's share of the order's discount (0 without one). */
    discountPaise: integer('discount_paise').notNull().default(0),
    /**
     * The line's tax as charged: on a discounted order, its share of the GST on the discounted value
     * (the lines add up to the order's tax). Null on lines stored before discounts: unit tax × quantity.
     */
    taxPaise: integer('tax_paise'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

/** Gap-free invoice numbers: one counter per financial year, advanced inside the payment transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The credit note series' last number per financial year ('2026-27'): whole-order notes (taken by the
 * orders_credited trigger) and return notes share it, through resham_next_credit_note_number().
 */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Webhook event ids already handled (de-duplication). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The simulated gateway's own ledger of orders, payments and refunds (Razorpay keeps these itself). */
export const simulatedPayments = pgTable('simulated_gateway', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['order', 'payment', 'refund'] }).notNull(),
  orderId: text('order_id'),
  paymentId: text('payment_id'),
  amountPaise: integer('amount_paise').notNull(),
  status: text('status').notNull(),
  receipt: text('receipt'),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Emails waiting to be sent; written in the same transaction as what caused them, retried until sent. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** What caused it, e.g. 'order-confirmation:{orderId}', so it is written once. */
    dedupeKey: text('dedupe_key').unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);
