import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import {
  createCodOrder,
  createOrder,
  retryOrderPayment,
  verifyPayment,
  type OrderRequest,
  type PaymentStart,
} from '../api';
import { saveLatestOrderId } from '../latest-order';
import { openPaymentWindow } from '../payment/open-payment-window';
import { payOrder } from '../payment/pay-order';
import type { PaymentNotice } from '../recovery';

export type PaymentPhase = 'idle' | 'creating' | 'paying' | 'verifying';
export type { PaymentNotice };

/**
 * The checkout's payment flow: create (or reopen) the order, open the payment window, verify. On
 * success the order id is kept as latestOrderId and `onPaid` runs; otherwise a notice with a retry.
 */
export function usePaymentFlow({
  onPaid,
  onRefused,
  onCreated,
}: {
  /** `orderLink`: a guest's order page (the create answer's), where she goes next. */
  onPaid: (orderId: string, orderLink?: string) => void;
  /** The order was not created (its discount code ran out, or its total changed: 409): after the toast. */
  onRefused?: (error: unknown) => void;
  /** A guest's order was created: its page, before she pays. */
  onCreated?: (orderLink: string) => void;
}) {
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const busy = useRef(false);
  // A guest's order pages by order id, from the create answers (a retry's answer does not repeat them).
  const orderLinks = useRef(new Map<string, string>());

  const run = useCallback(
    async (begin: () => Promise<PaymentStart>) => {
      if (busy.current) return;
      busy.current = true;
      setNotice(null);
      setPhase('creating');
      try {
        let start: PaymentStart;
        try {
          start = await begin();
        } catch (error) {
          toast({ title: (error as Error).message, variant: 'destructive' });
          onRefused?.(error);
          return;
        }
        if (start.orderLink) {
          orderLinks.current.set(start.orderId, start.orderLink);
          onCreated?.(start.orderLink);
        }
        setPhase('paying');
        const result = await payOrder(start, {
          open: openPaymentWindow,
          verify: verifyPayment,
          onVerifying: () => setPhase('verifying'),
        });
        if (result.status === 'paid') {
          saveLatestOrderId(result.orderId);
          onPaid(result.orderId, orderLinks.current.get(result.orderId));
        } else {
          setNotice(result);
        }
      } finally {
        busy.current = false;
        setPhase('idle');
      }
    },
    [onPaid, onRefused, onCreated],
  );

  /** Cash on delivery: the order is confirmed by the server at once; no payment window. */
  const placeCod = useCallback(
    async (order: OrderRequest) => {
      if (busy.current) return;
      busy.current = true;
      setNotice(null);
      setPhase('creating');
      try {
        const placed = await createCodOrder(order);
        saveLatestOrderId(placed.orderId);
        onPaid(placed.orderId, placed.orderLink);
      } catch (error) {
        toast({ title: (error as Error).message, variant: 'destructive' });
        onRefused?.(error);
      } finally {
        busy.current = false;
        setPhase('idle');
      }
    },
    [onPaid, onRefused],
  );

  return {
    phase,
    notice,
    placeCod,
    /** A new order from the cart for the chosen address (with the applied discount code, if any). */
    checkout: (order: OrderRequest) => run(() => createOrder(order)),
    /** Pays an existing pending order (after a closed or failed window, or 'Pay now' on the account page). */
    retry: (orderId: string) => run(() => retryOrderPayment(orderId)),
  };
}
