import { COD_METHOD } from '@resham/shared';

/** '14 Mar 2025, 3:05 pm' (India time as the browser shows it). */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export const paymentMethodLabel = (method: string) =>
  method === 'razorpay'
    ? 'Razorpay (online)'
    : method === COD_METHOD
      ? 'Cash on delivery'
      : method
        ? method[0]!.toUpperCase() + method.slice(1)
        : '—';
