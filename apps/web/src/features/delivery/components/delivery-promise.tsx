import { Truck } from 'lucide-react';
import { DELIVERY_MESSAGES as D, type DeliveryEstimate } from '@resham/shared';
import { useDeliveryEstimate } from '../api';

/**
 * 'Delivery by Tue, 2 Dec – Fri, 5 Dec · Cash on delivery available'; the dates alone `withCod: false`.
 */
export function deliveryPromiseText(
  estimate: Pick<DeliveryEstimate, 'message' | 'cod'>,
  withCod = true,
): string {
  if (!withCod) return estimate.message;
  return `${estimate.message} · ${estimate.cod ? D.codAvailable : D.codUnavailable}`;
}

/**
 * The promise for `pincode` as one line: checking, the dates and cash on delivery, or why not (the
 * server's words for a refused pincode). Announced when it changes; nothing while no pincode is given.
 * `withCod: false` leaves cash on delivery out: checkout says whether this order can be paid so, which
 * the pincode alone cannot (the total, a verified email, a gift).
 */
export function DeliveryPromise({
  pincode,
  className,
  withCod = true,
}: {
  pincode: string | null;
  className?: string;
  withCod?: boolean;
}) {
  const { estimate, loading, error } = useDeliveryEstimate(pincode);
  if (pincode === null) return null;
  return (
    <p role="status" aria-live="polite" data-keep-clear className={className}>
      {loading ? (
        <span className="text-muted">{D.checking}</span>
      ) : error ? (
        <span className="text-red-700">{error}</span>
      ) : estimate ? (
        <span className="flex items-start gap-2 text-ink">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-maroon-700" />
          {deliveryPromiseText(estimate, withCod)}
        </span>
      ) : null}
    </p>
  );
}
