import { DELIVERY_MESSAGES, PINCODE_PATTERN } from '../delivery';
import { z } from '../zod';

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
