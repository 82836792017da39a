import { boolean, doublePrecision, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from './selling';

/**
 * Each invoice's GST figures as buildInvoiceData computes them, recorded in the transaction that gives
 * the order its invoice number (older invoices are back-filled by the month's first report). The GST
 * report reads these instead of rebuilding every invoice. The dates stay on the order (paid_at,
 * credited_at): a COD invoice is dated when its cash is collected.
 */
export const gstInvoices = pgTable('gst_invoices', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  invoiceNumber: text('invoice_number').notNull(),
  /** The buyer's state as printed (the country abroad), its GST state code ('96' abroad, '' unknown). */
  buyerState: text('buyer_state').notNull(),
  buyerCountry: text('buyer_country').notNull(),
  stateCode: text('state_code').notNull(),
  gstin: text('gstin').notNull(),
  businessName: text('business_name').notNull(),
  isExport: boolean('is_export').notNull(),
  taxKind: text('tax_kind', { enum: ['cgst-sgst', 'igst'] }).notNull(),
  /** The rates printed, in percent. */
  cgstRate: doublePrecision('cgst_rate').notNull(),
  sgstRate: doublePrecision('sgst_rate').notNull(),
  igstRate: doublePrecision('igst_rate').notNull(),
  discountPaise: integer('discount_paise').notNull(),
  taxablePaise: integer('taxable_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull(),
  sgstPaise: integer('sgst_paise').notNull(),
  igstPaise: integer('igst_paise').notNull(),
  shippingPaise: integer('shipping_paise').notNull(),
  grandTotalPaise: integer('grand_total_paise').notNull(),
});

/** The invoice's lines, as printed (line_no is the printed index). */
export const gstInvoiceLines = pgTable(
  'gst_invoice_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => gstInvoices.orderId, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    description: text('description').notNull(),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);
