import { getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gstInvoiceLines, gstInvoices, orderItems, orders } from '../../db/schema';
import {
  buildInvoiceData,
  type InvoiceData,
  type InvoiceItem,
  type InvoiceOrder,
  type InvoiceSeller,
} from '../invoice/invoice-data';

/**
 * The columns read: exactly what the invoice takes from an order and a line (InvoiceOrder and
 * InvoiceItem: the `satisfies` fails to compile when the invoice starts taking another, e.g. a
 * discount, until it is read here too).
 */
const ORDER_FIELDS = {
  id: true,
  orderNumber: true,
  invoiceNumber: true,
  paidAt: true,
  createdAt: true,
  subtotalPaise: true,
  taxPaise: true,
  shippingPaise: true,
  totalPaise: true,
  discountPaise: true,
  discountCode: true,
  exchangeCreditPaise: true,
  paymentMethod: true,
  addressInfo: true,
  buyerName: true,
  buyerEmail: true,
} satisfies Record<keyof InvoiceOrder, true> & Partial<Record<keyof typeof orders.$inferSelect, true>>;
const ITEM_FIELDS = {
  title: true,
  category: true,
  unitPricePaise: true,
  unitTaxPaise: true,
  discountPaise: true,
  taxPaise: true,
  quantity: true,
  orderId: true,
} satisfies Record<keyof InvoiceItem, true> & Partial<Record<keyof typeof orderItems.$inferSelect, true>>;

function pick<T extends Record<string, unknown>, K extends keyof T>(
  all: T,
  keys: Record<K, true>,
): Pick<T, K> {
  return Object.fromEntries(Object.keys(keys).map((k) => [k, all[k]])) as Pick<T, K>;
}
const orderColumns = pick(getTableColumns(orders), ORDER_FIELDS);
const itemColumns = pick(getTableColumns(orderItems), ITEM_FIELDS);

/** The rows that record one invoice's figures, exactly as buildInvoiceData computed them. */
export function figureRows(orderId: string, inv: InvoiceData) {
  const invoice: typeof gstInvoices.$inferInsert = {
    orderId,
    invoiceNumber: inv.invoiceNumber,
    buyerState: inv.buyer.state,
    buyerCountry: inv.buyer.country,
    stateCode: inv.buyer.stateCode,
    gstin: inv.buyer.gstin,
    businessName: inv.buyer.businessName,
    isExport: inv.isExport,
    taxKind: inv.taxKind,
    cgstRate: inv.rates.cgst,
    sgstRate: inv.rates.sgst,
    igstRate: inv.rates.igst,
    discountPaise: inv.totals.discountPaise,
    taxablePaise: inv.totals.taxablePaise,
    cgstPaise: inv.totals.cgstPaise,
    sgstPaise: inv.totals.sgstPaise,
    igstPaise: inv.totals.igstPaise,
    shippingPaise: inv.totals.shippingPaise,
    grandTotalPaise: inv.totals.grandTotalPaise,
  };
  const lines: (typeof gstInvoiceLines.$inferInsert)[] = inv.lines.map((l) => ({
    orderId,
    lineNo: l.index,
    description: l.description,
    hsn: l.hsn,
    quantity: l.quantity,
    unitPricePaise: l.unitPricePaise,
    discountPaise: l.discountPaise,
    taxablePaise: l.taxablePaise,
    cgstPaise: l.cgstPaise,
    sgstPaise: l.sgstPaise,
    igstPaise: l.igstPaise,
    totalPaise: l.totalPaise,
  }));
  return { invoice, lines };
}

/**
 * Records invoices' GST figures (gst_invoices, gst_invoice_lines) from the invoice module's own
 * computation, so the report sums what the PDF prints. Idempotent: an invoice already recorded is left
 * as it is (its figures never change once numbered).
 */
export class InvoiceFigures {
  // HSN_CODES as configured: buildInvoiceData parses it (once, and tolerantly) as the PDF does.
  constructor(
    private readonly seller: InvoiceSeller,
    private readonly hsnCodes: string,
  ) {}

  /** Call inside the transaction that numbered the invoice (after its lines are stored), or to back-fill. */
  async record(tx: Db, orderIds: string[]): Promise<void> {
    if (orderIds.length === 0) return;
    const [rows, items] = await Promise.all([
      tx.select(orderColumns).from(orders).where(inArray(orders.id, orderIds)),
      tx
        .select(itemColumns)
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.id),
    ]);
    const byOrder = new Map<string, (typeof items)[number][]>();
    for (const item of items) {
      const list = byOrder.get(item.orderId);
      if (list) list.push(item);
      else byOrder.set(item.orderId, [item]);
    }
    const invoices: (typeof gstInvoices.$inferInsert)[] = [];
    const lines: (typeof gstInvoiceLines.$inferInsert)[] = [];
    for (const order of rows) {
      if (!order.invoiceNumber) continue;
      const inv = buildInvoiceData(
        order,
        byOrder.get(order.id) ?? [],
        { userName: order.buyerName, email: order.buyerEmail },
        this.seller,
        this.hsnCodes,
      );
      const figures = figureRows(order.id, inv);
      invoices.push(figures.invoice);
      lines.push(...figures.lines);
    }
    if (invoices.length === 0) return;
    await tx.insert(gstInvoices).values(invoices).onConflictDoNothing();
    if (lines.length > 0) await tx.insert(gstInvoiceLines).values(lines).onConflictDoNothing();
  }
}
