/**
 * Discount codes: the admin's form rules, the shopper's messages and the API's shapes (issue 23 §2).
 * The figures a code makes are in discount-pricing.ts and order-pricing.ts.
 */
import { z } from './zod';
import { formatRupees, isWholePaise, paiseToRupees, rupeesToPaise } from './money';
import { priceWithTaxPaise } from './pricing';

export const DISCOUNT_TYPES = ['percent', 'flat'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DISCOUNT_LIMITS = {
  codeMin: 3,
  codeMax: 30,
  percentMin: 1,
  percentMax: 90,
  /** The most a flat amount or a minimum subtotal may be, in rupees (₹1 crore, the largest order). */
  maxRupees: 10_000_000,
  maxUses: 1_000_000,
  maxCategories: 50,
} as const;

/** A date and time in India, as the admin and the shopper read it: '27 Nov 2026, 10:00 am IST'. */
export function formatIst(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} IST`;
}

/**
 * What a code takes off, as the admin's list and the checkout's code box say it: '10% off, up to
 * ₹500.00' or '₹500.00 off' (rupees, as the API speaks).
 */
export function describeDiscount(code: {
  type: DiscountType;
  value: number;
  maxDiscount?: number | null;
}): string {
  if (code.type === 'flat') return `${formatRupees(code.value)} off`;
  return `${code.value}% off${code.maxDiscount != null ? `, up to ${formatRupees(code.maxDiscount)}` : ''}`;
}

/** The summary's line for a code: 'Discount (DIWALI10)'. */
export function discountLabel(code: string | null | undefined): string {
  return code ? `Discount (${code})` : 'Discount';
}

export const DISCOUNT_MESSAGES = {
  // the shopper's
  notFound: 'This code is not valid.',
  paused: 'This code is not active right now.',
  notStarted: (from: string) => `This code can be used from ${formatIst(from)}.`,
  expired: 'This code has expired.',
  usedUp: 'This code has been fully used.',
  alreadyUsed: 'You have already used this code.',
  /** The minimum and her subtotal as she reads them in her cart, GST included (issue 35). */
  minSubtotal: (needed: number, has: number, someCategories: boolean) =>
    `Add ${formatRupees(Math.max(0, needed - has))} more: this code needs a subtotal of ${formatRupees(needed)}${someCategories ? ' on the items it applies to' : ''} (incl. GST), and yours is ${formatRupees(has)}.`,
  noEligible: 'This code does not apply to the items in your cart.',
  /** At order creation: the code stopped applying after the summary was shown (409, with the summary without it). */
  droppedAtOrder: (why: string) =>
    `${why} Your order was not placed: please check the summary, now without the code, and place it again.`,
  applied: (code: string, description: string) => `Code ${code} applied: ${description}.`,
  /** Too many codes that do not exist, from this account or this address (issue 33): 429. */
  tooManyGuesses: (minutes: number) =>
    `Too many codes that are not valid were tried. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  // the admin's
  codeInvalid: `A code is ${DISCOUNT_LIMITS.codeMin}–${DISCOUNT_LIMITS.codeMax} letters, digits, - or _.`,
  codeTaken: 'A discount code with this name already exists.',
  typeInvalid: "Type must be 'percent' or 'flat'.",
  valueInvalid: 'Enter the discount as a number (a percentage, or rupees off).',
  percentInvalid: `A percentage is a whole number from ${DISCOUNT_LIMITS.percentMin} to ${DISCOUNT_LIMITS.percentMax}.`,
  flatInvalid: `A flat amount is above ₹0 and at most ${formatRupees(DISCOUNT_LIMITS.maxRupees)}, with at most 2 decimals.`,
  minSubtotalInvalid: `The minimum subtotal is ₹0 to ${formatRupees(DISCOUNT_LIMITS.maxRupees)}, with at most 2 decimals.`,
  maxDiscountInvalid: `The most off is above ₹0 and at most ${formatRupees(DISCOUNT_LIMITS.maxRupees)}, with at most 2 decimals, or empty for no cap.`,
  maxDiscountFlat: 'Only a percent code takes a most-off amount: a flat code takes its amount.',
  /** The minimum is read with GST (issue 35): ₹1 above the amount, with its GST (an order is never free). */
  minBelowFlat: (least: number) =>
    `A flat code needs a minimum subtotal of at least ${formatRupees(least)} (incl. GST): ₹1 above its amount, with GST (an order is never free).`,
  dateInvalid: 'Enter a date and time (ISO 8601, with its offset).',
  datesOrder: 'The end must be after the start.',
  maxUsesInvalid: `Total uses is a whole number from 1 to ${DISCOUNT_LIMITS.maxUses.toLocaleString('en-IN')}, or empty for no cap.`,
  categoriesInvalid: `Choose at most ${DISCOUNT_LIMITS.maxCategories} categories.`,
  unknownCategory: (name: string) => `There is no category '${name}'.`,
  codeNotFound: 'Discount code not found.',
  created: 'Discount code created.',
  saved: 'Discount code saved.',
} as const;

const M = DISCOUNT_MESSAGES;
const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** What a shopper types: trimmed; matched without regard to case. */
export const discountCodeField = z
  .string({ error: M.notFound })
  .trim()
  .min(1, M.notFound)
  .max(DISCOUNT_LIMITS.codeMax, M.notFound);

const rupeesField = (message: string, min: number) =>
  z
    .number({ error: message })
    .refine((n) => isWholePaise(n) && n >= min && n <= DISCOUNT_LIMITS.maxRupees, message);

const instant = z.iso.datetime({ offset: true, error: M.dateInvalid }).nullable().optional();

/** POST /api/admin/discount-codes and PUT …/:id (the whole code each time). */
/**
 * The least minimum subtotal of a flat code of `value` rupees, in paise: the minimum is compared with
 * the subtotal shoppers read, GST included, and the amount comes off before GST, so the items it
 * applies to must be worth ₹1 more than it before tax.
 */
const flatMinimumPaise = (value: number) => priceWithTaxPaise(rupeesToPaise(value + 1));

export const discountCodeInputSchema = z
  .object({
    code: z
      .string({ error: M.codeInvalid })
      .trim()
      .min(DISCOUNT_LIMITS.codeMin, M.codeInvalid)
      .max(DISCOUNT_LIMITS.codeMax, M.codeInvalid)
      .regex(CODE_PATTERN, M.codeInvalid),
    type: z.enum(DISCOUNT_TYPES, { error: M.typeInvalid }),
    /** The percentage, or the amount off in rupees. */
    value: z.number({ error: M.valueInvalid }),
    minSubtotal: rupeesField(M.minSubtotalInvalid, 0).default(0),
    /** A percent code's cap on what it takes off, in rupees; null or absent: no cap. */
    maxDiscount: rupeesField(M.maxDiscountInvalid, 0.01).nullable().optional(),
    startsAt: instant,
    endsAt: instant,
    maxUses: z
      .number({ error: M.maxUsesInvalid })
      .int(M.maxUsesInvalid)
      .min(1, M.maxUsesInvalid)
      .max(DISCOUNT_LIMITS.maxUses, M.maxUsesInvalid)
      .nullable()
      .optional(),
    oncePerShopper: z.boolean().default(false),
    categories: z
      .array(z.string().trim().min(1).max(100), { error: M.categoriesInvalid })
      .max(DISCOUNT_LIMITS.maxCategories, M.categoriesInvalid)
      .default([]),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'percent') {
      if (
        !Number.isInteger(v.value) ||
        v.value < DISCOUNT_LIMITS.percentMin ||
        v.value > DISCOUNT_LIMITS.percentMax
      )
        ctx.addIssue({ code: 'custom', path: ['value'], message: M.percentInvalid });
    } else if (!isWholePaise(v.value) || v.value <= 0 || v.value > DISCOUNT_LIMITS.maxRupees) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.flatInvalid });
    } else if (v.maxDiscount != null) {
      ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: M.maxDiscountFlat });
    } else if (rupeesToPaise(v.minSubtotal) < flatMinimumPaise(v.value)) {
      const least = paiseToRupees(flatMinimumPaise(v.value));
      ctx.addIssue({ code: 'custom', path: ['minSubtotal'], message: M.minBelowFlat(least) });
    }
    if (v.startsAt && v.endsAt && new Date(v.endsAt) <= new Date(v.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.datesOrder });
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;

/** Where a code stands now, for the admin's list. */
export const DISCOUNT_STATES = ['active', 'paused', 'scheduled', 'expired', 'usedUp'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];
export const DISCOUNT_STATE_LABELS: Record<DiscountState, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  usedUp: 'Used up',
};

/** A code as the admin API answers it; money in rupees. */
export const discountCodeSchema = z.object({
  _id: z.string(),
  id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  minSubtotal: z.number(),
  /** A percent code's cap in rupees; null: none. */
  maxDiscount: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  oncePerShopper: z.boolean(),
  categories: z.array(z.string()),
  active: z.boolean(),
  usesCount: z.number().int(),
  state: z.enum(DISCOUNT_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/** The checkout summary in rupees, as the server computes it (with or without a code). */
export const checkoutSummarySchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  discountCode: z.string().nullable(),
  taxAmount: z.number(),
  taxLabel: z.string(),
  shippingCharges: z.number().nullable(),
  totalAmount: z.number().nullable(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

export const discountCodeListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(discountCodeSchema),
});
export const discountCodeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: discountCodeSchema,
});
/** POST /api/shop/discount-codes/check: the code as applied and the summary with it. */
export const discountCheckResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    code: z.string(),
    /** What it takes off: '10% off, up to ₹500.00' (describeDiscount). */
    description: z.string(),
    summary: checkoutSummarySchema,
  }),
});
export type DiscountCheckResponse = z.infer<typeof discountCheckResponseSchema>;
/** A code refused at check or order creation: the message, and the summary without the code. */
export const discountRefusedResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  summary: checkoutSummarySchema.optional(),
  /** Order creation: the order would cost other than `expectedTotal`; `summary` is what it costs now. */
  totalChanged: z.literal(true).optional(),
});
export type DiscountRefusedResponse = z.infer<typeof discountRefusedResponseSchema>;
