import { and, asc, eq, gte, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { formatOrderNumber, type GstReport } from '@resham/shared';
import type { Db } from '../../db/client';
import { gstInvoiceLines, gstInvoices, orders } from '../../db/schema';
import { formatInvoiceDate } from '../invoice/invoice-data';
import { buildGstReport, type ReportInvoice } from './gst-report';
import type { InvoiceFigures } from './invoice-figures';
import { istMonthRange } from './ist-range';

/** Invoices back-filled per transaction (older invoices, numbered before their figures were recorded). */
const BACKFILL_BATCH = 500;

type Line = ReportInvoice['lines'][number];

function creditReason(order: { orderStatus: string; paidAt: Date | null }): string {
  if (order.orderStatus === 'rejected') return 'Order rejected';
  if (order.paidAt) return 'Refunded';
  return order.orderStatus === 'returned'
    ? 'Returned undelivered, cash not collected'
    : 'Cancelled, cash not collected';
}

/**
 * The month's GST report from the figures recorded when each invoice was numbered (gst_invoices and
 * gst_invoice_lines, computed by buildInvoiceData): no invoice is rebuilt per request. Reads by kind:
 * orders_paid_at_idx for invoices, orders_credited_at_idx for credit notes, then the figures by order id.
 */
export class GstReportService {
  constructor(
    private readonly db: Db,
    private readonly figures: InvoiceFigures,
  ) {}

  async report(month: string): Promise<GstReport> {
    const range = istMonthRange(month);
    const creditedInMonth = and(gte(orders.creditedAt, range.from), lt(orders.creditedAt, range.to));
    // An invoice is reported in the month it was paid; a COD invoice whose cash was never collected
    // (cancelled, returned, rejected) in the month it ended, beside the credit note that takes it back.
    const invoiced = and(
      isNotNull(orders.invoiceNumber),
      or(
        and(gte(orders.paidAt, range.from), lt(orders.paidAt, range.to)),
        and(isNull(orders.paidAt), creditedInMonth),
      ),
    )!;
    const credited = and(isNotNull(orders.invoiceNumber), creditedInMonth)!;
    await this.backfill(or(invoiced, credited)!);
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
          reason: creditReason(order),
        })),
    );
  }

  /**
   * Records the figures of the month's invoices numbered before figures were recorded (migration 0027):
   * once, batch-wise, on the month's first report; later reports find none missing.
   */
  private async backfill(where: SQL) {
    const missing = await this.db
      .select({ id: orders.id })
      .from(orders)
      .leftJoin(gstInvoices, eq(gstInvoices.orderId, orders.id))
      .where(and(where, isNull(gstInvoices.orderId)));
    for (let i = 0; i < missing.length; i += BACKFILL_BATCH) {
      const ids = missing.slice(i, i + BACKFILL_BATCH).map((m) => m.id);
      await this.db.transaction((tx) => this.figures.record(tx, ids));
    }
  }

  private async invoices(where: SQL) {
    const [rows, lines] = await Promise.all([
      this.db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          paidAt: orders.paidAt,
          createdAt: orders.createdAt,
          creditedAt: orders.creditedAt,
          orderStatus: orders.orderStatus,
          figures: gstInvoices,
        })
        .from(orders)
        .innerJoin(gstInvoices, eq(gstInvoices.orderId, orders.id))
        .where(where)
        .orderBy(asc(orders.paidAt), asc(orders.invoiceNumber)),
      this.db
        .select({
          orderId: gstInvoiceLines.orderId,
          description: gstInvoiceLines.description,
          hsn: gstInvoiceLines.hsn,
          quantity: gstInvoiceLines.quantity,
          taxablePaise: gstInvoiceLines.taxablePaise,
          cgstPaise: gstInvoiceLines.cgstPaise,
          sgstPaise: gstInvoiceLines.sgstPaise,
          igstPaise: gstInvoiceLines.igstPaise,
          totalPaise: gstInvoiceLines.totalPaise,
        })
        .from(gstInvoiceLines)
        .innerJoin(orders, eq(orders.id, gstInvoiceLines.orderId))
        .where(where)
        .orderBy(asc(gstInvoiceLines.orderId), asc(gstInvoiceLines.lineNo)),
    ]);
    const byOrder = new Map<string, Line[]>();
    for (const line of lines) {
      const list = byOrder.get(line.orderId);
      if (list) list.push(line);
      else byOrder.set(line.orderId, [line]);
    }
    return rows.map(({ figures: f, ...order }) => ({
      order,
      invoice: {
        invoiceNumber: f.invoiceNumber,
        // As buildInvoiceData dates it: a COD invoice takes the day its cash was collected.
        invoiceDate: formatInvoiceDate(order.paidAt ?? order.createdAt),
        orderNumber: formatOrderNumber(order.orderNumber),
        isExport: f.isExport,
        taxKind: f.taxKind,
        rates: { cgst: f.cgstRate, sgst: f.sgstRate, igst: f.igstRate },
        buyer: {
          state: f.buyerState,
          stateCode: f.stateCode,
          country: f.buyerCountry,
          gstin: f.gstin,
          businessName: f.businessName,
        },
        lines: byOrder.get(order.id) ?? [],
        totals: {
          taxablePaise: f.taxablePaise,
          cgstPaise: f.cgstPaise,
          sgstPaise: f.sgstPaise,
          igstPaise: f.igstPaise,
          shippingPaise: f.shippingPaise,
          grandTotalPaise: f.grandTotalPaise,
        },
      } satisfies ReportInvoice,
    }));
  }
}
