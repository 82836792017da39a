import { orderSubtotalPaise, paiseToRupees, priceWithTaxPaise, taxLabel, type Order } from '@resham/shared';
import type { orderItems, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order as the API returns it (spec §3 stored order), money in rupees. */
export function toApiOrder(o: OrderRow, items: OrderItemRow[]): Order {
  return {
    _id: o.id,
    id: o.id,
    userId: o.userId,
    cartId: o.userId,
    cartItems: items.map((i) => ({
      productId: i.productId,
      title: i.title,
      image: i.image,
      price: paiseToRupees(i.unitPricePaise),
      priceWithTax: paiseToRupees(priceWithTaxPaise(i.unitPricePaise)),
      lineTotal: paiseToRupees((i.unitPricePaise + i.unitTaxPaise) * i.quantity),
      quantity: i.quantity,
    })),
    addressInfo: o.addressInfo,
    orderStatus: o.orderStatus,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    totalAmount: paiseToRupees(o.totalPaise),
    subtotal: paiseToRupees(orderSubtotalPaise(o)),
    taxAmount: paiseToRupees(o.taxPaise),
    taxLabel: taxLabel(o.addressInfo.state),
    shippingCharges: paiseToRupees(o.shippingPaise),
    orderDate: o.createdAt.toISOString(),
    orderUpdateDate: o.updatedAt.toISOString(),
    paymentId: o.paymentId,
    payerId: o.payerId,
    providerOrderId: o.providerOrderId,
    invoiceNumber: o.invoiceNumber,
    reservedUntil: o.reservedUntil?.toISOString() ?? null,
    refundId: o.refundId,
    /** Why an unpaid order was cancelled ('superseded', 'expired', 'shopper', 'admin', …), else null. */
    cancelReason: o.cancelReason,
  };
}
