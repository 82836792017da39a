import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format';
import { percentOf } from '../../../lib/percent';
import type { DashboardData } from '../api';
import { EmptyNote } from './panel';

/** The 5 best sellers of the last 30 days by revenue, with units sold. */
export function TopProducts({ products }: { products: DashboardData['topProducts'] }) {
  if (products.length === 0) return <EmptyNote>No sales in the last 30 days yet.</EmptyNote>;
  const max = Math.max(...products.map((p) => p.revenue), 1);
  return (
    <ol className="grid grid-cols-1 gap-3">
      {products.map((p, i) => (
        <li
          key={p.productId}
          className="grid grid-cols-[1.5rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1"
        >
          <span className="font-serif text-lg font-semibold text-gold-700">{i + 1}</span>
          <Link
            to={`/admin/products?edit=${encodeURIComponent(p.productId)}`}
            className="truncate text-sm font-medium text-ink underline-offset-4 hover:text-maroon-800 hover:underline"
          >
            {p.title}
          </Link>
          <span className="text-right text-sm font-semibold tabular-nums">{formatRupees(p.revenue)}</span>
          <span aria-hidden="true" />
          <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-stone-100">
            <span
              className="block h-full rounded-full bg-gold-500"
              style={{ width: `${percentOf(p.revenue, max)}%` }}
            />
          </span>
          <span className="text-right text-xs text-muted">
            {p.units} unit{p.units === 1 ? '' : 's'}
          </span>
        </li>
      ))}
    </ol>
  );
}
