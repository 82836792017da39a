import { z } from '../zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order';

export const PAYMENT_PROVIDERS = ['razorpay', 'simulated'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The payment provider's order (spec §3): amount in paise. */
export const providerOrderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
});
export type ProviderOrder = z.infer<typeof providerOrderSchema>;

/** What the browser opens the payment window with (spec §7: the payment window). */
export const checkoutOptionsSchema = z.object({
  key: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  theme: z.object({ color: z.string() }),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

/**
 * POST /api/shop/order/create and /api/shop/order/retry/{orderId}: the order, its provider order
 * (spec §7: success, orderId, razorpayOrder), how long its stock is held, the window's options.
 */
export const paymentStartResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  razorpayOrder: providerOrderSchema,
  reservedUntil: z.string().nullable(),
  checkout: checkoutOptionsSchema,
  /** A guest's order (no session): the page that opens it, `/shop/order/<token>`, where she goes after paying. */
  orderLink: z.string().optional(),
});
export type PaymentStart = z.infer<typeof paymentStartResponseSchema>;

/** POST /api/shop/order/create with paymentMethod 'cod': the order is confirmed at once; no razorpayOrder. */
export const codOrderResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  paymentMethod: z.literal('cod'),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  message: z.string(),
  /** A guest's order (no session): the page that opens it, `/shop/order/<token>`, where she goes after paying. */
  orderLink: z.string().optional(),
});
export type CodOrderCreated = z.infer<typeof codOrderResponseSchema>;

/** POST /api/shop/order/create: a payment to make (online) or a confirmed cash-on-delivery order. */
export const orderCreatedResponseSchema = z.union([paymentStartResponseSchema, codOrderResponseSchema]);
export type OrderCreated = z.infer<typeof orderCreatedResponseSchema>;

/** The three fields the payment window hands back, signed by the provider. */
export const providerPaymentSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

/**
 * POST /api/shop/order/verify-razorpay: 200 for a genuine payment either way; `success` says whether it
 * confirmed the order (false: e.g. cancelled meanwhile, the payment refunded), `message` says so in words.
 */
export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  orderId: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  message: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** POST /api/shop/order/capture: reports the order's real state (it never marks anything paid). */
export const captureResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    orderId: z.string(),
    orderStatus: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
  }),
});
export type CaptureResponse = z.infer<typeof captureResponseSchema>;

/** POST /api/payments/simulated/pay: what Razorpay's checkout hands the page after a payment. */
export const simulatedPayResponseSchema = providerPaymentSchema.extend({ success: z.literal(true) });
export type SimulatedPayResponse = z.infer<typeof simulatedPayResponseSchema>;

/** POST /api/webhooks/razorpay: acknowledged (`duplicate` when the event id was seen before). */
export const webhookAckResponseSchema = z.object({
  success: z.literal(true),
  duplicate: z.boolean().optional(),
});
export type WebhookAckResponse = z.infer<typeof webhookAckResponseSchema>;
