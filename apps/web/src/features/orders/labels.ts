import { COD_METHOD, PAYMENT_STATUS_LABELS, type PaymentStatus } from '@resham/shared';

export const paymentStatusLabel = (status: string) =>
  PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status;

export const paymentMethodLabel = (method: string) =>
  method === 'razorpay'
    ? 'Razorpay'
    : method === COD_METHOD
      ? 'Cash on delivery'
      : method
        ? method.charAt(0).toUpperCase() + method.slice(1)
        : '—';
