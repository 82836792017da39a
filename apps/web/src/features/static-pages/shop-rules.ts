// The shop's rules as the policy pages state them, worded from the settings the app itself runs on
// (GET /api/common/config) and the shared limits: a policy can never promise a figure the checkout,
// the delivery estimate or the order screens contradict.
import { formatPaise, formatRupees, LIMITS, MAX_OPEN_COD_ORDERS, type PublicConfig } from '@resham/shared';

type Shipping = PublicConfig['shipping'];
type DayRange = Shipping['transitDaysInState'];

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** '2–3 days', or '1 day' when the range is one figure. */
export function dayRangeText(range: DayRange): string {
  return range.min === range.max ? days(range.min) : `${range.min}–${range.max} days`;
}

/** '2 pm' (India time) from DISPATCH_CUTOFF_HOUR. */
function hourText(hour: number): string {
  if (hour === 0) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}

/** How soon an order leaves the shop (DISPATCH_DAYS, Sundays and the shop's holidays not counted). */
export function dispatchText(s: Shipping): string {
  return s.dispatchDays === 0
    ? 'on the day it is placed'
    : `within ${s.dispatchDays} working ${s.dispatchDays === 1 ? 'day' : 'days'} of the day it is placed`;
}

/** When an order counts from the next working day (DISPATCH_CUTOFF_HOUR; 24 means no cut-off). */
export function cutoffText(s: Shipping): string | null {
  if (s.cutoffHour >= 24) return null;
  return s.cutoffHour === 0
    ? 'Orders count from the next working day.'
    : `An order placed after ${hourText(s.cutoffHour)} (India time), on a Sunday or on a shop holiday counts from the next working day.`;
}

/** The most an Indian order takes from the order's day to the door, in calendar days, roughly. */
export function latestDaysText(s: Shipping): string {
  return days(s.dispatchDays + Math.max(s.transitDaysInState.max, s.transitDaysElsewhere.max));
}

/** Shipping outside India: the one flat charge the checkout adds. */
export const internationalShippingText = formatPaise(LIMITS.internationalShippingPaise);

/** Who may pay on delivery, as checkout decides it (COD_ENABLED, COD_MAX_RUPEES, a verified email, open COD orders). */
export function codText(cod: PublicConfig['cod']): string {
  if (!cod.enabled) return 'We do not offer cash on delivery at present: orders are paid online.';
  return `Cash on delivery is offered for addresses in India on orders up to ${formatRupees(cod.maxRupees)}, once your email address is verified, with at most ${MAX_OPEN_COD_ORDERS} cash-on-delivery orders on their way at a time.`;
}
