import type { GstReport } from '../api';
import { FiguresTable, type Column } from './figures-table';

type Row<K extends keyof GstReport> = GstReport[K] extends (infer R)[] ? R : never;
const rate = { title: 'Rate', value: (r: { rate: number }) => `${r.rate}%` };
const taxes = <T extends { taxable: number; cgst: number; sgst: number; igst: number }>(): Column<T>[] => [
  { title: 'Taxable', value: (r) => r.taxable, money: true },
  { title: 'CGST', value: (r) => r.cgst, money: true },
  { title: 'SGST', value: (r) => r.sgst, money: true },
  { title: 'IGST', value: (r) => r.igst, money: true },
];

export function B2cTable({ rows }: { rows: GstReport['b2c'] }) {
  return (
    <FiguresTable<Row<'b2c'>>
      label="B2C by place of supply"
      rows={rows}
      rowKey={(r) => `${r.placeOfSupply}|${r.rate}`}
      empty="No sales to shoppers without a GSTIN this month."
      columns={[
        { title: 'Place of supply', value: (r) => r.placeOfSupply },
        rate,
        { title: 'Invoices', value: (r) => r.invoices },
        ...taxes<Row<'b2c'>>(),
        { title: 'Total', value: (r) => r.total, money: true },
      ]}
    />
  );
}

export function HsnTable({ rows }: { rows: GstReport['hsn'] }) {
  return (
    <FiguresTable<Row<'hsn'>>
      label="HSN summary"
      rows={rows}
      rowKey={(r) => `${r.hsn}|${r.rate}`}
      empty="No invoices this month."
      columns={[
        { title: 'HSN', value: (r) => r.hsn },
        rate,
        { title: 'Quantity', value: (r) => r.quantity },
        ...taxes<Row<'hsn'>>(),
        { title: 'Total', value: (r) => r.total, money: true },
      ]}
    />
  );
}

export function B2bTable({ rows }: { rows: GstReport['b2b'] }) {
  return (
    <FiguresTable<Row<'b2b'>>
      label="B2B invoices"
      rows={rows}
      rowKey={(r) => r.invoiceNumber}
      empty="No invoices to buyers with a GSTIN this month."
      columns={[
        { title: 'GSTIN', value: (r) => r.gstin },
        { title: 'Business', value: (r) => r.businessName },
        { title: 'Invoice', value: (r) => r.invoiceNumber },
        { title: 'Date', value: (r) => r.invoiceDate },
        { title: 'Place of supply', value: (r) => r.placeOfSupply },
        ...taxes<Row<'b2b'>>(),
        { title: 'Invoice value', value: (r) => r.invoiceValue, money: true },
      ]}
    />
  );
}

export function CreditNotesTable({ rows }: { rows: GstReport['creditNotes'] }) {
  return (
    <FiguresTable<Row<'creditNotes'>>
      label="Credit notes"
      rows={rows}
      rowKey={(r) => r.noteNumber}
      empty="No invoice refunded, rejected or left unpaid (cash on delivery not collected) this month."
      columns={[
        { title: 'Note', value: (r) => r.noteNumber },
        { title: 'Date', value: (r) => r.noteDate },
        { title: 'Invoice', value: (r) => `${r.invoiceNumber} (${r.invoiceDate})` },
        { title: 'Reason', value: (r) => r.reason },
        ...taxes<Row<'creditNotes'>>(),
        { title: 'Value', value: (r) => r.noteValue, money: true },
      ]}
    />
  );
}

/** The register's first rows on screen; the CSV has them all. */
export function RegisterPreview({ rows, shown = 10 }: { rows: GstReport['register']; shown?: number }) {
  return (
    <FiguresTable<Row<'register'>>
      label="Sales register"
      rows={rows.slice(0, shown)}
      rowKey={(r, i) => `${r.invoiceNumber}|${i}`}
      empty="No invoices this month."
      columns={[
        { title: 'Invoice', value: (r) => r.invoiceNumber },
        { title: 'Date', value: (r) => r.invoiceDate },
        { title: 'Order', value: (r) => r.orderNumber },
        {
          title: 'State',
          value: (r) => (r.buyerStateCode ? `${r.buyerState} (${r.buyerStateCode})` : r.buyerState),
        },
        { title: 'HSN', value: (r) => r.hsn },
        { title: 'Qty', value: (r) => r.quantity },
        ...taxes<Row<'register'>>(),
        { title: 'Total', value: (r) => r.total, money: true },
      ]}
    />
  );
}
