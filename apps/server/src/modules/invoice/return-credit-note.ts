import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  CREDIT_NOTE_MESSAGES,
  RETURN_CREDIT_REASON,
  RETURN_MESSAGES,
  splitTax,
  type TaxKind,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { orderItems, orders, returnItems, returns } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { nextCreditNoteNumber } from '../order/invoice-number';
import { amountInWords } from './amount-in-words';
import type { CreditNote } from './credit-note';
import { formatInvoiceDate, type InvoiceData, type InvoiceLine } from './invoice-data';
import { renderInvoicePdf } from './render-invoice';
import type { InvoiceService, Reader } from './service';

/**
 * Numbers the credit note of a return whose goods were just received and passed the check (issue 37),
 * in the caller's transaction (the one that receives them): the next of the credit note series
 * (nextCreditNoteNumber), dated now. Null, and no note, for an order without an invoice, or one already
 * taken back whole (which a delivered order never is: see credit-note.ts in packages/shared), so no unit
 * is ever credited twice.
 */
export async function nextReturnCreditNoteNumber(tx: Db, orderId: string): Promise<string | null> {
  const [order] = await tx
    .select({ invoiceNumber: orders.invoiceNumber, creditedAt: orders.creditedAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.invoiceNumber || order.creditedAt) return null;
  return nextCreditNoteNumber(tx, new Date());
}

/** A line of a return that issued a credit note: its units of an invoice line and what they carried. */
export interface NotedReturnItem {
  returnId: string;
  /** The note's number ('CN/26-27/00012'). */
  noteNumber: string;
  /** When its goods were received (the note's date), as epoch milliseconds: the order of the notes. */
  receivedMs: number;
  /** The invoice line (1-based, as the invoice numbers its lines: the order's lines by id). */
  lineNo: number;
  quantity: number;
  /** Their share of the line's value after the discount, and of its tax (return_items). */
  taxablePaise: number;
  taxPaise: number;
}

/** A returned line as its credit note prints it and the GST report sums it. */
export interface ReturnedLine {
  lineNo: number;
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The lines of one return's credit note, from every noted return of its order (any month). Taxable value
 * and tax are the return's own (return_items); the tax is split as the invoice split it (CGST + SGST or
 * IGST, the same state rule), cumulatively over the order's notes in the order they were issued: the CGST of a
 * note is the invoice's split of the line's tax credited up to and including it, less that up to the
 * note before. So the notes that take back every unit of a line add up to the invoice line's CGST and
 * SGST to the paisa, however the units came back.
 */
export function returnedLines(kind: TaxKind, all: NotedReturnItem[], returnId: string): ReturnedLine[] {
  const sorted = [...all].sort(
    (a, b) => a.receivedMs - b.receivedMs || a.noteNumber.localeCompare(b.noteNumber) || a.lineNo - b.lineNo,
  );
  const creditedTax = new Map<number, number>();
  const lines: ReturnedLine[] = [];
  for (const item of sorted) {
    const before = creditedTax.get(item.lineNo) ?? 0;
    const after = before + item.taxPaise;
    creditedTax.set(item.lineNo, after);
    if (item.returnId !== returnId) continue;
    const cgst = splitTax(after, kind).cgstPaise - splitTax(before, kind).cgstPaise;
    const igst = kind === 'igst' ? item.taxPaise : 0;
    lines.push({
      lineNo: item.lineNo,
      quantity: item.quantity,
      taxablePaise: item.taxablePaise,
      cgstPaise: cgst,
      sgstPaise: item.taxPaise - cgst - igst,
      igstPaise: igst,
    });
  }
  return lines;
}

/**
 * The noted returns' lines of the given orders (every month), with the invoice line each is of: the
 * order's lines counted by id, as the invoice numbers them.
 */
export async function notedReturnItems(
  db: Db,
  orderIds: string[],
): Promise<(NotedReturnItem & { orderId: string })[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: returns.orderId,
      returnId: returns.id,
      noteNumber: sql<string>`${returns.creditNoteNumber}`,
      receivedMs: sql<number>`floor(extract(epoch from ${returns.receivedAt}) * 1000)::float8`,
      lineNo: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${returns.orderId} and ${orderItems.id} <= ${returnItems.orderItemId})::int`,
      quantity: returnItems.quantity,
      taxablePaise: returnItems.taxablePaise,
      taxPaise: returnItems.taxPaise,
    })
    .from(returns)
    .innerJoin(returnItems, eq(returnItems.returnId, returns.id))
    .where(
      and(
        sql`${returns.orderId} in (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
        isNotNull(returns.creditNoteNumber),
      ),
    )
    .orderBy(asc(returns.orderId), asc(returnItems.id));
}

/** A return's credit note as the PDF prints it (dated the day its goods were received, in India). */
export function returnCreditNote(ret: { creditNoteNumber: string; receivedAt: Date }): CreditNote {
  return {
    number: ret.creditNoteNumber,
    date: formatInvoiceDate(ret.receivedAt),
    reason: RETURN_CREDIT_REASON,
    mark: 'Returned',
    returned: true,
  };
}

/**
 * The invoice's figures cut down to a return's lines: each returned line with the invoice line's
 * description, HSN and rate, its share of the discount (rate × units − taxable value), its taxable value
 * and tax; no shipping (a return takes back goods, not their carriage).
 */
export function returnNoteData(invoice: InvoiceData, returned: ReturnedLine[]): InvoiceData {
  const lines: InvoiceLine[] = returned.map((r, i) => {
    const of = invoice.lines[r.lineNo - 1];
    if (!of) throw new Error(`invoice ${invoice.invoiceNumber} has no line ${r.lineNo}`);
    return {
      index: i + 1,
      description: of.description,
      hsn: of.hsn,
      quantity: r.quantity,
      unitPricePaise: of.unitPricePaise,
      discountPaise: of.unitPricePaise * r.quantity - r.taxablePaise,
      taxablePaise: r.taxablePaise,
      cgstPaise: r.cgstPaise,
      sgstPaise: r.sgstPaise,
      igstPaise: r.igstPaise,
      totalPaise: r.taxablePaise + r.cgstPaise + r.sgstPaise + r.igstPaise,
    };
  });
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((acc, l) => acc + pick(l), 0);
  const taxable = sum((l) => l.taxablePaise);
  const discount = sum((l) => l.discountPaise);
  const cgst = sum((l) => l.cgstPaise);
  const sgst = sum((l) => l.sgstPaise);
  const igst = sum((l) => l.igstPaise);
  const grand = taxable + cgst + sgst + igst;
  return {
    ...invoice,
    lines,
    discountCode: discount > 0 ? (invoice.discountCode ?? '') : null,
    totals: {
      grossPaise: taxable + discount,
      discountPaise: discount,
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      taxPaise: cgst + sgst + igst,
      shippingPaise: 0,
      grandTotalPaise: grand,
    },
    amountInWords: amountInWords(grand),
  };
}

/** The credit note PDFs of returns (issue 37): for the return's shopper, or for staff. */
export class ReturnCreditNotes {
  constructor(
    private readonly db: Db,
    private readonly invoices: InvoiceService,
  ) {}

  /**
   * The PDF of a return's credit note: 404 for a return that is not the reader's (staff read any), 409
   * for one whose goods have not been received and passed the check.
   */
  async pdfFor(reader: Reader, returnId: string) {
    const [ret] = await this.db
      .select({
        id: returns.id,
        orderId: returns.orderId,
        userId: returns.userId,
        creditNoteNumber: returns.creditNoteNumber,
        receivedAt: returns.receivedAt,
      })
      .from(returns)
      .where(eq(returns.id, returnId));
    if (!ret || (!reader.staff && ret.userId !== reader.userId)) throw notFound(RETURN_MESSAGES.notFound);
    if (!ret.creditNoteNumber || !ret.receivedAt) throw new HttpError(409, CREDIT_NOTE_MESSAGES.returnNone);
    const { data } = await this.invoices.invoiceDataFor(reader, ret.orderId);
    const lines = returnedLines(data.taxKind, await notedReturnItems(this.db, [ret.orderId]), ret.id);
    const pdf = await renderInvoicePdf(returnNoteData(data, lines), {
      paper: {
        kind: 'credit-note',
        creditNote: returnCreditNote({ creditNoteNumber: ret.creditNoteNumber, receivedAt: ret.receivedAt }),
      },
    });
    return { pdf, ret };
  }
}
