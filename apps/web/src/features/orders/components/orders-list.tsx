import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatOrderNumber, formatRupees, MESSAGES, PAYMENT_RECOVERY_MESSAGES } from '@resham/shared';
import { ChevronDown, Download, Eye, Loader2, PackageOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { useInvoiceDownload } from '../../../components/use-invoice-download';
import { formatDate } from '../../../lib/format';
import { cancelOrder, ordersKey, useOrders, type Order } from '../api';
import { hasInvoice, isUnpaidAttempt, splitHistory } from '../history';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderStatusBadge } from './order-status-badge';

const isAwaitingPayment = (o: Order) => o.orderStatus === 'pending' && o.paymentStatus === 'pending';

interface RowActions {
  view: (id: string) => void;
  download: (id: string) => void;
  cancel: (id: string) => void;
  downloadingId: string | null;
  cancellingId: string | null;
}

function Actions({ order, actions }: { order: Order; actions: RowActions }) {
  const downloading = actions.downloadingId === order._id;
  const payable = isAwaitingPayment(order);
  return (
    <div className="flex flex-wrap gap-2">
      {payable ? (
        <Link
          to={`/shop/checkout?pay=${encodeURIComponent(order._id)}`}
          className={buttonClasses('primary', 'sm')}
        >
          Pay now
        </Link>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => actions.view(order._id)}>
        <Eye aria-hidden="true" className="size-4" />
        View Details
      </Button>
      {!hasInvoice(order) ? null : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => actions.download(order._id)}
          disabled={downloading}
          aria-busy={downloading}
        >
          {downloading ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {downloading ? MESSAGES.orders.downloading : 'Invoice'}
        </Button>
      )}
      {payable ? (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() => actions.cancel(order._id)}
          disabled={actions.cancellingId === order._id}
        >
          Cancel
        </Button>
      ) : null}
    </div>
  );
}

/** The short number the shopper reads aloud ('#1001'); links and actions keep the uuid. */
function OrderId({ order }: { order: Order }) {
  return <span className="font-medium tabular-nums">{formatOrderNumber(order.orderNumber)}</span>;
}

/** The status badge; for a folded unpaid attempt, also why it ended. */
function Status({ order }: { order: Order }) {
  const why =
    order.cancelReason === 'superseded'
      ? PAYMENT_RECOVERY_MESSAGES.superseded
      : order.cancelReason === 'expired'
        ? PAYMENT_RECOVERY_MESSAGES.expired
        : null;
  return (
    <span className="grid justify-items-start gap-1">
      <OrderStatusBadge status={order.orderStatus} />
      {why && isUnpaidAttempt(order) ? <span className="text-xs text-muted">{why}</span> : null}
    </span>
  );
}

/** Orders as a table from 768 px and as cards below. */
function OrderRows({ orders, actions, label }: { orders: Order[]; actions: RowActions; label: string }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Order ID</TableHead>
              <TableHead>Order Date</TableHead>
              <TableHead>Order Status</TableHead>
              <TableHead>Order Price</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order._id}>
                <TableCell className="whitespace-nowrap">
                  <OrderId order={order} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(order.orderDate)}</TableCell>
                <TableCell>
                  <Status order={order} />
                </TableCell>
                <TableCell className="font-medium whitespace-nowrap tabular-nums">
                  {formatRupees(order.totalAmount)}
                </TableCell>
                <TableCell>
                  <Actions order={order} actions={actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul aria-label={label} className="grid gap-4 md:hidden">
        {orders.map((order) => (
          <li
            key={order._id}
            className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
          >
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div className="col-span-2 grid gap-0.5">
                <dt className="text-xs font-medium tracking-wide text-muted uppercase">Order ID</dt>
                <dd>
                  <OrderId order={order} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs font-medium tracking-wide text-muted uppercase">Order Date</dt>
                <dd>{formatDate(order.orderDate)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs font-medium tracking-wide text-muted uppercase">Order Price</dt>
                <dd className="font-semibold tabular-nums">{formatRupees(order.totalAmount)}</dd>
              </div>
              <div className="col-span-2 grid justify-items-start gap-0.5">
                <dt className="text-xs font-medium tracking-wide text-muted uppercase">Order Status</dt>
                <dd>
                  <Status order={order} />
                </dd>
              </div>
            </dl>
            <Actions order={order} actions={actions} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Never-paid checkouts that a newer one replaced or that ran out of time, folded away (closed at first). */
function UnpaidAttempts({ orders, actions }: { orders: Order[]; actions: RowActions }) {
  return (
    <details className="group rounded-lg border border-stone-200 bg-stone-50">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-ink hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 -rotate-90 transition-transform group-open:rotate-0"
        />
        {PAYMENT_RECOVERY_MESSAGES.unpaidAttempts(orders.length)}
      </summary>
      <div className="grid gap-4 px-4 pt-1 pb-4">
        <p className="text-sm text-muted">{PAYMENT_RECOVERY_MESSAGES.unpaidAttemptsHint}</p>
        <OrderRows orders={orders} actions={actions} label="Unpaid attempts" />
      </div>
    </details>
  );
}

/** Order history, newest first: a table from 768 px, cards below; details dialog; invoice; pay or cancel a pending order. */
export function OrdersList({
  userId,
  userName,
  renderOrderExtra,
}: {
  userId: string;
  userName: string;
  /** What the page adds to an order's details (the account's returns). */
  renderOrderExtra?: (order: Order) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const { orders, isLoading } = useOrders(userId);
  const [viewId, setViewId] = useState<string | null>(null);
  // ?order=<id> opens that order's details (an exchange's replacement links here); the address is then
  // put back as it was, so closing the dialog and going back behave as after View Details.
  const [params, setParams] = useSearchParams();
  const linked = params.get('order');
  useEffect(() => {
    if (!linked) return;
    setViewId(linked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('order');
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);
  const invoice = useInvoiceDownload({ userId });
  const creditNote = useInvoiceDownload({ userId }, 'credit-note');

  const cancel = useMutation({
    mutationFn: (orderId: string) => cancelOrder(orderId),
    onSuccess: (response) => toast({ title: response.message }),
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey(userId) }),
  });

  const actions: RowActions = {
    view: setViewId,
    download: (id) => void invoice.download(id),
    cancel: (id) => cancel.mutate(id),
    downloadingId: invoice.busyId,
    cancellingId: cancel.isPending ? (cancel.variables ?? null) : null,
  };

  if (isLoading) {
    return (
      <div role="status" aria-busy="true" className="grid gap-3">
        <span className="sr-only">Loading your orders…</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  const { shown, attempts } = splitHistory(orders);
  return (
    <>
      <div className="grid gap-6">
        {shown.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center">
            <PackageOpen aria-hidden="true" className="size-10 text-maroon-300" />
            <p className="text-muted">{MESSAGES.orders.empty}</p>
            <Link to="/shop/listing" className={buttonClasses('primary', 'sm')}>
              Browse the collection
            </Link>
          </div>
        ) : (
          <OrderRows orders={shown} actions={actions} label="Orders" />
        )}
        {attempts.length ? <UnpaidAttempts orders={attempts} actions={actions} /> : null}
      </div>

      <OrderDetailsDialog
        orderId={viewId}
        fallback={orders.find((o) => o._id === viewId)}
        userName={userName}
        onOpenChange={(open) => !open && setViewId(null)}
        onDownload={(id) => void invoice.download(id)}
        downloading={invoice.busyId === viewId && viewId !== null}
        onDownloadCreditNote={(id) => void creditNote.download(id)}
        downloadingCreditNote={creditNote.busyId === viewId && viewId !== null}
        renderExtra={renderOrderExtra}
      />
    </>
  );
}
