import { gstStateName, paiseToRupees, type GstReport } from '@resham/shared';
import type { InvoiceData, InvoiceLine } from '../invoice/invoice-data';

/** What the report reads of an invoice: the figures recorded from buildInvoiceData (invoice-figures). */
export type ReportInvoice = Pick<
  InvoiceData,
  'invoiceNumber' | 'invoiceDate' | 'orderNumber' | 'isExport' | 'taxKind' | 'rates'
> & {
  buyer: Pick<InvoiceData['buyer'], 'state' | 'stateCode' | 'country' | 'gstin' | 'businessName'>;
  lines: Pick<
    InvoiceLine,
    | 'description'
    | 'hsn'
    | 'quantity'
    | 'taxablePaise'
    | 'cgstPaise'
    | 'sgstPaise'
    | 'igstPaise'
    | 'totalPaise'
  >[];
  totals: Pick<
    InvoiceData['totals'],
    'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'shippingPaise' | 'grandTotalPaise'
  >;
};

/**
 * A credit note of the month: an invoiced order rejected or refunded, whose note takes the whole invoice
 * back; or a return's goods received, whose note (`noteNumber`) takes back the returned lines only:
 * then `invoice` is the invoice cut down to those lines (its buyer and place of supply the invoice's).
 */
export interface CreditedInvoice {
  invoice: ReportInvoice;
  creditedAt: Date;
  noteDate: string;
  reason: string;
  /** The note's number in the credit note series ('CN/26-27/00001'; notes issued before it: 'CN/<invoice>…'). */
  noteNumber: string;
}

interface Sums {
  count: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  shipping: number;
}
const emptySums = (): Sums => ({ count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, shipping: 0 });

function add(s: Sums, inv: ReportInvoice) {
  s.count += 1;
  s.taxable += inv.totals.taxablePaise;
  s.cgst += inv.totals.cgstPaise;
  s.sgst += inv.totals.sgstPaise;
  s.igst += inv.totals.igstPaise;
  s.shipping += inv.totals.shippingPaise;
}

const r = paiseToRupees;
const taxesInRupees = (s: { taxable: number; cgst: number; sgst: number; igst: number }) => ({
  taxable: r(s.taxable),
  cgst: r(s.cgst),
  sgst: r(s.sgst),
  igst: r(s.igst),
});
const totalsInRupees = (s: Sums) => {
  const tax = s.cgst + s.sgst + s.igst;
  return {
    count: s.count,
    ...taxesInRupees(s),
    tax: r(tax),
    shipping: r(s.shipping),
    value: r(s.taxable + tax + s.shipping),
  };
};

/** The invoice's GST rate in percent (IGST, or CGST + SGST). */
export const invoiceRate = (inv: ReportInvoice) =>
  inv.taxKind === 'igst' ? inv.rates.igst : inv.rates.cgst + inv.rates.sgst;

/** '33-Tamil Nadu', as GSTR-1 names a place of supply. */
function placeOfSupply(inv: ReportInvoice): string {
  const code = inv.buyer.stateCode;
  if (!code) return inv.buyer.state || inv.buyer.country;
  return `${code}-${gstStateName(code) ?? (inv.isExport ? 'Other Countries' : inv.buyer.state)}`;
}

/**
 * The month's GST figures, built only from the invoices themselves (buildInvoiceData, the module that
 * prints the PDF, as recorded when each invoice was numbered): each register row is an invoice line as printed, so the register, the summaries and
 * the invoices agree to the paisa by construction. Sums are kept in paise and converted once.
 * Credit notes are listed with their lines (the credit notes' register); the HSN summary and B2C are net
 * of them, as GSTR-1 reports them, and B2B stays the invoices (a registered buyer's notes are CDNR). So
 * for the month, to the paisa: register − credit notes' register = HSN summary = B2C + (B2B − registered
 * buyers' notes) + (exports − their notes).
 */
export function buildGstReport(
  month: string,
  range: { from: Date; to: Date },
  invoices: ReportInvoice[],
  credited: CreditedInvoice[],
): GstReport {
  const register: GstReport['register'] = [];
  const b2c = new Map<
    string,
    { placeOfSupply: string; stateCode: string; rate: number; invoices: number; creditNotes: number } & Sums
  >();
  const b2cRow = (pos: string, stateCode: string, rate: number) => {
    const key = `${pos}|${rate}`;
    let row = b2c.get(key);
    if (!row) {
      row = { placeOfSupply: pos, stateCode, rate, invoices: 0, creditNotes: 0, ...emptySums() };
      b2c.set(key, row);
    }
    return row;
  };
  const hsn = new Map<string, { hsn: string; rate: number; quantity: number } & Sums>();
  const b2b: GstReport['b2b'] = [];
  const all = emptySums();
  const exports = emptySums();

  for (const inv of invoices) {
    add(all, inv);
    if (inv.isExport) add(exports, inv);
    const rate = invoiceRate(inv);
    const pos = placeOfSupply(inv);
    const gstin = inv.buyer.gstin;
    for (const line of inv.lines) {
      register.push({
        invoiceNumber: inv.invoiceNumber,
        invoiceDate: inv.invoiceDate,
        orderNumber: inv.orderNumber,
        buyerState: inv.buyer.state || inv.buyer.country,
        buyerStateCode: inv.buyer.stateCode,
        gstin,
        description: line.description,
        hsn: line.hsn,
        quantity: line.quantity,
        taxable: r(line.taxablePaise),
        cgst: r(line.cgstPaise),
        sgst: r(line.sgstPaise),
        igst: r(line.igstPaise),
        total: r(line.totalPaise),
      });
      const hKey = `${line.hsn}|${rate}`;
      const h = hsn.get(hKey) ?? { hsn: line.hsn, rate, quantity: 0, ...emptySums() };
      h.quantity += line.quantity;
      h.taxable += line.taxablePaise;
      h.cgst += line.cgstPaise;
      h.sgst += line.sgstPaise;
      h.igst += line.igstPaise;
      hsn.set(hKey, h);
    }
    if (gstin) {
      b2b.push({
        gstin,
        businessName: inv.buyer.businessName,
        invoiceNumber: inv.invoiceNumber,
        invoiceDate: inv.invoiceDate,
        placeOfSupply: pos,
        rate,
        ...taxesInRupees({
          taxable: inv.totals.taxablePaise,
          cgst: inv.totals.cgstPaise,
          sgst: inv.totals.sgstPaise,
          igst: inv.totals.igstPaise,
        }),
        invoiceValue: r(inv.totals.grandTotalPaise),
      });
    } else if (!inv.isExport) {
      const row = b2cRow(pos, inv.buyer.stateCode, rate);
      row.invoices += 1;
      row.taxable += inv.totals.taxablePaise;
      row.cgst += inv.totals.cgstPaise;
      row.sgst += inv.totals.sgstPaise;
      row.igst += inv.totals.igstPaise;
    }
  }

  const credits = emptySums();
  const creditNoteRegister: GstReport['creditNoteRegister'] = [];
  const creditNotes = credited.map(({ invoice: inv, noteDate, reason, noteNumber: number }) => {
    add(credits, inv);
    const rate = invoiceRate(inv);
    const pos = placeOfSupply(inv);
    for (const line of inv.lines) {
      creditNoteRegister.push({
        noteNumber: number,
        noteDate,
        invoiceNumber: inv.invoiceNumber,
        orderNumber: inv.orderNumber,
        buyerState: inv.buyer.state || inv.buyer.country,
        buyerStateCode: inv.buyer.stateCode,
        gstin: inv.buyer.gstin,
        description: line.description,
        hsn: line.hsn,
        quantity: line.quantity,
        taxable: r(line.taxablePaise),
        cgst: r(line.cgstPaise),
        sgst: r(line.sgstPaise),
        igst: r(line.igstPaise),
        total: r(line.totalPaise),
      });
      // The HSN summary is net of credit notes (GSTR-1 table 12).
      const hKey = `${line.hsn}|${rate}`;
      const h = hsn.get(hKey) ?? { hsn: line.hsn, rate, quantity: 0, ...emptySums() };
      h.quantity -= line.quantity;
      h.taxable -= line.taxablePaise;
      h.cgst -= line.cgstPaise;
      h.sgst -= line.sgstPaise;
      h.igst -= line.igstPaise;
      hsn.set(hKey, h);
    }
    // A note to an unregistered buyer in India is netted into B2C (GSTR-1 table 7), by the invoice's
    // place of supply and rate; a registered buyer's stays a note of its own (table 9B, CDNR).
    if (!inv.buyer.gstin && !inv.isExport) {
      const row = b2cRow(pos, inv.buyer.stateCode, rate);
      row.creditNotes += 1;
      row.taxable -= inv.totals.taxablePaise;
      row.cgst -= inv.totals.cgstPaise;
      row.sgst -= inv.totals.sgstPaise;
      row.igst -= inv.totals.igstPaise;
    }
    return {
      noteNumber: number,
      noteDate,
      invoiceNumber: inv.invoiceNumber,
      invoiceDate: inv.invoiceDate,
      orderNumber: inv.orderNumber,
      gstin: inv.buyer.gstin,
      placeOfSupply: pos,
      reason,
      ...taxesInRupees({
        taxable: inv.totals.taxablePaise,
        cgst: inv.totals.cgstPaise,
        sgst: inv.totals.sgstPaise,
        igst: inv.totals.igstPaise,
      }),
      shipping: r(inv.totals.shippingPaise),
      noteValue: r(inv.totals.grandTotalPaise),
    };
  });
  const net: Sums = {
    count: all.count - credits.count,
    taxable: all.taxable - credits.taxable,
    cgst: all.cgst - credits.cgst,
    sgst: all.sgst - credits.sgst,
    igst: all.igst - credits.igst,
    shipping: all.shipping - credits.shipping,
  };

  const withTotal = <T extends Sums>(s: T) => ({
    ...taxesInRupees(s),
    total: r(s.taxable + s.cgst + s.sgst + s.igst),
  });
  return {
    month,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    register,
    registerLines: register.length,
    b2c: [...b2c.values()]
      .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate)
      .map((s) => ({
        placeOfSupply: s.placeOfSupply,
        stateCode: s.stateCode,
        rate: s.rate,
        invoices: s.invoices,
        creditNotes: s.creditNotes,
        ...withTotal(s),
      })),
    hsn: [...hsn.values()]
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
      .map((s) => ({ hsn: s.hsn, rate: s.rate, quantity: s.quantity, ...withTotal(s) })),
    b2b,
    creditNotes,
    creditNoteRegister,
    totals: {
      invoices: totalsInRupees(all),
      exports: totalsInRupees(exports),
      creditNotes: totalsInRupees(credits),
      net: totalsInRupees(net),
    },
  };
}
