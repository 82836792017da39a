import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COD_METHOD,
  formatRupees,
  SHOPPER_CANCEL_MESSAGES,
  SHOPPER_CANCEL_REASON_LABELS,
  SHOPPER_CANCEL_REASONS,
  type OrderCancelledResponse,
  type ShopperCancelReason,
} from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast';
import { cancelOrder, type Order } from '../api';

/** How an order is cancelled: by its id for a signed-in shopper, by the link's token for a guest. */
export type CancelRequest = (reason: ShopperCancelReason) => Promise<OrderCancelledResponse>;

/**
 * 'Cancel order' on a confirmed or in-process order: a reason from the list, what happens to the money,
 * and the server's answer as a toast (a parcel handed to the courier meanwhile is refused with 409).
 * Afterwards the cached orders (the account's, or the guest's) are asked for again.
 */
export function CancelOrderForm({ order, request }: { order: Order; request?: CancelRequest }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ShopperCancelReason | ''>('');
  const [missing, setMissing] = useState(false);
  const cancel = useMutation({
    mutationFn: request ?? ((why: ShopperCancelReason) => cancelOrder(order._id, why)),
    onSuccess: (response) => toast({ title: response.message }),
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
  const money =
    order.paymentMethod === COD_METHOD
      ? 'Nothing is due: it was to be paid in cash on delivery.'
      : `Your payment of ${formatRupees(order.totalAmount)} is refunded in full to the account you paid from.`;
  const submit = () => {
    if (!reason) return setMissing(true);
    cancel.mutate(reason);
  };

  return (
    <section
      aria-labelledby="cancel-order-heading"
      className="grid gap-3 rounded-lg border border-red-200 bg-red-50/50 p-4"
    >
      <h3 id="cancel-order-heading" className="font-serif text-lg font-semibold text-maroon-900">
        Cancel this order
      </h3>
      <p className="text-sm text-ink">You can cancel until the parcel is handed to the courier. {money}</p>
      <Field
        label="Why are you cancelling?"
        error={missing && !reason ? SHOPPER_CANCEL_MESSAGES.reasonRequired : undefined}
      >
        <NativeSelect
          value={reason}
          disabled={cancel.isPending}
          onChange={(e) => setReason(e.target.value as ShopperCancelReason)}
        >
          <option value="">Choose a reason</option>
          {SHOPPER_CANCEL_REASONS.map((r) => (
            <option key={r} value={r}>
              {SHOPPER_CANCEL_REASON_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button
        variant="destructive"
        className="justify-self-start"
        disabled={cancel.isPending}
        aria-busy={cancel.isPending}
        onClick={submit}
      >
        {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
      </Button>
    </section>
  );
}
