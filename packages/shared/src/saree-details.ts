import { z } from './zod';
import { plainText } from './plain-text';
import {
  CM_PER_METRE,
  DETAIL_LIMITS,
  DETAIL_MESSAGES,
  OCCASIONS,
  metresToCm,
  ZARI_KINDS,
  type SareeDetails,
} from './saree-detail-words';

/** '', null or missing: not given. */
const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) ? null : v;

/** A few words, spaces tidied; not given: null. */
const words = (label: string) =>
  z.preprocess(
    blank,
    plainText(z.string().trim().max(DETAIL_LIMITS.wordsMax, DETAIL_MESSAGES.tooLong(label)))
      .transform((v) => v.replace(/\s+/g, ' '))
      .nullable(),
  );

/** Yes or no; the form's 'true'/'false' too; not given: null. */
const yesNo = (label: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : blank(v)),
    z.boolean({ error: DETAIL_MESSAGES.yesNo(label) }).nullable(),
  );

/** The fields a product form or API client may send; each is optional and defaults to not given. */
export const sareeDetailFields = {
  fabric: words('Fabric').optional(),
  colour: words('Colour').optional(),
  weave: words('Weave').optional(),
  occasion: z
    .preprocess(
      (v) => blank(v) ?? [],
      z.array(z.enum(OCCASIONS, { error: DETAIL_MESSAGES.occasion }), { error: DETAIL_MESSAGES.occasion }),
    )
    .transform((list) => OCCASIONS.filter((o) => list.includes(o)))
    .optional(),
  lengthMetres: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() ? Number(v) : blank(v)),
      z
        .number({ error: DETAIL_MESSAGES.length })
        .min(DETAIL_LIMITS.lengthMin, DETAIL_MESSAGES.length)
        .max(DETAIL_LIMITS.lengthMax, DETAIL_MESSAGES.length)
        .refine((n) => Math.abs(n * CM_PER_METRE - metresToCm(n)) < 1e-6, DETAIL_MESSAGES.length)
        .nullable(),
    )
    .optional(),
  blousePiece: yesNo('Blouse piece').optional(),
  zari: z.preprocess(blank, z.enum(ZARI_KINDS, { error: DETAIL_MESSAGES.zari }).nullable()).optional(),
  care: z
    .preprocess(
      blank,
      plainText(z.string().trim().max(DETAIL_LIMITS.careMax, DETAIL_MESSAGES.careTooLong)).nullable(),
    )
    .optional(),
  silkMark: yesNo('Silk Mark').optional(),
};

/** A product's details as the API answers them (null: not given; no occasion: []). */
export const sareeDetailsSchema = z.object({
  fabric: z.string().nullable(),
  colour: z.string().nullable(),
  weave: z.string().nullable(),
  occasion: z.array(z.enum(OCCASIONS)),
  lengthMetres: z.number().nullable(),
  blousePiece: z.boolean().nullable(),
  zari: z.enum(ZARI_KINDS).nullable(),
  care: z.string().nullable(),
  silkMark: z.boolean().nullable(),
}) satisfies z.ZodType<SareeDetails>;
