// The shop's rules as the policy pages state them, worded from the settings the app itself runs on
// (GET /api/common/config) and the shared limits: a policy can never promise a figure the checkout,
// the delivery estimate or the order screens contradict.
import {
  formatPaise,
  formatRupees,
  LIMITS,
  MAX_OPEN_COD_ORDERS,
  RETURN_REASON_LABELS,
  type PublicConfig,
  type ReturnReason,
} from '@resham/shared';

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

type Returns = PublicConfig['returns'];

/** 'a, b or c' */
function orList(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The reasons offered, in the shopper's words ('damaged or defective, not as pictured or changed my mind'). */
export const returnReasonsText = (reasons: readonly ReturnReason[]) =>
  orList(reasons.map((r) => RETURN_REASON_LABELS[r].toLowerCase()));

/** '7 days' from RETURN_WINDOW_DAYS. */
export const returnWindowText = (r: Returns) => days(r.windowDays);

/** Who pays the courier that collects a return (RETURN_FREE_PICKUP_REASONS among the reasons offered). */
export function pickupText(r: Returns): string {
  const free = r.reasons.filter((reason) => r.freePickupReasons.includes(reason));
  const paid = r.reasons.filter((reason) => !r.freePickupReasons.includes(reason));
  if (!paid.length) return 'We pay for the courier that collects your return, whatever the reason.';
  if (!free.length) return 'The courier’s pickup charge for a return is yours to pay.';
  return `We pay for the courier that collects your return when the reason is ${returnReasonsText(free)}; for any other reason its pickup charge is yours to pay.`;
}

/** Refund or exchange (RETURN_EXCHANGES). */
export const exchangesText = (r: Returns) =>
  r.exchanges
    ? 'You choose a refund or an exchange for another piece.'
    : 'Returns are refunded; we do not offer exchanges at present.';

/** The terms' one sentence on returns. */
export function returnsTermsText(r: Returns | undefined): string {
  if (!r) return 'Returns are asked for from your account after delivery, as our Returns Policy describes.';
  if (r.windowDays === 0) return 'We do not take returns through the shop at present.';
  return `You can ask for a return from your account within ${returnWindowText(r)} of delivery, for one of these reasons: ${returnReasonsText(r.reasons)}.`;
}
