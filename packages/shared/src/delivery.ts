import { z } from './zod';

export const DELIVERY_MESSAGES = {
  /** 400: not 6 digits, or a leading 0 (no Indian pincode starts with 0). */
  badPincode: 'Enter a 6-digit pincode (it does not start with 0).',
  /** 400: a well-formed pincode no state is known for (Army Postal Service, unallotted prefixes). */
  unknownPincode: (pincode: string) =>
    `We could not find pincode ${pincode}. Please check it, or ask us about delivery there.`,
  /** The product page's box. */
  checkTitle: 'Check delivery',
  pincodeLabel: 'Delivery pincode',
  check: 'Check',
  checking: 'Checking…',
  change: 'Change',
  failed: 'We could not check delivery just now. Please try again.',
  codAvailable: 'Cash on delivery available',
  codUnavailable: 'Cash on delivery not available',
} as const;

/** A pincode as India Post allots them: 6 digits, the first 1–9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** GET /api/shop/delivery-estimate?pincode=NNNNNN. */
export const deliveryEstimateQuerySchema = z.object({
  pincode: z
    .string({ error: DELIVERY_MESSAGES.badPincode })
    .trim()
    .regex(PINCODE_PATTERN, DELIVERY_MESSAGES.badPincode),
});

/** `YYYY-MM-DD`, a day in India time. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const deliveryEstimateSchema = z.object({
  pincode: z.string(),
  /** The state the pincode's postal circle serves; 'Tamil Nadu or Puducherry' when it serves several. */
  state: z.string(),
  earliest: isoDay,
  latest: isoDay,
  /** Cash on delivery is offered there in principle (COD_ENABLED); an order may still be over the limit. */
  cod: z.boolean(),
  /** 'Delivery by Tue, 2 Dec – Fri, 5 Dec'. */
  message: z.string(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const deliveryEstimateResponseSchema = z.object({
  success: z.literal(true),
  data: deliveryEstimateSchema,
});
export type DeliveryEstimateResponse = z.infer<typeof deliveryEstimateResponseSchema>;
