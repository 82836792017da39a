import { isIndia } from './country';
import { formatPaise, rupeesToPaise } from './money';
import { plainText } from './plain-text';
import { z } from './zod';

/** How a shopper pays: online through the gateway (stored as 'razorpay', the spec's value) or cash on delivery. */
export const PAYMENT_CHOICES = ['online', 'cod'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];
/** The order's stored paymentMethod for a cash-on-delivery order. */
export const COD_METHOD = 'cod';

/** A shopper may have this many cash-on-delivery orders on their way (not yet delivered, returned or cancelled). */
export const MAX_OPEN_COD_ORDERS = 3;

/** COD_ENABLED, COD_MAX_RUPEES and COD_FOR_GIFTS, as the server hands them to the web app. */
export interface CodSettings {
  enabled: boolean;
  maxRupees: number;
  /** COD_FOR_GIFTS: a gift address may be paid on delivery (by its recipient); off by default. */
  forGifts: boolean;
}

/** How her order names the way it is paid: never the gateway's name. */
export const PAYMENT_METHOD_LABELS = {
  paidOnline: 'Paid online (UPI/card)',
  /** An online order not paid (yet, or ever). */
  online: 'Online (UPI/card)',
  cod: 'Cash on delivery',
} as const;

/**
 * The order's way of paying as the shopper reads it (her order details, the emails, the invoice's
 * payment line): 'Paid online (UPI/card)' once an online payment was taken (also when refunded since),
 * 'Online (UPI/card)' before, 'Cash on delivery'.
 */
export function paymentMethodLabel(method: string, paymentStatus?: string): string {
  if (method === COD_METHOD) return PAYMENT_METHOD_LABELS.cod;
  const taken =
    paymentStatus === undefined ||
    ['paid', 'refund_pending', 'refunded', 'refund_failed'].includes(paymentStatus);
  return taken ? PAYMENT_METHOD_LABELS.paidOnline : PAYMENT_METHOD_LABELS.online;
}

export const COD_MESSAGES = {
  disabled: 'Cash on delivery is not available right now. Please pay online.',
  notIndia: 'Cash on delivery is available only for addresses in India.',
  overLimit: (max: string) => `Cash on delivery is available for orders up to ${max}. Please pay online.`,
  /** COD_FOR_GIFTS off: the friend at the door would be asked for money she did not expect. */
  giftOff:
    'Cash on delivery is not available for a gift: the recipient would have to pay. Please pay online.',
  /** COD_FOR_GIFTS on, a gift address: checkout, the packing label and the emails say who pays. */
  recipientPays: (amount: string) => `The recipient pays ${amount} in cash on delivery.`,
  /** An account whose email is not verified yet: a throwaway account must not hold stock unpaid. */
  verifyEmail: 'Verify your email to pay on delivery.',
  resendLink: 'Send the link again',
  tooManyOpen: `You already have ${MAX_OPEN_COD_ORDERS} cash-on-delivery orders on their way. Please pay online, or wait until one is delivered.`,
  collectMissing: (amount: string) =>
    `Confirm that ${amount} was collected in cash before marking this order delivered.`,
  notCod: 'Only a cash-on-delivery order has cash to collect.',
  invoicePayment: 'Payment: Cash on delivery',
  /** Checkout. */
  payOnline: 'Pay online',
  payOnlineHint: 'UPI, cards, net banking or wallets.',
  cashOnDelivery: 'Cash on delivery',
  codHint: 'Pay in cash when the parcel arrives.',
  placeCodOrder: 'Place order (cash on delivery)',
  placingCodOrder: 'Placing your order...',
  /** The confirmation page of a COD order. */
  placedTitle: 'Order Placed!',
  placedText: (amount: string) => `Please keep ${amount} ready to pay in cash when your parcel arrives.`,
  invoicePaidOnline: `Payment: ${PAYMENT_METHOD_LABELS.paidOnline}`,
  /** An exchange's replacement: what the returned goods paid, and what was left for the door. */
  invoiceExchange: (credit: string, due: string | null) =>
    `Payment: ${credit} by returned goods (exchange)${due ? `, ${due} cash on delivery` : ''}`,
} as const;

/**
 * Why cash on delivery cannot be offered for this address and total, or null when it can. The server
 * refuses an order with this reason (400), and the checkout shows the option disabled with it.
 */
export function codRefusal(
  settings: CodSettings,
  address: { country?: string | null; isGift?: boolean } | null,
  totalPaise: number | null,
): string | null {
  if (!settings.enabled) return COD_MESSAGES.disabled;
  if (address && !isIndia(address.country)) return COD_MESSAGES.notIndia;
  if (address?.isGift && !settings.forGifts) return COD_MESSAGES.giftOff;
  const maxPaise = rupeesToPaise(settings.maxRupees);
  if (totalPaise !== null && totalPaise > maxPaise) return COD_MESSAGES.overLimit(formatPaise(maxPaise));
  return null;
}

/** Couriers whose tracking page the shop knows: picking one fills the tracking URL from the AWB. */
export const KNOWN_COURIERS = {
  'India Post': (awb: string) =>
    `https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment=${awb}`,
  Delhivery: (awb: string) => `https://www.delhivery.com/track/package/${awb}`,
  'Blue Dart': (awb: string) =>
    `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${awb}`,
  DTDC: (awb: string) => `https://www.dtdc.in/tracking.asp?strCnno=${awb}`,
  Professional: (awb: string) => `https://www.tpcindia.com/track.aspx?id=${awb}`,
} as const satisfies Record<string, (awb: string) => string>;
export type KnownCourier = keyof typeof KNOWN_COURIERS;
export const KNOWN_COURIER_NAMES = Object.keys(KNOWN_COURIERS) as KnownCourier[];

/** The tracking URL staff gave, else the known courier's page for the AWB, else null. */
export function trackingUrlFor(courier: string, awb: string, given?: string | null): string | null {
  if (given) return given;
  const known = KNOWN_COURIER_NAMES.find((name) => name.toLowerCase() === courier.trim().toLowerCase());
  return known ? KNOWN_COURIERS[known](encodeURIComponent(awb)) : null;
}

export const TRACKING_LIMITS = { courierMax: 60, awbMin: 4, awbMax: 40, urlMax: 500 } as const;
/** An AWB: letters, digits and dashes (what couriers print; it goes into a Code 128 barcode). */
export const AWB_PATTERN = /^[A-Za-z0-9-]+$/;

export const TRACKING_MESSAGES = {
  courierRequired: 'Enter the courier that carries this parcel.',
  awbRequired: 'Enter the AWB / tracking number.',
  awbInvalid: `The AWB / tracking number is ${TRACKING_LIMITS.awbMin}–${TRACKING_LIMITS.awbMax} letters, digits or dashes.`,
  urlInvalid: 'The tracking link must be an https:// address.',
  trackParcel: 'Track parcel',
} as const;

/** Why a shopper cancels her order: chosen from this list. */
export const SHOPPER_CANCEL_REASONS = [
  'changed-mind',
  'ordered-by-mistake',
  'found-better-price',
  'delivery-too-late',
  'wrong-address',
  'other',
] as const;
export type ShopperCancelReason = (typeof SHOPPER_CANCEL_REASONS)[number];
export const SHOPPER_CANCEL_REASON_LABELS: Record<ShopperCancelReason, string> = {
  'changed-mind': 'I changed my mind',
  'ordered-by-mistake': 'I ordered by mistake',
  'found-better-price': 'I found a better price',
  'delivery-too-late': 'It will arrive too late',
  'wrong-address': 'The delivery address is wrong',
  other: 'Another reason',
};

export const SHOPPER_CANCEL_MESSAGES = {
  reasonRequired: 'Please choose why you are cancelling.',
  /** `done`: the provider accepted the refund; else it is on its way (retried until it is). */
  cancelledRefund: (amount: string, done: boolean) =>
    `Order cancelled. Your payment of ${amount} ${done ? 'has been refunded' : 'is being refunded'} to the account you paid from.`,
  cancelledCod: 'Order cancelled. Nothing is due.',
  tooLate: 'This order can no longer be cancelled: it has been handed to the courier.',
  alreadyCancelled: 'This order is already cancelled.',
  notOpen: 'This order can no longer be cancelled.',
} as const;

export const REJECTION_REASON_LIMITS = { min: 3, max: 300 } as const;

export const REJECTION_MESSAGES = {
  reasonRequired: 'Please give the reason for rejecting this order; the customer is told it.',
  reasonLength: `The reason is ${REJECTION_REASON_LIMITS.min}–${REJECTION_REASON_LIMITS.max} characters.`,
  /** The shopper's order details and the email. */
  shopperReason: (reason: string) => `Reason given by the shop: ${reason}`,
  /** The admin's confirmation step. */
  dialogTitle: 'Reject this order?',
  reasonLabel: 'Reason for the customer',
  reasonHint: 'Shown to the customer in her order details and in the email.',
  confirm: 'Reject order',
  keep: 'Keep order',
} as const;

/** Why staff reject an order: plain text the shopper reads, trimmed, 3–300 characters. */
export const rejectionReasonSchema = plainText(
  z
    .string({ error: REJECTION_MESSAGES.reasonRequired })
    .trim()
    .min(REJECTION_REASON_LIMITS.min, REJECTION_MESSAGES.reasonLength)
    .max(REJECTION_REASON_LIMITS.max, REJECTION_MESSAGES.reasonLength),
);

/**
 * PUT /api/admin/orders/update/{id}: the next status, with the shipment for In Shipping, the cash for a
 * COD delivery and the reason for a rejection.
 */
export const shipmentFieldsSchema = z.object({
  courier: plainText(
    z.string().trim().min(1, TRACKING_MESSAGES.courierRequired).max(TRACKING_LIMITS.courierMax),
  ).optional(),
  trackingNumber: z
    .string()
    .trim()
    .min(TRACKING_LIMITS.awbMin, TRACKING_MESSAGES.awbInvalid)
    .max(TRACKING_LIMITS.awbMax, TRACKING_MESSAGES.awbInvalid)
    .regex(AWB_PATTERN, TRACKING_MESSAGES.awbInvalid)
    .optional(),
  trackingUrl: z
    .string()
    .trim()
    .max(TRACKING_LIMITS.urlMax, TRACKING_MESSAGES.urlInvalid)
    .refine(
      (v) => v === '' || /^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/\S*)?$/.test(v),
      TRACKING_MESSAGES.urlInvalid,
    )
    .optional(),
  /** A COD order moves to Delivered only with this true: staff confirm the cash was collected. */
  cashCollected: z.boolean().optional(),
  /** Required to reject (the server says so when it is missing); ignored for any other status. */
  reason: rejectionReasonSchema.optional(),
});
export type ShipmentFields = z.infer<typeof shipmentFieldsSchema>;

/** POST /api/shop/order/cancel/{orderId}: why (required for a confirmed order; an unpaid one needs none). */
export const shopperCancelBodySchema = z
  .object({
    reason: z.enum(SHOPPER_CANCEL_REASONS, { error: SHOPPER_CANCEL_MESSAGES.reasonRequired }).optional(),
  })
  .nullish();
