import { z } from '../zod';
import { SHOPPER_CANCEL_REASONS } from '../fulfilment';
import { CANCEL_REASONS, ORDER_STATUSES, PAYMENT_STATUSES } from '../order';
import { addressFieldsSchema } from './address';
import { dataResponse, messageDataResponse, pageResponse } from './envelope';

/** An order line as stored at checkout (spec §3), money in rupees. */
export const orderItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  /** Unit price before tax. */
  price: z.number(),
  priceWithTax: z.number(),
  lineTotal: z.number(),
  quantity: z.number().int(),
  /** The line's share of the order's discount code (0 without one). */
  discount: z.number(),
  /** Price × quantity − discount: the value GST is charged on. */
  taxableValue: z.number(),
  /** The line's GST (the lines' taxes add up to the order's). */
  taxAmount: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The delivery address as it was when the order was placed (spec §3 addressInfo). */
export const orderAddressSchema = addressFieldsSchema.extend({ addressId: z.string() });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** A stored order (spec §3): `_id` and `id`, its lines, address, statuses and totals in rupees. */
export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** The short number people read aloud (1001, shown as '#1001' by formatOrderNumber); not in the spec. */
  orderNumber: z.number().int(),
  userId: z.string(),
  cartId: z.string(),
  cartItems: z.array(orderItemSchema),
  addressInfo: orderAddressSchema,
  orderStatus: z.enum(ORDER_STATUSES),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalAmount: z.number(),
  subtotal: z.number(),
  /** The discount code used (as the shop spells it), else null; its amount off the subtotal before tax. */
  discountCode: z.string().nullable(),
  discount: z.number(),
  discountPaise: z.number().int(),
  taxAmount: z.number(),
  taxLabel: z.string(),
  shippingCharges: z.number(),
  /**
   * An exchange's replacement (issue 37): what the returned items pay of the total, in rupees (0 for any
   * other order); the rest, if any, is collected at the door.
   */
  exchangeCredit: z.number(),
  orderDate: z.string(),
  orderUpdateDate: z.string(),
  /** When staff marked it delivered (the return window counts from here); null until then. */
  deliveredAt: z.string().nullable(),
  paymentId: z.string(),
  payerId: z.string(),
  providerOrderId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The credit note taking the invoice back ('CN/…'), once an invoiced order is cancelled, rejected, returned or refunded; else null. */
  creditNoteNumber: z.string().nullable(),
  reservedUntil: z.string().nullable(),
  refundId: z.string().nullable(),
  /** Why an unpaid order was cancelled ('superseded', 'expired', 'shopper', 'admin', …), else null. */
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** The reason the shopper chose when she cancelled her confirmed order herself, else null. */
  shopperCancelReason: z.enum(SHOPPER_CANCEL_REASONS).nullable(),
  /** Why staff rejected the order (a rejected order from issue 35 on), else null. */
  rejectionReason: z.string().nullable(),
  /** The delivery promise given when the order was placed (YYYY-MM-DD, India time); null abroad and on older orders. */
  deliveryEarliest: z.string().nullable(),
  deliveryLatest: z.string().nullable(),
  /** Set when the order moved to In Shipping: the courier, its AWB and the parcel's tracking page. */
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** An order as staff see it: with the customer's name and email. */
export const adminOrderSchema = orderSchema.extend({ customerName: z.string(), customerEmail: z.string() });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /api/shop/order/list/{userId}. */
export const orderListResponseSchema = dataResponse(z.array(orderSchema));
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
/** GET /api/shop/order/details/{orderId}. */
export const orderResponseSchema = dataResponse(orderSchema);
export type OrderResponse = z.infer<typeof orderResponseSchema>;
/** POST /api/shop/order/cancel/{orderId}: the order as it now stands. */
export const orderCancelledResponseSchema = messageDataResponse(orderSchema);
export type OrderCancelledResponse = z.infer<typeof orderCancelledResponseSchema>;

/** GET /api/admin/orders/get: a page of orders, newest first. */
export const adminOrderPageResponseSchema = pageResponse(adminOrderSchema);
export type AdminOrderPageResponse = z.infer<typeof adminOrderPageResponseSchema>;
/** GET /api/admin/orders/details/{id}. */
export const adminOrderResponseSchema = dataResponse(adminOrderSchema);
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;
