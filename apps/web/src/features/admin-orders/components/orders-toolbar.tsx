import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import type { OrderFilters } from '../order-filters';

const ALL = 'all';

export interface OrdersToolbarProps {
  filters: OrderFilters;
  onChange: (next: Partial<OrderFilters>) => void;
}

/** Filter by status and search by order number ('1001' or '#1001'), customer name (any script), phone or email. */
export function OrdersToolbar({ filters, onChange }: OrdersToolbarProps) {
  const [text, setText] = useState(filters.q ?? '');
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    // The URL changed (back button, a link): show its search text.
    setShownQ(filters.q);
    setText(filters.q ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined, page: 1 });
  };

  return (
    <div className="grid gap-3 md:grid-cols-[minmax(12rem,16rem)_1fr] md:items-end">
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="order-status-filter">Status</Label>
        <Select
          value={filters.status ?? ALL}
          onValueChange={(value) =>
            onChange({ status: value === ALL ? undefined : (value as OrderStatus), page: 1 })
          }
        >
          <SelectTrigger id="order-status-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {ORDER_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <form role="search" onSubmit={submit} className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="order-search">Search by order number, customer name, phone or email</Label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Input
              id="order-search"
              type="text"
              enterKeyHint="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="e.g. 1001, Priya, கவிதா, 98430 12345"
              maxLength={100}
              autoComplete="off"
              className="pr-9"
            />
            {text ? (
              <button
                type="button"
                onClick={() => {
                  setText('');
                  onChange({ q: undefined, page: 1 });
                }}
                className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-stone-600 hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Clear search</span>
              </button>
            ) : null}
          </div>
          <Button type="submit">
            <Search aria-hidden="true" />
            <span className="max-sm:sr-only">Search</span>
          </Button>
        </div>
      </form>
    </div>
  );
}
