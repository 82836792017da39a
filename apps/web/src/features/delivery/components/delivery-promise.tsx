import { Truck } from 'lucide-react';
import { DELIVERY_MESSAGES as D, type DeliveryEstimate } from '@resham/shared';
import { useDeliveryEstimate } from '../api';

/** 'Delivery by Tue, 2 Dec – Fri, 5 Dec · Cash on delivery available'. */
export function deliveryPromiseText(estimate: Pick<DeliveryEstimate, 'message' | 'cod'>): string {
  return `${estimate.message} · ${estimate.cod ? D.codAvailable : D.codUnavailable}`;
}

/**
 * The promise for `pincode` as one line: checking, the dates and cash on delivery, or why not (the
 * server's words for a refused pincode). Announced when it changes; nothing while no pincode is given.
 */
export function DeliveryPromise({ pincode, className }: { pincode: string | null; className?: string }) {
  const { estimate, loading, error } = useDeliveryEstimate(pincode);
  if (pincode === null) return null;
  return (
    <p role="status" aria-live="polite" className={className}>
      {loading ? (
        <span className="text-muted">{D.checking}</span>
      ) : error ? (
        <span className="text-red-700">{error}</span>
      ) : estimate ? (
        <span className="flex items-start gap-2 text-ink">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-maroon-700" />
          {deliveryPromiseText(estimate)}
        </span>
      ) : null}
    </p>
  );
}
