import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatRupees, MESSAGES } from '@resham/shared';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Skeleton } from '../../../components/ui/skeleton';
import { fetchPayableOrder } from '../api';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { DemoPaymentsNotice } from './demo-payments-notice';
import { isRetryable } from '../recovery';
import { PaymentNotice } from './payment-notice';
import { PayButton } from './pay-button';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' });

/**
 * /shop/checkout?pay={orderId}: pays an order that is still pending (the account page's 'Pay now').
 * The payment window opens at once; after a close or failure the shopper can retry from here.
 */
export function PayPendingOrder({
  orderId,
  onPaid,
  demoPayments = false,
}: {
  orderId: string;
  onPaid: (orderId: string) => void;
  /** The simulated gateway is active: say that no money is taken. */
  demoPayments?: boolean;
}) {
  const order = useQuery({
    queryKey: ['orders', 'payable', orderId],
    queryFn: ({ signal }) => fetchPayableOrder(orderId, signal),
    staleTime: 0,
  });
  const flow = usePaymentFlow({ onPaid });
  const payable = order.data?.orderStatus === 'pending' && order.data.paymentStatus === 'pending';

  // Open the window once, as soon as the order is known to be payable.
  const opened = useRef(false);
  useEffect(() => {
    if (!payable || opened.current) return;
    opened.current = true;
    void flow.retry(orderId);
  }, [payable, flow, orderId]);

  return (
    <section aria-labelledby="pay-pending-title" className="mx-auto grid w-full max-w-xl gap-4">
      <h2 id="pay-pending-title" className="text-2xl font-semibold text-maroon-900">
        {MESSAGES.checkout.payPendingTitle}
      </h2>
      {order.isPending ? (
        <div role="status" aria-busy="true" className="grid gap-2">
          <span className="sr-only">Loading the order…</span>
          <Skeleton className="h-32" />
        </div>
      ) : !order.data ? (
        <p role="alert" className="text-red-700">
          {order.error?.message ?? 'Order not found.'}
        </p>
      ) : (
        <div className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4">
          {/* After a closed or failed window: at the top, focused; the button below pays again. */}
          {flow.notice ? <PaymentNotice notice={flow.notice} /> : null}
          <p className="text-sm text-muted">
            Order <span className="font-mono break-all text-ink">{order.data._id}</span>
          </p>
          <ul className="grid gap-1 text-sm">
            {order.data.cartItems.map((item) => (
              <li key={item.productId} className="flex justify-between gap-4">
                <span>
                  {item.title} × {item.quantity}
                </span>
                <span className="tabular-nums">{formatRupees(item.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between border-t border-stone-200 pt-3 font-semibold">
            <span>Total</span>
            <span className="text-maroon-900 tabular-nums">{formatRupees(order.data.totalAmount)}</span>
          </p>
          {payable && (!flow.notice || isRetryable(flow.notice)) ? (
            <>
              <p className="text-sm text-muted">
                {MESSAGES.checkout.payPendingText}
                {order.data.reservedUntil ? ` Held until ${time(order.data.reservedUntil)}.` : ''}
              </p>
              {demoPayments ? <DemoPaymentsNotice /> : null}
              <PayButton
                phase={flow.phase}
                onClick={() => void flow.retry(orderId)}
                label={flow.notice ? MESSAGES.checkout.retry : undefined}
              />
            </>
          ) : flow.notice ? null : (
            <p role="status" className="text-sm">
              This order is no longer awaiting payment.
            </p>
          )}
        </div>
      )}
      <Link to="/shop/account" className={buttonClasses('link', 'sm', 'justify-self-start px-0')}>
        Back to my orders
      </Link>
    </section>
  );
}
