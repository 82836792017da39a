import { formatRupees } from '../../../lib/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

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
  if (rows.length === 0) return <p className="rounded-lg bg-stone-50 p-4 text-center text-sm text-muted">{empty}</p>;
  return (
    <Table aria-label={label}>
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
                <TableCell key={c.title} className={c.money ? 'text-right whitespace-nowrap tabular-nums' : undefined}>
                  {c.money ? formatRupees(Number(v)) : v}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
