import { formatRupees } from '../../../lib/format';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

export interface Column<T> {
  title: string;
  value: (row: T) => string | number;
  /** Amounts in rupees: right-aligned, ₹ and Indian digit grouping. */
  money?: boolean;
}

/** A table of report figures; amounts right-aligned in ₹. */
export function FiguresTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, i: number) => string;
  empty: string;
}) {
  if (rows.length === 0)
    return <p className="rounded-lg bg-stone-50 p-4 text-center text-sm text-muted">{empty}</p>;
  return (
    // Scrolls sideways inside its own box on a phone; focusable, so the keyboard can scroll it too.
    <div
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      tabIndex={0}
      className="w-full overflow-x-auto rounded-lg border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-maroon-700"
    >
      <table aria-label={label} className="w-full caption-bottom border-collapse text-sm">
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.title} className={c.money ? 'text-right' : undefined}>
                {c.title}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => {
                const v = c.value(row);
                return (
                  <TableCell
                    key={c.title}
                    className={c.money ? 'text-right whitespace-nowrap tabular-nums' : 'whitespace-nowrap'}
                  >
                    {c.money ? formatRupees(Number(v)) : v}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
