// The return request and staff's steps as the API takes them, and a return as it answers (issue 37).
import { z } from './zod';
import { MEDIA_URL_PATTERN } from './media';
import { plainText } from './plain-text';
import {
  RETURN_KINDS,
  RETURN_LIMITS as L,
  RETURN_MESSAGES as M,
  RETURN_REASONS,
  RETURN_STATUSES,
} from './return-words';

const UPI = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/i;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Where a cash-on-delivery order's refund is sent: a UPI id, or a bank account. */
export const refundToSchema = z.union([
  z.object({ upi: z.string().trim().regex(UPI, M.upiInvalid) }).strict(),
  z
    .object({
      accountName: plainText(z.string().trim().min(2, M.accountNameInvalid).max(100, M.accountNameInvalid)),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{9,18}$/, M.accountInvalid),
      ifsc: z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(IFSC, M.ifscInvalid)),
    })
    .strict(),
]);
export type RefundTo = z.output<typeof refundToSchema>;

export const returnRequestSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.uuid(M.itemNotInOrder),
        quantity: z.number().int().min(1).max(1000),
      }),
    )
    .min(1, 'Please choose at least one item to return.')
    .max(50),
  reason: z.enum(RETURN_REASONS, { error: M.reasonNotOffered }),
  kind: z.enum(RETURN_KINDS, { error: 'kind must be refund or exchange' }),
  note: plainText(
    z.string().trim().max(L.noteMax, `The note must be at most ${L.noteMax} characters.`),
  ).default(''),
  photos: z
    .array(z.string().regex(MEDIA_URL_PATTERN, M.photoNotYours))
    .max(L.photosMax, M.photosTooMany)
    .default([]),
  refundTo: refundToSchema.optional(),
  /** An exchange's choice of what comes instead; the returned items themselves when left out. */
  exchangeFor: z
    .array(
      z.object({
        productId: z.uuid(M.exchangeProductGone),
        quantity: z.number().int().min(1).max(L.exchangeUnitsMax),
      }),
    )
    .min(1)
    .max(L.exchangeLinesMax)
    .optional(),
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;

export const returnUpdateSchema = z.object({
  status: z.enum(RETURN_STATUSES, { error: `status must be one of: ${RETURN_STATUSES.join(', ')}` }),
  reason: plainText(z.string().trim().max(L.reasonMax, M.rejectionReason)).optional(),
  courier: plainText(z.string().trim().max(60)).optional(),
  trackingNumber: plainText(z.string().trim().max(60)).optional(),
  qualityPassed: z.boolean().optional(),
  /** A cash-on-delivery refund's bank transfer reference. */
  reference: plainText(z.string().trim().max(100)).optional(),
});
export type ReturnUpdate = z.input<typeof returnUpdateSchema>;

export const returnSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  status: z.enum(RETURN_STATUSES),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  photos: z.array(z.string()),
  items: z.array(z.object({ productId: z.string(), title: z.string(), quantity: z.number() })),
  /** What goes back to the shopper for these items (their share of the order, tax and discount), in rupees. */
  amount: z.number(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  qualityPassed: z.boolean().nullable(),
  /** The credit note its goods issued when received (CN/<invoice>/R<n>), downloadable; null before. */
  creditNoteNumber: z.string().nullable(),
  /** An exchange's choice (the returned items themselves unless she chose others); null for a refund. */
  exchangeFor: z
    .array(z.object({ productId: z.string(), title: z.string(), quantity: z.number() }))
    .nullable(),
  /** The order an exchange placed for its replacement, once staff marked it exchanged. */
  replacementOrder: z.object({ id: z.string(), orderNumber: z.number() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnAnswer = z.infer<typeof returnSchema>;

/** A return as staff read it: with the order's way of paying and buyer, and where a COD refund goes. */
export const adminReturnSchema = returnSchema.extend({
  paymentMethod: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** A cash-on-delivery refund's destination, until the transfer is recorded; else null. */
  refundTo: refundToSchema.nullable(),
});
export type AdminReturnAnswer = z.infer<typeof adminReturnSchema>;
