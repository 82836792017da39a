import type { ReturnReason } from '@resham/shared';

/** The shop's returns settings (RETURN_* in configuration.md), answered by GET /api/common/config too. */
export interface ReturnSettings {
  /** Days from delivery; 0: no returns taken. */
  windowDays: number;
  exchanges: boolean;
  reasons: ReturnReason[];
  freePickupReasons: ReturnReason[];
}

const DAY_MS = 86_400_000;

/** The last moment a return may be asked for an order delivered at `deliveredAt`. */
export const windowEnd = (deliveredAt: Date, settings: ReturnSettings) =>
  new Date(deliveredAt.getTime() + settings.windowDays * DAY_MS);
