import { z } from './zod';
import { RETURN_REASONS } from './return-words';

/** A number of days, or a range of them ('2–3 days'). */
const dayRangeSchema = z.object({ min: z.number(), max: z.number() });

/** Shop facts the server hands the web app (GET /api/common/config). */
export const publicConfigSchema = z.object({
  storeName: z.string(),
  storeAddress: z.string(),
  storePhone: z.string(),
  storeEmail: z.string(),
  googleReviewUrl: z.string(),
  /** True while the built-in simulated gateway takes payments: checkout says no money is taken. */
  simulatedPayments: z.boolean(),
  /** STORE_STATE: the checkout summary splits GST as CGST + SGST for buyers in this state, else IGST. */
  storeState: z.string(),
  /** COD_ENABLED, COD_MAX_RUPEES, COD_FOR_GIFTS: when checkout offers cash on delivery (codRefusal says why not). */
  cod: z.object({ enabled: z.boolean(), maxRupees: z.number(), forGifts: z.boolean() }),
  /**
   * What the delivery promise is computed from (GET /api/shop/delivery-estimate), for the words that
   * state it (the shipping policy): DISPATCH_DAYS (working days to dispatch), DISPATCH_CUTOFF_HOUR
   * (India time; 24: none) and TRANSIT_DAYS_IN_STATE / TRANSIT_DAYS_ELSEWHERE (days after dispatch).
   */
  shipping: z.object({
    dispatchDays: z.number(),
    cutoffHour: z.number(),
    transitDaysInState: dayRangeSchema,
    transitDaysElsewhere: dayRangeSchema,
  }),
  /**
   * Returns (issue 37): RETURN_WINDOW_DAYS (days from delivery; 0: none taken), RETURN_EXCHANGES, the
   * reasons offered (RETURN_REASONS) and those for which the shop pays the pickup.
   */
  returns: z.object({
    windowDays: z.number(),
    exchanges: z.boolean(),
    reasons: z.array(z.enum(RETURN_REASONS)),
    freePickupReasons: z.array(z.enum(RETURN_REASONS)),
  }),
  /** STORE_WHATSAPP as digits with the country code ('919843012345'), or '' (then no WhatsApp links). */
  storeWhatsapp: z.string(),
  /** PUBLIC_URL's origin, or '' (then the page's own origin, known after hydration). */
  publicUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
