import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface LowStockItem {
  id: string;
  title: string;
  stock: number;
  threshold: number;
}

/** Most products a low-stock list shows (the dashboard and the digest). */
export const LOW_STOCK_LIST_MAX = 200;

/**
 * The shared rule (stockAlert in packages/shared/src/low-stock.ts) in SQL, to list only the products it
 * flags: products in the catalogue at or below their low-stock threshold (their own, else `defaultThreshold`,
 * LOW_STOCK_THRESHOLD), fewest units first. Out-of-stock products are on it too (0 is at or below any).
 */
export async function lowStockProducts(db: Db, defaultThreshold: number): Promise<LowStockItem[]> {
  const result = (await db.execute(
    sql`select id, title, total_stock as stock, coalesce(low_stock_threshold, ${defaultThreshold})::int as threshold
        from products
        where deleted_at is null and total_stock <= coalesce(low_stock_threshold, ${defaultThreshold})
        order by total_stock, title, id
        limit ${LOW_STOCK_LIST_MAX}`,
  )) as unknown as { rows: LowStockItem[] };
  return result.rows.map((r) => ({ ...r, stock: Number(r.stock), threshold: Number(r.threshold) }));
}

/** Each live product of `ids` with its alert (its own threshold, else `defaultThreshold`); one statement. */
export async function lowStockThresholds(
  db: Db,
  ids: string[],
  defaultThreshold: number,
): Promise<Record<string, number>> {
  if (!ids.length) return {};
  const result = (await db.execute(
    sql`select id::text as id, coalesce(low_stock_threshold, ${defaultThreshold})::int as threshold
        from products
        where deleted_at is null and id = any(${`{${ids.join(',')}}`}::uuid[])`,
  )) as unknown as { rows: { id: string; threshold: number }[] };
  return Object.fromEntries(result.rows.map((r) => [r.id, r.threshold]));
}
