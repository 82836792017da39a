import { z } from './zod';

// The owner's back office (issue 24): the staff activity log, the catalogue spreadsheet and two-step
// sign-in for staff. Request and response shapes used by the server's routes and the admin screens.

/** Kinds of admin write the activity log records, grouped by what they change (the filter's choices). */
export const ACTIVITY_KIND_GROUPS = [
  'product',
  'featured',
  'banner',
  'category',
  'subcategory',
  'order',
  'import',
  'role',
  'two-factor',
  'discount',
  'review',
  'account',
] as const;

/** Each kind of entry in words, as the owner's Activity screen says it (the kind stays beside it). */
export const ACTIVITY_KIND_WORDS: Record<string, string> = {
  'product.create': 'Added a product',
  'product.update': 'Edited a product',
  'product.delete': 'Deleted a product',
  'product.low-stock': 'Set a low-stock alert',
  'featured.update': 'Changed the featured products',
  'banner.create': 'Added a banner',
  'banner.delete': 'Deleted a banner',
  'category.create': 'Added a category',
  'category.rename': 'Renamed a category',
  'category.delete': 'Deleted a category',
  'subcategory.create': 'Added a subcategory',
  'subcategory.rename': 'Renamed a subcategory',
  'subcategory.delete': 'Deleted a subcategory',
  'order.status': "Changed an order's status",
  'order.refund': 'Started a refund',
  import: 'Imported a product sheet',
  'role.change': "Changed an account's role",
  'two-factor.enable': 'Turned two-step sign-in on',
  'two-factor.disable': 'Turned two-step sign-in off',
  'two-factor.reset': 'Reset two-step sign-in',
  'discount.create': 'Added a discount code',
  'discount.update': 'Changed a discount code',
  'review.hide': 'Hid a review',
  'review.show': 'Showed a hidden review again',
  'review.delete': 'Deleted a review',
  'account.delete': 'Deleted an admin account',
};

/** What an entry's kind means, in words (the kind itself for one not named above). */
export const activityKindInWords = (kind: string): string =>
  Object.hasOwn(ACTIVITY_KIND_WORDS, kind) ? ACTIVITY_KIND_WORDS[kind]! : kind;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d) && d >= '2000-01-01';
  }, 'Dates are YYYY-MM-DD.');

/** GET /api/admin/activity: filter by person (email, part of it), kind (a group or an exact kind) and date. */
export const activityQuerySchema = z.object({
  actor: z.string().trim().max(254).optional(),
  kind: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z.-]*$/, 'Unknown kind.')
    .optional(),
  /** Days in India (IST), inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(50).default(50),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  kind: z.string(),
  /** The kind in words ("Hid a review"). */
  what: z.string(),
  subject: z.string(),
  /** What it is about, in words: the product's or category's name, 'Order #1001', 'Code DIWALI10'. */
  subjectName: z.string(),
  /** Each change in words, one a line: 'Price: ₹15,000.00 → ₹16,000.00' (activity-words.ts). */
  changes: z.array(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type ActivityEntryView = z.infer<typeof activityEntrySchema>;

export const activityPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(activityEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityPageResponse = z.infer<typeof activityPageResponseSchema>;

/** One row of an import preview: what applying would do with it, or why it cannot. */
export const importRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  key: z.string(),
  title: z.string(),
  /** For an update: each changed field, before → after. */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResultSchema = z.object({
  success: z.boolean(),
  applied: z.boolean(),
  message: z.string(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  /** File-wide problems (no header, wrong delimiter, not UTF-8). */
  fileErrors: z.array(z.string()),
  rows: z.array(importRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'That code is not right (or was already used). Try the next code your app shows.',
  setupFirst: 'Start the set-up again: no secret is waiting to be confirmed.',
  enabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-step sign-in is off for this account.',
  alreadyOn: 'Two-step sign-in is already on for this account.',
  signedIn: 'Signed in',
  stepNeeded: 'Enter the code from your authenticator app to finish signing in.',
  enrolRequired: 'Set up two-step sign-in before using the admin pages.',
  noPendingSignIn: 'Sign in with your password first.',
  tooManyCodes: 'Too many wrong codes. Please sign in again with your password.',
  recoveryCodesNote:
    'Each code works once, in place of a code from your phone. Keep them somewhere safe, away from your phone.',
  recoveryCodesCopied: 'Recovery codes copied',
  recoveryCodesCopyFailed: 'Could not copy: select the codes and copy them, or download them instead.',
} as const;

/** A 6-digit TOTP code, or a recovery code (xxxxx-xxxxx); spaces and dashes are ignored. */
export const secondStepSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .transform((s) => s.replace(/[\s-]/g, '').toLowerCase())
    .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, TWO_FACTOR_MESSAGES.codeRequired)),
});
export type SecondStepInput = z.input<typeof secondStepSchema>;

export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  /** otpauth:// URI for the QR code; the secret in base32 for typing in by hand. */
  otpauthUri: z.string(),
  secret: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const twoFactorEnabledResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnabledResponse = z.infer<typeof twoFactorEnabledResponseSchema>;

export const twoFactorStatusResponseSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponseSchema>;

export const IMPORT_MESSAGES = {
  preview: (create: number, update: number, unchanged: number) =>
    `Ready: ${create} to create, ${update} to update, ${unchanged} unchanged. Nothing is saved until you apply.`,
  applied: (create: number, update: number) => `Imported: ${create} created, ${update} updated.`,
  hasErrors: (rows: number, file: number) =>
    file
      ? 'The file cannot be imported as it is; see the problems listed. Nothing was saved.'
      : `${rows} row${rows === 1 ? ' has' : 's have'} errors; fix ${rows === 1 ? 'it' : 'them'} and upload again. Nothing was saved.`,
  changedMeanwhile: 'Some products changed while the import ran; nothing was saved. Preview the file again.',
  noFile: 'Choose a CSV file to import (the body as text/csv, or a multipart field "file").',
  tooLarge: 'The file is too large (at most 20 MB).',
} as const;
