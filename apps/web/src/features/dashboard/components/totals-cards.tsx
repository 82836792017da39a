import { IndianRupee } from 'lucide-react';
import { formatRupees } from '../../../lib/format';
import type { DashboardData } from '../api';

const CARDS = [
  { key: 'today', label: 'Today' },
  { key: 'week', label: 'Last 7 days' },
  { key: 'month', label: 'Last 30 days' },
] as const;

/** Revenue (paid orders, refunds excluded) and order count for today, 7 and 30 days. */
export function TotalsCards({ totals }: { totals: DashboardData['totals'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Sales totals">
      {CARDS.map(({ key, label }) => {
        const { revenue, orders } = totals[key];
        return (
          <li
            key={key}
            className="relative grid grid-cols-1 gap-1 overflow-hidden rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            data-testid={`totals-${key}`}
          >
            <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-gold-500" />
            <p className="flex items-center justify-between text-sm font-medium text-muted">
              {label}
              <IndianRupee aria-hidden="true" className="size-4 text-gold-600" />
            </p>
            <p className="font-serif text-3xl font-semibold text-maroon-900 tabular-nums">
              {formatRupees(revenue)}
            </p>
            <p className="text-sm text-muted">
              {orders} paid order{orders === 1 ? '' : 's'}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
