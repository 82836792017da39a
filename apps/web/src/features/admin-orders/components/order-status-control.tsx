import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatus } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { formatRupees } from '../../../lib/format';
import { useUpdateOrderStatus } from '../api';
import type { AdminOrder } from '../types';

/**
 * The order status selector: only the moves the lifecycle allows from here, and 'Retry refund' when a
 * rejection's refund failed. The server's message is toasted either way.
 */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus();
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const next = ORDER_TRANSITIONS[order.orderStatus] ?? [];
  const refundFailed = order.paymentStatus === 'refund_failed';
  const paid = order.paymentStatus === 'paid';

  const move = (orderStatus: OrderStatus) =>
    update.mutate(
      { id: order._id, orderStatus },
      {
        onSuccess: (data) => {
          toast({ title: data.message });
          setChoice('');
        },
        onError: (error) => toast({ title: error.message, variant: 'destructive' }),
      },
    );

  return (
    <section
      aria-labelledby="order-status-heading"
      className="grid grid-cols-1 gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <h3 id="order-status-heading" className="font-sans text-base font-semibold text-ink">
        Update Order Status
      </h3>
      {refundFailed ? (
        <div
          role="alert"
          className="grid grid-cols-1 gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <p>
            The refund of {formatRupees(order.totalAmount)} failed. The order is rejected; retry the refund.
          </p>
          <Button
            variant="destructive"
            size="sm"
            className="justify-self-start"
            disabled={update.isPending}
            aria-busy={update.isPending}
            onClick={() => move('rejected')}
          >
            <RotateCcw aria-hidden="true" className="!size-4" />
            {update.isPending ? 'Retrying...' : 'Retry refund'}
          </Button>
        </div>
      ) : null}
      {next.length === 0 ? (
        <p className="text-sm text-muted">
          This order is {ORDER_STATUS_LABELS[order.orderStatus]}; its status cannot change any more.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="order-next-status">Next status</Label>
            <Select value={choice} onValueChange={(value) => setChoice(value as OrderStatus)}>
              <SelectTrigger id="order-next-status" disabled={update.isPending}>
                <SelectValue placeholder="Choose the next status" />
              </SelectTrigger>
              <SelectContent>
                {next.map((status) => (
                  <SelectItem key={status} value={status}>
                    {ORDER_STATUS_LABELS[status]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            variant={choice === 'rejected' ? 'destructive' : 'primary'}
            disabled={!choice || update.isPending}
            aria-busy={update.isPending}
            onClick={() => choice && move(choice)}
          >
            {update.isPending
              ? 'Updating...'
              : choice === 'rejected' && paid
                ? 'Reject and refund'
                : 'Update Order Status'}
          </Button>
          {choice === 'rejected' ? (
            <p className="text-sm text-red-800 sm:col-span-2">
              Rejecting gives the items back to stock
              {paid ? ` and refunds ${formatRupees(order.totalAmount)} to the customer` : ''}. This cannot be
              undone.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
