import { and, asc, eq, getTableColumns, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { GstReport } from '@resham/shared';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import {
  buildInvoiceData,
  formatInvoiceDate,
  type InvoiceItem,
  type InvoiceOrder,
  type InvoiceSeller,
} from '../invoice/invoice-data';
import { buildGstReport } from './gst-report';
import { istMonthRange } from './ist-range';

/**
 * The columns read: exactly what the invoice takes from an order and a line (InvoiceOrder and
 * InvoiceItem: the `satisfies` fails to compile when the invoice starts taking another, e.g. a
 * discount, until it is read here too), plus what the report itself needs. Reading whole rows cost
 * twice the time on a month of 30,000 invoices (timestamps parsed for nothing).
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
  paymentMethod: true,
  addressInfo: true,
  buyerName: true,
  buyerEmail: true,
  orderStatus: true,
  creditedAt: true,
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

/**
 * Loads a month's invoices and credit notes and hands each order to the invoice module's own
 * computation (buildInvoiceData), so each register line is the invoice's line. Two indexed range reads
 * per kind: orders_paid_at_idx for invoices, orders_credited_at_idx for credit notes.
 */
export class GstReportService {
  private readonly hsnCodes: Record<string, string>;

  constructor(
    private readonly db: Db,
    private readonly seller: InvoiceSeller,
    hsnCodes: string,
  ) {
    this.hsnCodes = JSON.parse(hsnCodes || '{}') as Record<string, string>;
  }

  async report(month: string): Promise<GstReport> {
    const range = istMonthRange(month);
    const invoiced = and(
      isNotNull(orders.invoiceNumber),
      gte(orders.paidAt, range.from),
      lt(orders.paidAt, range.to),
    )!;
    const credited = and(
      isNotNull(orders.invoiceNumber),
      gte(orders.creditedAt, range.from),
      lt(orders.creditedAt, range.to),
    )!;
    const [invoices, credits] = await Promise.all([this.invoices(invoiced), this.invoices(credited)]);
    return buildGstReport(
      month,
      range,
      invoices.map((o) => o.invoice),
      credits
        .sort((a, b) => a.order.creditedAt!.getTime() - b.order.creditedAt!.getTime())
        .map(({ order, invoice }) => ({
          invoice,
          creditedAt: order.creditedAt!,
          noteDate: formatInvoiceDate(order.creditedAt!),
          reason: order.orderStatus === 'rejected' ? 'Order rejected' : 'Refunded',
        })),
    );
  }

  private async invoices(where: SQL) {
    const [rows, items] = await Promise.all([
      this.db
        .select(orderColumns)
        .from(orders)
        .where(where)
        .orderBy(asc(orders.paidAt), asc(orders.invoiceNumber)),
      this.db
        .select(itemColumns)
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(where)
        .orderBy(asc(orderItems.id)),
    ]);
    const byOrder = new Map<string, (typeof items)[number][]>();
    for (const item of items) {
      const list = byOrder.get(item.orderId);
      if (list) list.push(item);
      else byOrder.set(item.orderId, [item]);
    }
    return rows.map((order) => ({
      order,
      invoice: buildInvoiceData(
        order,
        byOrder.get(order.id) ?? [],
        { userName: order.buyerName, email: order.buyerEmail },
        this.seller,
        this.hsnCodes,
      ),
    }));
  }
}
