/** India is UTC+05:30 all year (no daylight saving). */
const IST = '+05:30';

/** The instants a calendar month covers in India: [first day 00:00 IST, next month's first day 00:00 IST). */
export function istMonthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00${IST}`), to: new Date(`${next}-01T00:00:00${IST}`) };
}

/** The instants of whole days in India, both included: [from 00:00 IST, the day after `to` 00:00 IST). */
export function istDayRange(from: string, to: string): { from: Date; to: Date } {
  const end = new Date(`${to}T00:00:00${IST}`);
  return { from: new Date(`${from}T00:00:00${IST}`), to: new Date(end.getTime() + 86_400_000) };
}
