import { ORDER_STATUS_LABELS, orderStatusTone, type OrderStatus } from '@resham/shared';
import { Badge } from '../../../components/ui/badge';

const VARIANT = { green: 'success', red: 'destructive', yellow: 'warning' } as const;

/** Spec §4: confirmed (and delivered) green, rejected (and cancelled) red, any other value yellow. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANT[orderStatusTone(status)]} className="px-2.5 py-1">
      {ORDER_STATUS_LABELS[status as OrderStatus] ?? status}
    </Badge>
  );
}
