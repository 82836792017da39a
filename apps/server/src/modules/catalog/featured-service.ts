import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { FEATURED_MESSAGES as M, LIMITS, type Product } from '@resham/shared';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import { conflict, HttpError, isUniqueViolation } from '../../lib/errors';
import { recordActivity, type Actor } from '../activity/record';
import { listed } from './listed';
import { selectProductsWithNames, toApiProduct } from './product-mapper';

// The home page's 'Feature Products': the ones the owner marked (products.featured_rank 1–8, unique
// among live products), in that order; when none are marked, the newest (spec §2).

// A draft (no photo) is neither shown nor chosen: listed.ts.
const live = listed;

/** The products the owner marked, in their order; [] when none are. */
export async function markedFeatured(db: Db): Promise<Product[]> {
  const rows = await selectProductsWithNames(db)
    .where(and(live, isNotNull(products.featuredRank)))
    .orderBy(asc(products.featuredRank));
  return rows.map(toApiProduct);
}

/** What the home page shows: the marked products, else the newest 8 (out of stock included). */
export async function homeFeatured(db: Db): Promise<Product[]> {
  const marked = await markedFeatured(db);
  if (marked.length) return marked;
  const rows = await selectProductsWithNames(db)
    .where(live)
    .orderBy(desc(products.createdAt), asc(products.title))
    .limit(LIMITS.featureProducts);
  return rows.map(toApiProduct);
}

/**
 * Replaces the featured list with `ids` in order (validated by the shared schema: at most 8, each
 * once). One transaction under one advisory lock, so two owners saving at once apply one after the
 * other and the unique rank index is never what stops them; every id must be a live product, locked
 * so that a delete in flight waits for this save (and then takes its product off the list).
 */
export async function setFeatured(
  db: Db,
  changes: CatalogChanges,
  ids: string[],
  actor: Actor,
): Promise<Product[]> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('resham-featured-products'))`);
      if (ids.length) {
        const found = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, ids), live))
          .for('update');
        if (found.length !== ids.length) throw new HttpError(400, M.notInShop);
      }
      const before = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(live, isNotNull(products.featuredRank)))
        .orderBy(asc(products.featuredRank));
      await recordActivity(tx, {
        actor,
        kind: 'featured.update',
        subject: 'home page featured products',
        before: { productIds: before.map((p) => p.id) },
        after: { productIds: ids },
      });
      await tx.update(products).set({ featuredRank: null }).where(isNotNull(products.featuredRank));
      for (const [i, id] of ids.entries())
        await tx
          .update(products)
          .set({ featuredRank: i + 1 })
          .where(eq(products.id, id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.busy);
    throw err;
  }
  changes.changed('featured');
  return markedFeatured(db);
}
