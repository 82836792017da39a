import { describe, expect, it } from 'vitest';
import { deliveryDates, deliveryMessage, shortDay, type DispatchRules } from './delivery-dates';

/** A moment given in India time ('2025-12-01T10:00' → 04:30 UTC). */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const rules = (over: Partial<DispatchRules> = {}): DispatchRules => ({
  dispatchDays: 2,
  cutoffHour: 14,
  holidays: new Set(),
  ...over,
});
const near = { min: 2, max: 3 };
const far = { min: 4, max: 7 };

// 1 December 2025 is a Monday.
describe('deliveryDates', () => {
  it('counts dispatch days from today before the cut-off, from the next working day after it', () => {
    expect(deliveryDates(ist('2025-12-01T10:00'), rules(), near)).toEqual({
      dispatch: '2025-12-03',
      earliest: '2025-12-05',
      latest: '2025-12-06',
    });
    expect(deliveryDates(ist('2025-12-01T13:59'), rules(), near).dispatch).toBe('2025-12-03');
    // At the cut-off hour itself the order is late.
    expect(deliveryDates(ist('2025-12-01T14:00'), rules(), near)).toEqual({
      dispatch: '2025-12-04',
      earliest: '2025-12-06',
      latest: '2025-12-07',
    });
  });

  it('reads the hour and the day in India time, not the server’s', () => {
    // 09:00 UTC is 14:30 in India: past the cut-off (by UTC it would be before it).
    expect(deliveryDates(new Date('2025-12-01T09:00:00Z'), rules(), near).dispatch).toBe('2025-12-04');
    // 20:00 UTC on Saturday is 01:30 on Sunday in India: no dispatch day today.
    expect(deliveryDates(new Date('2025-12-06T20:00:00Z'), rules(), near).dispatch).toBe('2025-12-10');
  });

  it('skips Sundays for dispatch, but not in transit', () => {
    // Saturday morning: Saturday is the first day, Sunday is skipped: Monday, Tuesday.
    expect(deliveryDates(ist('2025-12-06T10:00'), rules(), near).dispatch).toBe('2025-12-09');
    // Saturday afternoon and Sunday: Monday is the first day.
    expect(deliveryDates(ist('2025-12-06T15:00'), rules(), near).dispatch).toBe('2025-12-10');
    expect(deliveryDates(ist('2025-12-07T09:00'), rules(), near).dispatch).toBe('2025-12-10');
    // Dispatched on Friday 5 December, 2 calendar days later is Sunday the 7th.
    expect(deliveryDates(ist('2025-12-03T10:00'), rules(), near)).toMatchObject({
      dispatch: '2025-12-05',
      earliest: '2025-12-07',
    });
  });

  it('skips holidays, on the first day and among the dispatch days', () => {
    const tuesdayOff = rules({ holidays: new Set(['2025-12-02']) });
    expect(deliveryDates(ist('2025-12-01T10:00'), tuesdayOff, near).dispatch).toBe('2025-12-04');
    const mondayOff = rules({ holidays: new Set(['2025-12-01']) });
    expect(deliveryDates(ist('2025-12-01T10:00'), mondayOff, near).dispatch).toBe('2025-12-04');
    // A holiday next to a Sunday: Saturday after the cut-off, Monday off: Tuesday is the first day.
    const longWeekend = rules({ holidays: new Set(['2025-12-08']) });
    expect(deliveryDates(ist('2025-12-06T16:00'), longWeekend, near).dispatch).toBe('2025-12-11');
  });

  it('crosses month, year and leap-day ends', () => {
    // Friday 28 November after the cut-off: Saturday 29, Monday 1, Tuesday 2 December.
    expect(deliveryDates(ist('2025-11-28T16:00'), rules(), far)).toEqual({
      dispatch: '2025-12-02',
      earliest: '2025-12-06',
      latest: '2025-12-09',
    });
    // New Year's Eve with New Year's Day off.
    const newYear = rules({ holidays: new Set(['2026-01-01']) });
    expect(deliveryDates(ist('2025-12-31T10:00'), newYear, near)).toEqual({
      dispatch: '2026-01-03',
      earliest: '2026-01-05',
      latest: '2026-01-06',
    });
    // Saturday 26 February 2028 after the cut-off: Monday 28, Tuesday 29 February, Wednesday 1 March.
    expect(deliveryDates(ist('2028-02-26T15:00'), rules(), near)).toEqual({
      dispatch: '2028-03-01',
      earliest: '2028-03-03',
      latest: '2028-03-04',
    });
  });

  it('dispatches the same day with no dispatch days and no cut-off', () => {
    const sameDay = rules({ dispatchDays: 0, cutoffHour: 24 });
    expect(deliveryDates(ist('2025-12-01T23:59'), sameDay, { min: 1, max: 1 })).toEqual({
      dispatch: '2025-12-01',
      earliest: '2025-12-02',
      latest: '2025-12-02',
    });
  });
});

describe('deliveryMessage', () => {
  it('names both days, or one when they are the same', () => {
    expect(shortDay('2025-12-02')).toBe('Tue, 2 Dec');
    expect(deliveryMessage({ earliest: '2025-12-02', latest: '2025-12-05' })).toBe(
      'Delivery by Tue, 2 Dec – Fri, 5 Dec',
    );
    expect(deliveryMessage({ earliest: '2026-01-01', latest: '2026-01-01' })).toBe('Delivery by Thu, 1 Jan');
  });
});
