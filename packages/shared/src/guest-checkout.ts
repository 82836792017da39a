import { z } from './zod';
import { emailSchema, registerSchema } from './auth';
import { ADDRESS_MESSAGES, normalisePhone } from './address';
import { breaksIndianMobileRule } from './country';
import { LIMITS } from './limits';
import { ORDER_NUMBER_MESSAGES, parseOrderNumber } from './order-number';

/** Buying without an account (issue 34): what the API answers, shown as the server sends it. */
export const GUEST_MESSAGES = {
  /** POST /api/shop/order/guest-code: the same words whether or not a code was sent. */
  codeSent: 'If this address can receive email, a 6-digit code is on its way. It works for 10 minutes.',
  codeShape: 'The code is the 6 digits we emailed you.',
  /** Cash on delivery holds stock unpaid: a guest proves her email first (issue 33's rule). */
  codeNeeded: 'To pay in cash on delivery, enter the 6-digit code we emailed you (or pay online).',
  codeWrong: 'That code is not right, or it has expired. Check the email, or ask for a new code.',
  tooManyOrders: (minutes: number) =>
    `Too many orders were placed with these details. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  /** POST /api/shop/order/lookup: the same words whether or not they match. */
  lookupSent:
    'If that order number and email match an order placed without an account, we have emailed its link to that address.',
  linkInvalid: 'This order link does not work. Find your order by its number and your email.',
  /** A cancelled order's link shows nothing but that (and its invoice, if it had one). */
  orderCancelled: 'This order was cancelled.',
  /** Verify and pay again without a session: the order's own cookie, set by the create answer. */
  notYourOrder: 'Please open this order from the link we emailed you.',
} as const;

const guestPhone = z
  .preprocess(
    normalisePhone,
    z.string({ error: ADDRESS_MESSAGES.phone }).length(LIMITS.phoneDigits, ADDRESS_MESSAGES.phone),
  )
  .refine((p) => !breaksIndianMobileRule('India', p), ADDRESS_MESSAGES.indianMobile);

/** Who buys without an account: her name, email (for the order link) and a +91 mobile number. */
export const guestBuyerSchema = z.object({
  name: registerSchema.shape.userName,
  email: emailSchema,
  phone: guestPhone,
});
export type GuestBuyer = z.output<typeof guestBuyerSchema>;
export type GuestBuyerInput = z.input<typeof guestBuyerSchema>;

/**
 * The guest checkout's first fields: her name and email (her phone is the delivery address's), and
 * whether to make an account of them (`createAccount` in the order request).
 */
export const guestContactSchema = guestBuyerSchema
  .pick({ name: true, email: true })
  .extend({ createAccount: z.boolean() });

/** The 6-digit code emailed to a guest before cash on delivery. */
export const guestEmailCodeSchema = z
  .string({ error: GUEST_MESSAGES.codeShape })
  .trim()
  .regex(/^\d{6}$/, GUEST_MESSAGES.codeShape);

/** POST /api/shop/order/guest-code. */
export const guestCodeRequestSchema = z.object({ email: emailSchema });

/** POST /api/shop/order/lookup: the number as printed ('#1001' or '1001') and the order's email. */
export const orderLookupSchema = z.object({
  orderNumber: z
    .union([z.string(), z.number()], { error: ORDER_NUMBER_MESSAGES.invalid })
    .transform((v, ctx) => {
      const n = parseOrderNumber(String(v));
      if (n === null) ctx.addIssue({ code: 'custom', message: ORDER_NUMBER_MESSAGES.invalid });
      return n ?? 0;
    }),
  email: emailSchema,
});

/** An order link's token (256 random bits, base64url), as the link and the API carry it. */
export const guestOrderTokenSchema = z
  .string({ error: GUEST_MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, GUEST_MESSAGES.linkInvalid);

/** GET /api/shop/order/guest/{token} of a cancelled order (410): that it was, and whether it has an invoice. */
export const guestOrderGoneResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  invoice: z.boolean(),
});
