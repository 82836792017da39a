export { formatRupees, formatPaise } from '@resham/shared';

/** The date part of an ISO timestamp, e.g. '2025-03-14'. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-IN', { year: 'numeric', month: 'short', day: 'numeric' });
}
