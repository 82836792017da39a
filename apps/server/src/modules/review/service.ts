import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { CATALOG_MESSAGES, REVIEW_MESSAGES, type Review } from '@resham/shared';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import { notFound } from '../../lib/errors';
import { lockLiveAccount } from '../account/live-account';
import { recordActivity, type Actor } from '../activity/record';

/**
 * 'Verified Customer': the author has a paid order — for a product review, one containing that product.
 * Computed in the same query (EXISTS on indexed columns), never stored, never decorative.
 */
// Written with qualified names: a bare column reference inside the subqueries would bind to orders or order_items.
const verifiedSql = sql<boolean>`exists (
  select 1 from orders o
  where o.user_id = reviews.user_id and o.payment_status = 'paid'
    and (reviews.product_id is null or exists (
      select 1 from order_items i where i.order_id = o.id and i.product_id = reviews.product_id))
)`;

function select(db: Db) {
  return db.select({ review: reviews, verified: verifiedSql }).from(reviews);
}

const toApi = (
  { review: r, verified }: { review: typeof reviews.$inferSelect; verified: boolean },
  withHidden = false,
): Review => ({
  _id: r.id,
  userId: r.userId,
  userName: r.userName,
  reviewMessage: r.message,
  reviewValue: r.rating,
  productId: r.productId,
  verified: Boolean(verified),
  ...(withHidden ? { hidden: r.hidden } : {}),
  createdAt: r.createdAt.toISOString(),
});

/** A product's rating shows on its card and its page; a shop review shows in no cached answer. */
function ratingChanged(changes: CatalogChanges, productId: string | null) {
  if (productId) changes.changed({ topic: 'reviews', productId });
}

/** Keeps a product's averageReview and review count exact (visible reviews only). */
async function refreshProductRating(tx: Db, productId: string | null) {
  if (!productId) return;
  await tx
    .update(products)
    .set({
      averageReview: sql`coalesce((select avg(rating)::real from reviews where product_id = ${productId} and not hidden), 0)`,
      reviewCount: sql`(select count(*)::int from reviews where product_id = ${productId} and not hidden)`,
    })
    .where(eq(products.id, productId));
}

export async function listShopReviews(db: Db, limit = 50): Promise<Review[]> {
  const rows = await select(db)
    .where(and(isNull(reviews.productId), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map((r) => toApi(r));
}

export async function listProductReviews(db: Db, productId: string): Promise<Review[]> {
  const rows = await select(db)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt))
    .limit(100);
  return rows.map((r) => toApi(r));
}

/**
 * Adds a review by the session user; a second review of the same product replaces the first. A review
 * the shop hid stays hidden when its author posts again: only the shop shows it again.
 */
export async function addReview(
  db: Db,
  changes: CatalogChanges,
  author: { id: string; userName: string },
  input: { reviewValue: number; reviewMessage: string; productId?: string | null },
): Promise<void> {
  const productId = input.productId ?? null;
  await db.transaction(async (tx) => {
    await lockLiveAccount(tx, author.id);
    if (productId) {
      const [p] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.deletedAt)));
      if (!p) throw notFound(CATALOG_MESSAGES.productNotFound);
    }
    const values = {
      userId: author.id,
      userName: author.userName,
      productId,
      message: input.reviewMessage,
      rating: input.reviewValue,
    };
    // One review per account and product, and one shop review per account: a new one replaces the old.
    await tx
      .insert(reviews)
      .values(values)
      .onConflictDoUpdate({
        target: productId ? [reviews.userId, reviews.productId] : [reviews.userId],
        targetWhere: productId ? sql`product_id is not null` : sql`product_id is null`,
        set: {
          message: values.message,
          rating: values.rating,
          userName: values.userName,
          updatedAt: new Date(),
        },
      });
    await refreshProductRating(tx, productId);
  });
  ratingChanged(changes, productId);
}

export async function adminListReviews(db: Db, limit = 100): Promise<Review[]> {
  const rows = await select(db).orderBy(desc(reviews.createdAt)).limit(limit);
  return rows.map((r) => toApi(r, true));
}

/** The review as the activity log keeps it: who wrote what about which product, in words. */
async function described(tx: Db, r: typeof reviews.$inferSelect) {
  const [product] = r.productId
    ? await tx.select({ title: products.title }).from(products).where(eq(products.id, r.productId))
    : [];
  return {
    author: r.userName,
    product: r.productId ? (product?.title ?? r.productId) : 'the shop',
    rating: `${r.rating} of 5`,
    review: r.message,
  };
}

const visibility = (hidden: boolean) => (hidden ? 'hidden' : 'shown');

/** Hides or shows a review; a change is recorded in the activity log (no entry when nothing changed). */
export async function setReviewHidden(
  db: Db,
  changes: CatalogChanges,
  id: string,
  hidden: boolean,
  actor: Actor,
) {
  const changed = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!old) throw notFound(REVIEW_MESSAGES.notFound);
    if (old.hidden === hidden) return null;
    await tx.update(reviews).set({ hidden }).where(eq(reviews.id, id));
    await refreshProductRating(tx, old.productId);
    await recordActivity(tx, {
      actor,
      kind: hidden ? 'review.hide' : 'review.show',
      subject: id,
      before: { visible: visibility(old.hidden) },
      after: { visible: visibility(hidden), ...(await described(tx, old)) },
    });
    return old;
  });
  if (changed) ratingChanged(changes, changed.productId);
}

export async function deleteReview(db: Db, changes: CatalogChanges, id: string, actor: Actor) {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!row) throw notFound(REVIEW_MESSAGES.notFound);
    await refreshProductRating(tx, row.productId);
    await recordActivity(tx, {
      actor,
      kind: 'review.delete',
      subject: id,
      before: { ...(await described(tx, row)), visible: visibility(row.hidden) },
    });
    return row;
  });
  ratingChanged(changes, deleted.productId);
}
