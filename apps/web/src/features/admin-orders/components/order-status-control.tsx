import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import {
  amountDuePaise,
  COD_METHOD,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  rupeesToPaise,
  type OrderStatus,
} from '@resham/shared';
import { Checkbox } from '../../../components/ui/checkbox';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { formatPaise, formatRupees } from '../../../lib/format';
import { useUpdateOrderStatus } from '../api';
import type { AdminOrder } from '../types';
import { RejectOrderDialog } from './reject-order-dialog';
import { EMPTY_SHIPMENT, ShipmentFieldsForm, shipmentFields, type ShipmentDraft } from './shipment-fields';

/**
 * The order status selector: only the moves the lifecycle allows from here, and 'Retry refund' when a
 * rejection's refund failed. Rejecting asks for the reason the customer is told first. The server's
 * message is toasted either way.
 */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus();
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const [shipment, setShipment] = useState<ShipmentDraft>(EMPTY_SHIPMENT);
  const [collected, setCollected] = useState(false);
  const [confirmingReject, setConfirmingReject] = useState(false);
  const cod = order.paymentMethod === COD_METHOD;
  // In Shipping asks for the shipment, a COD delivery for the cash: then the form stacks.
  const needsFields = choice === 'inShipping' || (choice === 'delivered' && cod);
  const next = ORDER_TRANSITIONS[order.orderStatus] ?? [];
  const refundFailed = order.paymentStatus === 'refund_failed';
  const paid = order.paymentStatus === 'paid';
  // An exchange's replacement collects only what the returned items did not pay.
  const due = amountDuePaise({
    totalPaise: rupeesToPaise(order.totalAmount),
    exchangeCreditPaise: rupeesToPaise(order.exchangeCredit),
  });

  const move = (orderStatus: OrderStatus, reason?: string) =>
    update.mutate(
      {
        id: order._id,
        orderStatus,
        ...(orderStatus === 'inShipping' ? shipmentFields(shipment) : {}),
        ...(orderStatus === 'delivered' && cod ? { cashCollected: collected } : {}),
        ...(reason ? { reason } : {}),
      },
      {
        onSuccess: (data) => {
          toast({ title: data.message });
          setChoice('');
          setConfirmingReject(false);
        },
        onError: (error) => {
          toast({ title: error.message, variant: 'destructive' });
          // The reason was checked by the server's own rule here: what failed is the order (a move
          // another admin made, a refund refused), which the details behind now show.
          setConfirmingReject(false);
        },
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
            The refund of {formatRupees(order.totalAmount)} failed. The order is{' '}
            {order.orderStatus === 'returned' ? 'returned' : 'rejected'}; retry the refund.
          </p>
          <Button
            variant="destructive"
            size="sm"
            className="justify-self-start"
            disabled={update.isPending}
            aria-busy={update.isPending}
            onClick={() => move(order.orderStatus === 'returned' ? 'returned' : 'rejected')}
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
        <div
          className={
            needsFields ? 'grid grid-cols-1 gap-3' : 'grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end'
          }
        >
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
          {choice === 'inShipping' ? (
            <ShipmentFieldsForm draft={shipment} onChange={setShipment} disabled={update.isPending} />
          ) : null}
          {choice === 'delivered' && cod ? (
            <label className="flex items-center gap-2 text-sm font-medium">
              <Checkbox checked={collected} onChange={(e) => setCollected(e.target.checked)} />
              Cash of {formatPaise(due)} collected
            </label>
          ) : null}
          <Button
            className={needsFields ? 'justify-self-start' : undefined}
            variant={choice === 'rejected' || choice === 'returned' ? 'destructive' : 'primary'}
            disabled={!choice || update.isPending || (choice === 'delivered' && cod && !collected)}
            aria-busy={update.isPending}
            onClick={() => {
              if (choice === 'rejected') setConfirmingReject(true);
              else if (choice) move(choice);
            }}
          >
            {update.isPending
              ? 'Updating...'
              : choice === 'rejected' && paid
                ? 'Reject and refund'
                : 'Update Order Status'}
          </Button>
          {choice === 'returned' ? (
            <p className="text-sm text-red-800 sm:col-span-2">
              The parcel came back undelivered: its items go back to stock
              {paid ? ` and ${formatRupees(order.totalAmount)} is refunded to the customer` : ''}. This cannot
              be undone.
            </p>
          ) : null}
          {choice === 'rejected' ? (
            <p className="text-sm text-red-800 sm:col-span-2">
              Rejecting gives the items back to stock
              {paid ? ` and refunds ${formatRupees(order.totalAmount)} to the customer` : ''}. This cannot be
              undone.
            </p>
          ) : null}
        </div>
      )}
      <RejectOrderDialog
        order={order}
        open={confirmingReject}
        onOpenChange={(open) => !update.isPending && setConfirmingReject(open)}
        pending={update.isPending}
        onReject={(reason) => move('rejected', reason)}
      />
    </section>
  );
}
