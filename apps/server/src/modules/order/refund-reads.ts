import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import { ORDER_PAYMENT_REASONS } from './refund-records';

/**
 * The provider's refund id of each order's own payment, once the provider accepted it (`refundId` in the
 * order answers): order id → refund id. Second payments given back are not the order's refund.
 */
export async function orderRefundIds(db: Db, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: refunds.orderId, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(
      and(
        inArray(refunds.orderId, [...orderIds]),
        inArray(refunds.reason, ORDER_PAYMENT_REASONS),
        eq(refunds.status, 'succeeded'),
      ),
    )
    .orderBy(asc(refunds.createdAt));
  const ids = new Map<string, string>();
  for (const r of rows) if (r.providerRefundId && !ids.has(r.orderId)) ids.set(r.orderId, r.providerRefundId);
  return ids;
}
