import {
  codRefusal,
  DELIVERY_MESSAGES,
  pincodeStates,
  type CodSettings,
  type DeliveryEstimate,
} from '@resham/shared';
import { badRequest } from '../../lib/errors';
import { deliveryDates, deliveryMessage, type DayRange, type DispatchRules } from './delivery-dates';

export interface DeliverySettings extends DispatchRules {
  /** STORE_STATE: parcels to pincodes of this state take `transitInState`. */
  sellerState: string;
  transitInState: DayRange;
  transitElsewhere: DayRange;
  /** COD_ENABLED and COD_MAX_RUPEES: the checkout's own rules. */
  cod: CodSettings;
}

/**
 * The days an order to an Indian `pincode` placed `now` would arrive, or null when no state is known
 * for it. The state is its postal circle's (the checkout's own pincode rule); a circle that also serves
 * the seller's state (60: Tamil Nadu and Puducherry) counts as inside it. Checkout stores these on the
 * order, so the confirmation and the emails repeat the promise the shopper was given.
 */
export function deliveryWindow(
  pincode: string,
  now: Date,
  settings: DeliverySettings,
): { states: string[]; earliest: string; latest: string } | null {
  const states = pincodeStates(pincode);
  if (states.length === 0) return null;
  const transit = states.includes(settings.sellerState) ? settings.transitInState : settings.transitElsewhere;
  const { earliest, latest } = deliveryDates(now, settings, transit);
  return { states, earliest, latest };
}

/**
 * The delivery promise for an Indian pincode (already 6 digits, not starting with 0), placed `now`:
 * 400 when no state is known for it.
 */
export function estimateDelivery(pincode: string, now: Date, settings: DeliverySettings): DeliveryEstimate {
  const window = deliveryWindow(pincode, now, settings);
  if (!window) throw badRequest(DELIVERY_MESSAGES.unknownPincode(pincode));
  const { states, earliest, latest } = window;
  return {
    pincode,
    state: states.join(' or '),
    earliest,
    latest,
    // Offered in principle: the order's total (COD_MAX_RUPEES), a verified email, open COD orders and a
    // gift address (COD_FOR_GIFTS) are checked at checkout; an Indian address is all a pincode can tell.
    cod: codRefusal(settings.cod, { country: 'India' }, null) === null,
    message: deliveryMessage({ earliest, latest }),
  };
}
