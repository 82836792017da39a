import {
  lineTaxablePaise,
  lineTaxPaise,
  lineTotalPaise,
  orderSubtotalPaise,
  paiseToRupees,
  taxKind,
  taxLabel,
  type Order,
} from '@resham/shared';
import type { orderItems, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * An order as the API returns it (spec §3 stored order), money in rupees. The figures are the stored
 * ones; the tax label follows the buyer's and the seller's (STORE_STATE) state, as the invoice does.
 */
export function toApiOrder(
  o: OrderRow,
  items: OrderItemRow[],
  sellerState: string,
  /** The provider's id of the refund of this order's payment, once made (refund-reads.ts). */
  refundId: string | null,
): Order {
  return {
    _id: o.id,
    id: o.id,
    orderNumber: o.orderNumber,
    userId: o.userId,
    cartId: o.userId,
    cartItems: items.map((i) => ({
      productId: i.productId,
      title: i.title,
      image: i.image,
      price: paiseToRupees(i.unitPricePaise),
      priceWithTax: paiseToRupees(i.unitPricePaise + i.unitTaxPaise),
      lineTotal: paiseToRupees(lineTotalPaise(i)),
      quantity: i.quantity,
      discount: paiseToRupees(i.discountPaise),
      taxableValue: paiseToRupees(lineTaxablePaise(i)),
      taxAmount: paiseToRupees(lineTaxPaise(i)),
    })),
    addressInfo: o.addressInfo,
    orderStatus: o.orderStatus,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    totalAmount: paiseToRupees(o.totalPaise),
    subtotal: paiseToRupees(orderSubtotalPaise(o)),
    discountCode: o.discountCode,
    discount: paiseToRupees(o.discountPaise),
    discountPaise: o.discountPaise,
    taxAmount: paiseToRupees(o.taxPaise),
    taxLabel: taxLabel(taxKind(o.addressInfo, sellerState)),
    shippingCharges: paiseToRupees(o.shippingPaise),
    exchangeCredit: paiseToRupees(o.exchangeCreditPaise),
    orderDate: o.createdAt.toISOString(),
    orderUpdateDate: o.updatedAt.toISOString(),
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
    paymentId: o.paymentId,
    payerId: o.payerId,
    providerOrderId: o.providerOrderId,
    invoiceNumber: o.invoiceNumber,
    creditNoteNumber: o.creditNoteNumber,
    reservedUntil: o.reservedUntil?.toISOString() ?? null,
    refundId,
    /** Why an unpaid order was cancelled ('superseded', 'expired', 'shopper', 'admin', …), else null. */
    cancelReason: o.cancelReason,
    shopperCancelReason: o.shopperCancelReason,
    rejectionReason: o.rejectionReason,
    deliveryEarliest: o.deliveryEarliest,
    deliveryLatest: o.deliveryLatest,
    courier: o.courier,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
  };
}
