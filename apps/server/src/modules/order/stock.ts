import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@resham/shared';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { StockChange } from '../../lib/catalog-tags';
import { HttpError } from '../../lib/errors';

export interface StockLine {
  productId: string;
  quantity: number;
}

/**
 * Takes stock for every line with one conditional UPDATE each (never negative, never oversold),
 * in product-id order so concurrent orders cannot deadlock. Throws the spec's 'Only {n} …' message
 * with what is left when a line cannot be had; the caller's transaction then rolls everything back.
 * Answers each product's stock before and after, for the caller to name once it committed.
 */
export async function reserveStock(tx: Db, lines: StockLine[]): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [taken] = await tx
      .update(products)
      .set({ totalStock: sql`${products.totalStock} - ${line.quantity}` })
      .where(
        and(
          eq(products.id, line.productId),
          isNull(products.deletedAt),
          gte(products.totalStock, line.quantity),
        ),
      )
      .returning({ left: products.totalStock });
    if (!taken) {
      const [current] = await tx
        .select({ totalStock: products.totalStock })
        .from(products)
        .where(eq(products.id, line.productId));
      throw new HttpError(409, MESSAGES.toast.stockExceeded(current?.totalStock ?? 0), {
        productId: line.productId,
      });
    }
    changes.push(stockChange(line, taken.left + line.quantity, taken.left));
  }
  return changes;
}

/**
 * Locks the product rows a transaction is about to change, in id order (the order reserveStock and
 * releaseStock use too), so a transaction that both releases and reserves cannot deadlock with another.
 * Answers their prices as locked (no second read of the same rows).
 */
export async function lockProducts(
  tx: Db,
  productIds: string[],
): Promise<{ id: string; effectivePricePaise: number }[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  return tx
    .select({ id: products.id, effectivePricePaise: products.effectivePricePaise })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

/** Gives reserved stock back (a cancelled, expired or rejected order); answers as reserveStock does. */
export async function releaseStock(tx: Db, lines: StockLine[]): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [given] = await tx
      .update(products)
      .set({ totalStock: sql`${products.totalStock} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning({ left: products.totalStock });
    if (given) changes.push(stockChange(line, given.left - line.quantity, given.left));
  }
  return changes;
}

const stockChange = (line: StockLine, before: number, after: number): StockChange => ({
  topic: 'stock',
  id: line.productId,
  before,
  after,
});
