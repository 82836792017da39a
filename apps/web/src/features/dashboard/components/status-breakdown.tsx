import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, orderStatusTone, type OrderStatus } from '@resham/shared';
import { cn } from '../../../lib/cn';
import { percentOf } from '../../../lib/percent';

const DOT = { green: 'bg-green-600', red: 'bg-red-600', yellow: 'bg-yellow-400' } as const;

/** Orders per status, each a link to the orders table filtered by it. */
export function StatusBreakdown({ byStatus }: { byStatus: Partial<Record<OrderStatus, number>> }) {
  const total = ORDER_STATUSES.reduce((sum, s) => sum + (byStatus[s] ?? 0), 0);
  return (
    <ul className="grid grid-cols-1 gap-1">
      {ORDER_STATUSES.map((status) => {
        const count = byStatus[status] ?? 0;
        const share = total ? percentOf(count, total) : 0;
        return (
          <li key={status}>
            <Link
              to={`/admin/orders?status=${status}`}
              className="group grid grid-cols-1 gap-1 rounded-md px-2 py-2 hover:bg-maroon-50"
              aria-label={`${ORDER_STATUS_LABELS[status]}: ${count} order${count === 1 ? '' : 's'}`}
            >
              <span className="flex items-center gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className={cn('size-2.5 shrink-0 rounded-full', DOT[orderStatusTone(status)])}
                />
                <span className="flex-1 text-ink">{ORDER_STATUS_LABELS[status]}</span>
                <span className="font-semibold text-ink tabular-nums">{count}</span>
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 text-stone-400 group-hover:text-maroon-800"
                />
              </span>
              <span aria-hidden="true" className="ml-5.5 mr-7 h-1 overflow-hidden rounded-full bg-stone-100">
                <span className="block h-full rounded-full bg-maroon-300" style={{ width: `${share}%` }} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
