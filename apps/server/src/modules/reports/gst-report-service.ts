import { and, asc, eq, getTableColumns, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { GstReport } from '@resham/shared';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { buildInvoiceData, formatInvoiceDate, type InvoiceSeller } from '../invoice/invoice-data';
import { buildGstReport } from './gst-report';
import { istMonthRange } from './ist-range';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/**
 * Loads a month's invoices and credit notes and hands each order to the invoice module's own
 * computation. Whole rows are read (not picked columns), so whatever the invoice later takes from an
 * order or a line (a discount) reaches the report without a change here. Two indexed range reads per
 * kind: orders_paid_at_idx for invoices, orders_credited_at_idx for credit notes.
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
      this.db.select().from(orders).where(where).orderBy(asc(orders.paidAt), asc(orders.invoiceNumber)),
      this.db
        .select(getTableColumns(orderItems))
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(where)
        .orderBy(asc(orderItems.id)),
    ]);
    const byOrder = new Map<string, ItemRow[]>();
    for (const item of items) {
      const list = byOrder.get(item.orderId);
      if (list) list.push(item);
      else byOrder.set(item.orderId, [item]);
    }
    return rows.map((order: OrderRow) => ({
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
