import { z } from './zod';

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
  /** STORE_WHATSAPP as digits with the country code ('919843012345'), or '' (then no WhatsApp links). */
  storeWhatsapp: z.string(),
  /** PUBLIC_URL's origin, or '' (then the page's own origin, known after hydration). */
  publicUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
