import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@resham/shared';

export { paymentMethodLabel } from '@resham/shared';

export const paymentStatusLabel = (status: string) =>
  PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status;
