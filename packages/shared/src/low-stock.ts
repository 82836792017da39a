import { z } from './zod';
import { dataResponse } from './responses/envelope';
import { LIMITS } from './limits';

export const LOW_STOCK_MESSAGES = {
  threshold: `The low-stock alert must be a whole number from 0 to ${LIMITS.maxStock}, or empty for the shop's default.`,
  notFound: 'Product not found.',
  saved: 'Low-stock alert saved',
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
