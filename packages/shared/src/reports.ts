import { z } from './zod';
import { dataResponse } from './responses/envelope';

export const REPORT_MESSAGES = {
  month: 'Choose a month as YYYY-MM (e.g. 2026-04), from 2020-01 to 2099-12.',
  part: 'part must be register, b2c, hsn, b2b, credit-notes or credit-note-register.',
  format: 'format must be json or csv.',
  date: 'Dates must be YYYY-MM-DD.',
  limit: 'registerLimit must be a whole number from 0 to 1000000.',
  range: 'The end date must be on or after the start date, at most 366 days later.',
} as const;

const R = REPORT_MESSAGES;
export const GST_REPORT_PARTS = [
  'register',
  'b2c',
  'hsn',
  'b2b',
  'credit-notes',
  'credit-note-register',
] as const;
export type GstReportPart = (typeof GST_REPORT_PARTS)[number];

/** A calendar month, 'YYYY-MM', read in India time by the server. */
export const reportMonthSchema = z
  .string({ error: R.month })
  .regex(/^20[2-9][0-9]-(0[1-9]|1[0-2])$/, R.month);

/** GET /api/admin/reports/gst?month=YYYY-MM[&format=csv&part=…]. */
export const gstReportQuerySchema = z.object({
  month: reportMonthSchema,
  format: z.enum(['json', 'csv'], { error: R.format }).default('json'),
  part: z.enum(GST_REPORT_PARTS, { error: R.part }).default('register'),
  /** JSON only: at most this many register rows (the screen shows the first few); all when absent. */
  registerLimit: z.coerce
    .number({ error: R.limit })
    .int(R.limit)
    .min(0, R.limit)
    .max(1_000_000, R.limit)
    .optional(),
});

const isoDay = z
  .string({ error: R.date })
  .regex(/^20[2-9][0-9]-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, R.date)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    R.date,
  );

/** GET /api/admin/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included, India time). */
export const ordersExportQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.to >= q.from && Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: R.range,
    path: ['to'],
  });

const money = z.number();
const taxes = { taxable: money, cgst: money, sgst: money, igst: money };

export const registerRowSchema = z.object({
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  orderNumber: z.string(),
  buyerState: z.string(),
  buyerStateCode: z.string(),
  gstin: z.string(),
  description: z.string(),
  hsn: z.string(),
  quantity: z.number().int(),
  ...taxes,
  total: money,
});
/** GSTR-1's B2C (small): the month's invoices to unregistered buyers in India, net of their credit notes. */
export const b2cRowSchema = z.object({
  placeOfSupply: z.string(),
  stateCode: z.string(),
  rate: z.number(),
  invoices: z.number().int(),
  /** Credit notes of the month netted into the row (whole or a return's). */
  creditNotes: z.number().int(),
  ...taxes,
  total: money,
});
/** The HSN summary: the month's invoice lines less its credit notes' lines (quantities too). */
export const hsnRowSchema = z.object({
  hsn: z.string(),
  rate: z.number(),
  quantity: z.number().int(),
  ...taxes,
  total: money,
});
export const b2bRowSchema = z.object({
  gstin: z.string(),
  businessName: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  placeOfSupply: z.string(),
  rate: z.number(),
  ...taxes,
  invoiceValue: money,
});
/**
 * A credit note of the month: an invoice taken back whole ('CN/<invoice>'), or a return's goods
 * ('CN/<invoice>/R<n>', dated the day they were received). One with a GSTIN is GSTR-1's CDNR.
 */
export const creditNoteRowSchema = z.object({
  noteNumber: z.string(),
  noteDate: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  orderNumber: z.string(),
  gstin: z.string(),
  placeOfSupply: z.string(),
  reason: z.string(),
  ...taxes,
  shipping: money,
  noteValue: money,
});
/** A line of a credit note of the month, as its PDF prints it (the credit notes' register). */
export const creditNoteLineSchema = z.object({
  noteNumber: z.string(),
  noteDate: z.string(),
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  buyerState: z.string(),
  buyerStateCode: z.string(),
  gstin: z.string(),
  description: z.string(),
  hsn: z.string(),
  quantity: z.number().int(),
  ...taxes,
  total: money,
});
const totalsSchema = z.object({
  count: z.number().int(),
  ...taxes,
  tax: money,
  shipping: money,
  value: money,
});

export const gstReportSchema = z.object({
  month: z.string(),
  /** The month's first instant and the next month's, in India time (ISO strings). */
  from: z.string(),
  to: z.string(),
  register: z.array(registerRowSchema),
  /** How many lines the month's register has (all of them, also when `register` was cut by registerLimit). */
  registerLines: z.number().int(),
  b2c: z.array(b2cRowSchema),
  hsn: z.array(hsnRowSchema),
  b2b: z.array(b2bRowSchema),
  creditNotes: z.array(creditNoteRowSchema),
  /** Every line of the month's credit notes. */
  creditNoteRegister: z.array(creditNoteLineSchema),
  /** Invoices of the month, credit notes of the month, and the first less the second. */
  totals: z.object({
    invoices: totalsSchema,
    exports: totalsSchema,
    creditNotes: totalsSchema,
    net: totalsSchema,
  }),
});
export type GstReport = z.infer<typeof gstReportSchema>;
export const gstReportResponseSchema = dataResponse(gstReportSchema);
export type GstReportResponse = z.infer<typeof gstReportResponseSchema>;
