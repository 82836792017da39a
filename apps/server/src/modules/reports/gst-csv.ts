import type { GstReport, GstReportPart } from '@resham/shared';
import { amountText as m, toCsv } from './csv';

/** One part of the month's GST report as a CSV file (UTF-8 with BOM; amounts in rupees, 2 decimals). */
export function gstCsv(report: GstReport, part: GstReportPart): Buffer {
  switch (part) {
    case 'register':
      return toCsv(
        [
          'Invoice No',
          'Invoice Date',
          'Order No',
          'Buyer State',
          'State Code',
          'Buyer GSTIN',
          'Description',
          'HSN',
          'Quantity',
          'Taxable Value',
          'CGST',
          'SGST',
          'IGST',
          'Total',
        ],
        report.register.map((l) => [
          l.invoiceNumber,
          l.invoiceDate,
          l.orderNumber,
          l.buyerState,
          l.buyerStateCode,
          l.gstin,
          l.description,
          l.hsn,
          l.quantity,
          m(l.taxable),
          m(l.cgst),
          m(l.sgst),
          m(l.igst),
          m(l.total),
        ]),
      );
    case 'b2c':
      return toCsv(
        ['Place Of Supply', 'Rate', 'Invoices', 'Taxable Value', 'CGST', 'SGST', 'IGST', 'Total'],
        report.b2c.map((s) => [
          s.placeOfSupply,
          s.rate,
          s.invoices,
          m(s.taxable),
          m(s.cgst),
          m(s.sgst),
          m(s.igst),
          m(s.total),
        ]),
      );
    case 'hsn':
      return toCsv(
        ['HSN', 'Rate', 'Total Quantity', 'Taxable Value', 'CGST', 'SGST', 'IGST', 'Total Value'],
        report.hsn.map((s) => [
          s.hsn,
          s.rate,
          s.quantity,
          m(s.taxable),
          m(s.cgst),
          m(s.sgst),
          m(s.igst),
          m(s.total),
        ]),
      );
    case 'b2b':
      return toCsv(
        [
          'GSTIN of Recipient',
          'Receiver Name',
          'Invoice No',
          'Invoice Date',
          'Invoice Value',
          'Place Of Supply',
          'Rate',
          'Taxable Value',
          'CGST',
          'SGST',
          'IGST',
        ],
        report.b2b.map((b) => [
          b.gstin,
          b.businessName,
          b.invoiceNumber,
          b.invoiceDate,
          m(b.invoiceValue),
          b.placeOfSupply,
          b.rate,
          m(b.taxable),
          m(b.cgst),
          m(b.sgst),
          m(b.igst),
        ]),
      );
    case 'credit-notes':
      return toCsv(
        [
          'Note No',
          'Note Date',
          'Invoice No',
          'Invoice Date',
          'Order No',
          'Buyer GSTIN',
          'Place Of Supply',
          'Reason',
          'Taxable Value',
          'CGST',
          'SGST',
          'IGST',
          'Shipping',
          'Note Value',
        ],
        report.creditNotes.map((c) => [
          c.noteNumber,
          c.noteDate,
          c.invoiceNumber,
          c.invoiceDate,
          c.orderNumber,
          c.gstin,
          c.placeOfSupply,
          c.reason,
          m(c.taxable),
          m(c.cgst),
          m(c.sgst),
          m(c.igst),
          m(c.shipping),
          m(c.noteValue),
        ]),
      );
    case 'credit-note-register':
      return toCsv(
        [
          'Note No',
          'Note Date',
          'Invoice No',
          'Order No',
          'Buyer State',
          'State Code',
          'Buyer GSTIN',
          'Description',
          'HSN',
          'Quantity',
          'Taxable Value',
          'CGST',
          'SGST',
          'IGST',
          'Total',
        ],
        report.creditNoteRegister.map((l) => [
          l.noteNumber,
          l.noteDate,
          l.invoiceNumber,
          l.orderNumber,
          l.buyerState,
          l.buyerStateCode,
          l.gstin,
          l.description,
          l.hsn,
          l.quantity,
          m(l.taxable),
          m(l.cgst),
          m(l.sgst),
          m(l.igst),
          m(l.total),
        ]),
      );
  }
}
