import { z } from './zod';
import { dataResponse } from './responses/envelope';
import { LIMITS } from './limits';

/**
 * The one definition of low stock on the owner's screens (issue 35: the products screen said "< 10",
 * the dashboard "≤ 2"): a product is low at or below its own alert, else the shop's LOW_STOCK_THRESHOLD,
 * 2 unless configured; at 0 it is out of stock instead. The dashboard, the daily digest (the same rule in
 * SQL, low-stock-list.ts) and Admin → Products all use it. The storefront's 'Only N left' is a different
 * line, for shoppers (stock-display.ts, the spec's "under 10").
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2;

/** A product's alert: its own threshold, else the shop's. */
export const lowStockThresholdOf = (own: number | null | undefined, shopDefault: number): number =>
  own ?? shopDefault;

/** What the owner's screens flag: 'out' at 0, 'low' at or below the threshold, else nothing. */
export function stockAlert(totalStock: number, threshold: number): 'out' | 'low' | null {
  if (totalStock <= 0) return 'out';
  if (totalStock <= threshold) return 'low';
  return null;
}

export const LOW_STOCK_MESSAGES = {
  threshold: `The low-stock alert must be a whole number from 0 to ${LIMITS.maxStock}, or empty for the shop's default.`,
  notFound: 'Product not found.',
  saved: 'Low-stock alert saved',
  idsInvalid: 'Give up to 100 product ids, separated by commas.',
} as const;

/** PUT /api/admin/products/{id}/low-stock-threshold: units at or below which the product is low; null for the default. */
export const lowStockThresholdBodySchema = z.object({
  threshold: z
    .number({ error: LOW_STOCK_MESSAGES.threshold })
    .int(LOW_STOCK_MESSAGES.threshold)
    .min(0, LOW_STOCK_MESSAGES.threshold)
    .max(LIMITS.maxStock, LOW_STOCK_MESSAGES.threshold)
    .nullable(),
});

/** GET /api/admin/products/{id}/low-stock-threshold: the product's own threshold (null: the default) and the default. */
export const lowStockThresholdResponseSchema = dataResponse(
  z.object({ threshold: z.number().int().nullable(), defaultThreshold: z.number().int() }),
);
export type LowStockThresholdResponse = z.infer<typeof lowStockThresholdResponseSchema>;

/** The most ids one call takes (a page of the admin grid is 24). */
const MAX_THRESHOLD_IDS = 100;
const UUID_WITH_COMMA = 37;

/** GET /api/admin/products/low-stock-thresholds?ids=a,b: each product's alert (for Admin → Products). */
export const lowStockThresholdsQuerySchema = z.object({
  ids: z
    .string({ error: LOW_STOCK_MESSAGES.idsInvalid })
    .max(MAX_THRESHOLD_IDS * UUID_WITH_COMMA, LOW_STOCK_MESSAGES.idsInvalid)
    .transform((s) => (s === '' ? [] : s.split(',')))
    .pipe(
      z.array(z.uuid(LOW_STOCK_MESSAGES.idsInvalid)).max(MAX_THRESHOLD_IDS, LOW_STOCK_MESSAGES.idsInvalid),
    ),
});

/** Each live product asked for, with its alert (its own or the shop's); unknown ids are left out. */
export const lowStockThresholdsResponseSchema = dataResponse(
  z.object({
    defaultThreshold: z.number().int(),
    thresholds: z.record(z.string(), z.number().int()),
  }),
);
export type LowStockThresholdsResponse = z.infer<typeof lowStockThresholdsResponseSchema>;
