import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { formatOrderNumber, RETURN_CREDIT_REASON, type GstReport } from '@resham/shared';
import type { Db } from '../../db/client';
import { gstInvoiceLines, gstInvoices, orders, returns } from '../../db/schema';
import { creditReason } from '../invoice/credit-note';
import { formatInvoiceDate } from '../invoice/invoice-data';
import { notedReturnItems, returnedLines, type ReturnedLine } from '../invoice/return-credit-note';
import { buildGstReport, type CreditedInvoice, type ReportInvoice } from './gst-report';
import type { InvoiceFigures } from './invoice-figures';
import { istMonthRange } from './ist-range';

/** Invoices back-filled per transaction (older invoices, numbered before their figures were recorded). */
const BACKFILL_BATCH = 500;

type Line = ReportInvoice['lines'][number];
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** An invoice's recorded figures with what the report needs of its order. */
interface InvoiceRow {
  id: string;
  orderNumber: number;
  datedMs: number;
  creditedMs: number | null;
  creditNoteNumber: string | null;
  paid: boolean;
  orderStatus: string;
  invoiceNumber: string;
  buyerState: string;
  buyerCountry: string;
  stateCode: string;
  gstin: string;
  businessName: string;
  isExport: boolean;
  taxKind: ReportInvoice['taxKind'];
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  shippingPaise: number;
  grandTotalPaise: number;
}

/**
 * An invoice's recorded figures cut down to a return's lines (returnedLines): each line the invoice
 * line's description and HSN with the returned units' taxable value and tax; no shipping.
 */
function returnedInvoice(invoice: ReportInvoice, returned: ReturnedLine[]): ReportInvoice {
  const lines = returned.map((r) => {
    const of = invoice.lines[r.lineNo - 1];
    if (!of) throw new Error(`invoice ${invoice.invoiceNumber} has no line ${r.lineNo}`);
    const tax = r.cgstPaise + r.sgstPaise + r.igstPaise;
    return {
      description: of.description,
      hsn: of.hsn,
      quantity: r.quantity,
      taxablePaise: r.taxablePaise,
      cgstPaise: r.cgstPaise,
      sgstPaise: r.sgstPaise,
      igstPaise: r.igstPaise,
      totalPaise: r.taxablePaise + tax,
    };
  });
  const sum = (pick: (l: Line) => number) => lines.reduce((acc, l) => acc + pick(l), 0);
  const totals = {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    shippingPaise: 0,
    grandTotalPaise: sum((l) => l.totalPaise),
  };
  return { ...invoice, lines, totals };
}

/**
 * The month's GST report from the figures recorded when each invoice was numbered (gst_invoices and
 * gst_invoice_lines, computed by buildInvoiceData): no invoice is rebuilt per request. Reads by kind:
 * orders_paid_at_idx for invoices, orders_credited_at_idx for credit notes, returns_received_at_idx for
 * returns' notes, then the figures by order id.
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
    // Returns whose goods were received in the month issued a note each (issue 37).
    const returned = await this.db
      .select({ id: returns.id, orderId: returns.orderId, receivedAt: returns.receivedAt })
      .from(returns)
      .where(
        and(
          isNotNull(returns.creditNoteNumber),
          gte(returns.receivedAt, range.from),
          lt(returns.receivedAt, range.to),
        ),
      );
    const returnedOrders = [...new Set(returned.map((r) => r.orderId))];
    const ofReturns = returnedOrders.length ? inArray(orders.id, returnedOrders) : sql`false`;
    await this.backfill(or(invoiced, credited, ofReturns)!);
    const [invoices, credits, returnInvoices, noted] = await Promise.all([
      this.invoices(invoiced),
      this.invoices(credited),
      returnedOrders.length ? this.invoices(ofReturns) : [],
      notedReturnItems(this.db, returnedOrders),
    ]);
    const wholeNotes: CreditedInvoice[] = credits.map(({ order, invoice }) => ({
      invoice,
      creditedAt: new Date(order.creditedMs!),
      noteDate: formatInvoiceDate(new Date(order.creditedMs!)),
      reason: creditReason(order),
      noteNumber: order.creditNoteNumber!,
    }));
    const invoiceOf = new Map(returnInvoices.map((o) => [o.order.id, o.invoice]));
    const notedOf = new Map<string, typeof noted>();
    for (const n of noted) notedOf.set(n.orderId, [...(notedOf.get(n.orderId) ?? []), n]);
    const returnNotes = returned.flatMap((ret): CreditedInvoice[] => {
      const invoice = invoiceOf.get(ret.orderId);
      const items = notedOf.get(ret.orderId) ?? [];
      const noteNumber = items.find((n) => n.returnId === ret.id)?.noteNumber;
      if (!invoice || !noteNumber) return [];
      return [
        {
          invoice: returnedInvoice(invoice, returnedLines(invoice.taxKind, items, ret.id)),
          creditedAt: ret.receivedAt!,
          noteDate: formatInvoiceDate(ret.receivedAt!),
          reason: RETURN_CREDIT_REASON,
          noteNumber,
        },
      ];
    });
    return buildGstReport(
      month,
      range,
      invoices.map((o) => o.invoice),
      [...wholeNotes, ...returnNotes].sort(
        (a, b) => a.creditedAt.getTime() - b.creditedAt.getTime() || a.noteNumber.localeCompare(b.noteNumber),
      ),
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

  /**
   * One month's invoices and their lines, as plain rows (no per-row mapping: a month is ~35,000
   * invoices and ~50,000 lines), instants as epoch milliseconds, dates formatted once per day.
   */
  private async invoices(where: SQL) {
    const [rows, lines] = await Promise.all([
      this.rows<InvoiceRow>(sql`
        select ${orders.id} as "id", ${orders.orderNumber}::float8 as "orderNumber",
               floor(extract(epoch from coalesce(${orders.paidAt}, ${orders.createdAt})) * 1000)::float8 as "datedMs",
               floor(extract(epoch from ${orders.creditedAt}) * 1000)::float8 as "creditedMs",
               ${orders.creditNoteNumber} as "creditNoteNumber",
               ${orders.paidAt} is not null as "paid", ${orders.orderStatus} as "orderStatus",
               ${gstInvoices.invoiceNumber} as "invoiceNumber", ${gstInvoices.buyerState} as "buyerState",
               ${gstInvoices.buyerCountry} as "buyerCountry", ${gstInvoices.stateCode} as "stateCode",
               ${gstInvoices.gstin} as "gstin", ${gstInvoices.businessName} as "businessName",
               ${gstInvoices.isExport} as "isExport", ${gstInvoices.taxKind} as "taxKind",
               ${gstInvoices.cgstRate} as "cgstRate", ${gstInvoices.sgstRate} as "sgstRate",
               ${gstInvoices.igstRate} as "igstRate", ${gstInvoices.taxablePaise} as "taxablePaise",
               ${gstInvoices.cgstPaise} as "cgstPaise", ${gstInvoices.sgstPaise} as "sgstPaise",
               ${gstInvoices.igstPaise} as "igstPaise", ${gstInvoices.shippingPaise} as "shippingPaise",
               ${gstInvoices.grandTotalPaise} as "grandTotalPaise"
        from ${orders} join ${gstInvoices} on ${gstInvoices.orderId} = ${orders.id}
        where ${where}
        order by ${orders.paidAt}, ${orders.invoiceNumber}`),
      this.rows<Line & { orderId: string }>(sql`
        select ${gstInvoiceLines.orderId} as "orderId", ${gstInvoiceLines.description} as "description",
               ${gstInvoiceLines.hsn} as "hsn", ${gstInvoiceLines.quantity} as "quantity",
               ${gstInvoiceLines.taxablePaise} as "taxablePaise", ${gstInvoiceLines.cgstPaise} as "cgstPaise",
               ${gstInvoiceLines.sgstPaise} as "sgstPaise", ${gstInvoiceLines.igstPaise} as "igstPaise",
               ${gstInvoiceLines.totalPaise} as "totalPaise"
        from ${gstInvoiceLines} join ${orders} on ${orders.id} = ${gstInvoiceLines.orderId}
        where ${where}
        order by ${gstInvoiceLines.orderId}, ${gstInvoiceLines.lineNo}`),
    ]);
    const byOrder = new Map<string, Line[]>();
    for (const line of lines) {
      const list = byOrder.get(line.orderId);
      if (list) list.push(line);
      else byOrder.set(line.orderId, [line]);
    }
    const dates = new Map<number, string>();
    // As buildInvoiceData dates it (paid, else created: a COD invoice takes the day its cash came).
    const dated = (ms: number) => {
      const day = Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
      let text = dates.get(day);
      if (text === undefined) dates.set(day, (text = formatInvoiceDate(new Date(ms))));
      return text;
    };
    return rows.map((f) => ({
      order: {
        id: f.id,
        creditedMs: f.creditedMs,
        creditNoteNumber: f.creditNoteNumber,
        orderStatus: f.orderStatus,
        paid: f.paid,
      },
      invoice: {
        invoiceNumber: f.invoiceNumber,
        invoiceDate: dated(f.datedMs),
        orderNumber: formatOrderNumber(f.orderNumber),
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
        lines: byOrder.get(f.id) ?? [],
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

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
}
