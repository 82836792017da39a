import { RETURN_STATUS_LABELS, type ReturnStatus } from '@resham/shared';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const VARIANTS: Record<ReturnStatus, NonNullable<BadgeProps['variant']>> = {
  requested: 'warning',
  approved: 'default',
  rejected: 'destructive',
  received: 'gold',
  refunded: 'success',
  exchanged: 'success',
  closed: 'outline',
};

/** A return's state in words (RETURN_STATUS_LABELS), coloured by how far along it is. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge variant={VARIANTS[status]}>{RETURN_STATUS_LABELS[status]}</Badge>;
}
