import { paiseToRupees, type AdminReturnAnswer, type ReturnAnswer } from '@resham/shared';
import type { returnItems, returns } from '../../db/schema';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnItemRow = typeof returnItems.$inferSelect;

/** What a return's lines take back: their share of the order, tax included. */
export const returnAmountPaise = (items: ReturnItemRow[]) =>
  items.reduce((sum, item) => sum + item.taxablePaise + item.taxPaise, 0);

/** A return as the API answers it (never where its refund is sent: that is for the transfer alone). */
export function toApiReturn(row: ReturnRow, items: ReturnItemRow[], orderNumber: number): ReturnAnswer {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber,
    status: row.status,
    kind: row.kind,
    reason: row.reason,
    note: row.note,
    photos: row.photos,
    items: items.map((i) => ({ productId: i.productId, title: i.title, quantity: i.quantity })),
    amount: paiseToRupees(returnAmountPaise(items)),
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    rejectionReason: row.rejectionReason,
    qualityPassed: row.qualityPassed,
    creditNoteNumber: row.creditNoteNumber,
    exchangeFor: row.exchangeFor ?? null,
    replacementOrder:
      row.replacementOrderId && row.replacementOrderNumber !== null
        ? { id: row.replacementOrderId, orderNumber: row.replacementOrderNumber }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The order's facts staff see beside a return. */
export interface ReturnOrderFacts {
  orderNumber: number;
  paymentMethod: string;
  buyerName: string;
  buyerEmail: string;
}

/** A return as staff read it: where a COD refund goes, too (until the transfer is recorded). */
export function toAdminReturn(
  row: ReturnRow,
  items: ReturnItemRow[],
  order: ReturnOrderFacts,
): AdminReturnAnswer {
  return {
    ...toApiReturn(row, items, order.orderNumber),
    paymentMethod: order.paymentMethod,
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    refundTo: row.refundTo ?? null,
  };
}
