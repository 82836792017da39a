/**
 * The delivery promise's dates, from a given "now" (the route passes the clock; tests pass fixed times).
 * Days are India's calendar days (UTC+05:30, no daylight saving), counted as whole day numbers so that
 * month and year ends need no special case.
 */

export interface DayRange {
  min: number;
  max: number;
}

export interface DispatchRules {
  /** Working days from the order's first working day to its dispatch (0: dispatched that day). */
  dispatchDays: number;
  /** An order at or after this hour (India time) starts on the next working day. */
  cutoffHour: number;
  /** YYYY-MM-DD days with no dispatch, besides Sundays. */
  holidays: ReadonlySet<string>;
}

export interface DeliveryDates {
  dispatch: string;
  earliest: string;
  latest: string;
}

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
const SUNDAY = 0;

const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: number) => new Date(day * DAY_MS).getUTCDay();

/** The shop dispatches on this day: not a Sunday, not a holiday. */
function isWorkingDay(day: number, holidays: ReadonlySet<string>): boolean {
  return weekdayOf(day) !== SUNDAY && !holidays.has(isoOf(day));
}

function nextWorkingDay(day: number, holidays: ReadonlySet<string>): number {
  let next = day + 1;
  while (!isWorkingDay(next, holidays)) next++;
  return next;
}

/**
 * An order placed at `now`: its first working day is today when today is one and it is before the
 * cut-off, else the next working day; it is dispatched `dispatchDays` working days after that, and
 * arrives `transit.min`–`transit.max` calendar days after dispatch (couriers deliver on Sundays and
 * holidays; only the shop's own dispatch skips them).
 */
export function deliveryDates(now: Date, rules: DispatchRules, transit: DayRange): DeliveryDates {
  const local = now.getTime() + IST_OFFSET_MS;
  const today = Math.floor(local / DAY_MS);
  const hour = Math.floor((local - today * DAY_MS) / 3_600_000);
  let dispatch =
    isWorkingDay(today, rules.holidays) && hour < rules.cutoffHour
      ? today
      : nextWorkingDay(today, rules.holidays);
  for (let i = 0; i < rules.dispatchDays; i++) dispatch = nextWorkingDay(dispatch, rules.holidays);
  return {
    dispatch: isoOf(dispatch),
    earliest: isoOf(dispatch + transit.min),
    latest: isoOf(dispatch + transit.max),
  };
}

// The words for the dates are shared with the web app and the order emails.
export { deliveryMessage, shortDay } from '@resham/shared';
