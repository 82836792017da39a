import { formatRupees } from '../../../lib/format';
import type { GstReport } from '../api';

/** The month at a glance: invoices, tax, credit notes and what is left after them. */
export function SummaryCards({ totals }: { totals: GstReport['totals'] }) {
  const cards = [
    {
      key: 'invoices',
      label: 'Invoices',
      value: formatRupees(totals.invoices.value),
      lines: [
        `${totals.invoices.count} invoice${totals.invoices.count === 1 ? '' : 's'}`,
        `Taxable ${formatRupees(totals.invoices.taxable)}`,
      ],
    },
    {
      key: 'tax',
      label: 'GST charged',
      value: formatRupees(totals.invoices.tax),
      lines: [
        `CGST ${formatRupees(totals.invoices.cgst)} · SGST ${formatRupees(totals.invoices.sgst)}`,
        `IGST ${formatRupees(totals.invoices.igst)}`,
      ],
    },
    {
      key: 'credit',
      label: 'Credit notes',
      value: formatRupees(totals.creditNotes.value),
      lines: [
        `${totals.creditNotes.count} refunded, rejected or COD not collected`,
        `GST ${formatRupees(totals.creditNotes.tax)}`,
      ],
    },
    {
      key: 'net',
      label: 'Net of credit notes',
      value: formatRupees(totals.net.value),
      lines: [`Taxable ${formatRupees(totals.net.taxable)}`, `GST ${formatRupees(totals.net.tax)}`],
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Month totals">
      {cards.map((c) => (
        <li
          key={c.key}
          data-testid={`report-${c.key}`}
          className="relative grid grid-cols-1 gap-1 overflow-hidden rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-gold-500" />
          <p className="text-sm font-medium text-muted">{c.label}</p>
          <p className="font-serif text-2xl font-semibold text-maroon-900 tabular-nums">{c.value}</p>
          {c.lines.map((l) => (
            <p key={l} className="text-sm text-muted tabular-nums">
              {l}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
