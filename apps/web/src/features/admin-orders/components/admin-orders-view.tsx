import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, PackageSearch, RefreshCw } from 'lucide-react';
import { formatOrderNumber, ORDER_STATUS_LABELS, parseOrderNumber } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminOrders } from '../api';
import { pageRange, readOrderFilters, writeOrderFilters, type OrderFilters } from '../order-filters';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrdersList } from './orders-list';
import { OrdersToolbar } from './orders-toolbar';

/** The admin's orders: filters in the URL, a page of orders, and the details dialog. */
export function AdminOrdersView() {
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const query = useAdminOrders(filters);
  const [shown, setShown] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const change = (next: Partial<OrderFilters>) => setParams(writeOrderFilters({ ...filters, ...next }));
  const page = query.data;
  const range = page ? pageRange(page.page, page.pageSize, page.total) : null;
  const scope = filters.status ? `${ORDER_STATUS_LABELS[filters.status]} orders` : 'Orders';
  const asNumber = filters.q ? parseOrderNumber(filters.q) : null;
  const searched = asNumber === null ? filters.q : formatOrderNumber(asNumber);
  const caption = searched ? `${scope} matching “${searched}”` : scope;

  return (
    <div className="grid grid-cols-1 gap-5">
      <OrdersToolbar filters={filters} onChange={change} />

      {query.isPending ? (
        <div role="status" className="grid grid-cols-1 gap-3">
          <span className="sr-only">Loading orders…</span>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : query.isError && !page ? (
        <div
          role="alert"
          className="grid grid-cols-1 justify-items-center gap-3 rounded-lg border border-red-200 bg-white p-8 text-center"
        >
          <p className="text-red-700">The orders could not be loaded.</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : page && page.data.length === 0 ? (
        <div className="grid grid-cols-1 justify-items-center gap-2 rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center">
          <PackageSearch aria-hidden="true" className="size-10 text-stone-400" />
          <p className="font-medium text-ink">
            {filters.page > 1
              ? 'There are no orders on this page.'
              : filters.q || filters.status
                ? 'No orders match these filters.'
                : 'No orders yet.'}
          </p>
          {filters.page > 1 ? (
            <Button variant="link" onClick={() => change({ page: 1 })}>
              Go to the first page
            </Button>
          ) : filters.q || filters.status ? (
            <Button variant="link" onClick={() => setParams(new URLSearchParams())}>
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : page ? (
        <div className="grid grid-cols-1 gap-4" aria-busy={query.isFetching}>
          <OrdersList
            orders={page.data}
            caption={caption}
            onView={(id) => {
              setShown(id);
              setOpen(true);
            }}
          />
          {range ? (
            <nav aria-label="Orders pages" className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted" aria-live="polite">
                Showing {range.from}–{range.to} of {page.total}
              </p>
              <div className="flex items-center gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!range.hasPrev}
                  onClick={() => change({ page: page.page - 1 })}
                >
                  <ChevronLeft aria-hidden="true" className="!size-4" />
                  Previous
                </Button>
                <span className="text-sm text-muted tabular-nums">
                  Page {page.page} of {range.pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!range.hasNext}
                  onClick={() => change({ page: page.page + 1 })}
                >
                  Next
                  <ChevronRight aria-hidden="true" className="!size-4" />
                </Button>
              </div>
            </nav>
          ) : null}
        </div>
      ) : null}

      <OrderDetailsDialog orderId={shown} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
