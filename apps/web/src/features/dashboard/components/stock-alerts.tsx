import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { StockItem } from '../api';
import { EmptyNote } from './panel';

const SHOWN = 6;

/** Out-of-stock and low-stock (at or below each product's alert) products, each opening its edit drawer. */
export function StockAlerts({ outOfStock, lowStock }: { outOfStock: StockItem[]; lowStock: StockItem[] }) {
  if (outOfStock.length === 0 && lowStock.length === 0)
    return <EmptyNote>Every product is above its low-stock alert.</EmptyNote>;
  return (
    <div className="grid grid-cols-1 gap-5">
      <StockList title="Out of stock" items={outOfStock} tone="red" />
      <StockList title="Low stock (at or below the alert)" items={lowStock} tone="yellow" />
    </div>
  );
}

function StockList({ title, items, tone }: { title: string; items: StockItem[]; tone: 'red' | 'yellow' }) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, SHOWN);
  return (
    <div className="grid grid-cols-1 gap-2">
      <h3 className="flex items-center gap-2 font-sans text-sm font-semibold text-ink">
        {title}
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            tone === 'red' ? 'bg-red-100 text-red-800' : 'bg-yellow-100 text-yellow-900',
          )}
        >
          {items.length}
        </span>
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">None.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1">
          {shown.map((item) => (
            <li key={item._id}>
              <Link
                to={`/admin/products?edit=${encodeURIComponent(item._id)}`}
                className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-maroon-50"
              >
                <span className="truncate text-ink">{item.title}</span>
                <span
                  className={cn(
                    'shrink-0 text-xs font-semibold',
                    tone === 'red' ? 'text-red-700' : 'text-yellow-900',
                  )}
                >
                  {item.totalStock === 0
                    ? 'Out of stock'
                    : `Only ${item.totalStock} left${item.threshold === undefined ? '' : ` · alert at ${item.threshold}`}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {items.length > SHOWN ? (
        <Button variant="link" size="sm" className="justify-self-start px-2" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${items.length}`}
        </Button>
      ) : null}
    </div>
  );
}
