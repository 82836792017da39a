import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  orderStatusTone,
  type OrderStatus,
  type PaymentStatus,
} from '@resham/shared';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const TONE_VARIANT = { green: 'success', red: 'destructive', yellow: 'warning' } as const;

/** The order status badge, coloured as the shopper sees it (spec §4). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={TONE_VARIANT[orderStatusTone(status)]}>{ORDER_STATUS_LABELS[status] ?? status}</Badge>
  );
}

const PAYMENT_CLASSES: Record<PaymentStatus, string> = {
  pending: 'border-yellow-600 text-yellow-900 bg-yellow-50',
  paid: 'border-green-700 text-green-800 bg-green-50',
  refund_pending: 'border-sky-700 text-sky-900 bg-white',
  refunded: 'border-sky-700 text-sky-900 bg-sky-50',
  refund_failed: 'border-red-700 text-red-800 bg-red-50',
  authorized_released: 'border-slate-600 text-slate-800 bg-white',
  cod_pending: 'border-amber-700 text-amber-900 bg-amber-50',
};

export function PaymentStatusBadge({ status, ...props }: { status: PaymentStatus } & BadgeProps) {
  return (
    <Badge variant="outline" className={PAYMENT_CLASSES[status]} {...props}>
      {PAYMENT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
