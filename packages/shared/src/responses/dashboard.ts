import { z } from '../zod';
import { ORDER_STATUSES } from '../order';
import { dataResponse } from './envelope';

/** One day of the 30-day chart: 'YYYY-MM-DD' (India time), revenue in rupees, orders paid. */
export const dailyPointSchema = z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() });
export type DailyPoint = z.infer<typeof dailyPointSchema>;

export const salesTotalsSchema = z.object({ revenue: z.number(), orders: z.number().int() });
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

/** A product on a stock alert; `threshold`: its low-stock alert (at or below this many units). */
export const stockItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  totalStock: z.number().int(),
  threshold: z.number().int().optional(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** What the owner opens each morning (GET /api/admin/dashboard). */
export const dashboardSchema = z.object({
  daily: z.array(dailyPointSchema),
  totals: z.object({ today: salesTotalsSchema, week: salesTotalsSchema, month: salesTotalsSchema }),
  /** Orders per status; statuses with none are left out. */
  byStatus: z.partialRecord(z.enum(ORDER_STATUSES), z.number().int()),
  /**
   * Confirmed orders waiting to be processed: `paid` online, and `cashOnDelivery`, which are not paid
   * until the courier collects the cash (together they are `byStatus.confirmed`).
   */
  toProcess: z.object({ paid: z.number().int(), cashOnDelivery: z.number().int() }),
  /** Return requests still open (requested, approved, received), and the age in days of the oldest. */
  openReturns: z.object({ count: z.number().int(), oldestDays: z.number().int().nullable() }),
  topProducts: z.array(
    z.object({ productId: z.string(), title: z.string(), revenue: z.number(), units: z.number().int() }),
  ),
  lowStock: z.array(stockItemSchema),
  outOfStock: z.array(stockItemSchema),
  latestReviews: z.array(
    z.object({
      _id: z.string(),
      userName: z.string(),
      reviewMessage: z.string(),
      reviewValue: z.number().int(),
      productId: z.string().nullable(),
      hidden: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = dataResponse(dashboardSchema);
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
