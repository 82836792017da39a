import { and, asc, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { CATALOG_MESSAGES as M, type Category, type Subcategory } from '@resham/shared';
import type { Db } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import { conflict, HttpError, isUniqueViolation, notFound } from '../../lib/errors';
import { recordActivity, type Actor } from '../activity/record';

const inUse = (message: string) => new HttpError(409, message);

export async function listCategories(
  db: Db,
): Promise<{ categories: Category[]; subcategories: Subcategory[] }> {
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.createdAt), asc(categories.name)),
    db.select().from(subcategories).orderBy(asc(subcategories.name)),
  ]);
  return {
    categories: cats.map((c) => ({ id: c.id, _id: c.id, name: c.name })),
    subcategories: subs.map((s) => ({ id: s.id, _id: s.id, name: s.name, categoryId: s.categoryId })),
  };
}

/** Rebuilds the search text of the products of a category or subcategory after a rename. */
async function refreshSearchText(db: Db, where: ReturnType<typeof eq>) {
  await db
    .update(products)
    .set({
      searchText: sql`concat_ws(' \n ', ${products.title}, (select name from categories where id = ${products.categoryId}), coalesce((select name from subcategories where id = ${products.subcategoryId}), ''), ${products.description})`,
    })
    .where(where);
}

export async function createCategory(
  db: Db,
  changes: CatalogChanges,
  name: string,
  actor: Actor,
): Promise<Category> {
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(categories).values({ name }).returning();
      await recordActivity(tx, { actor, kind: 'category.create', subject: created!.id, after: { name } });
      return created!;
    });
    changes.changed('categories');
    return { id: row.id, _id: row.id, name: row.name };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.categoryExists);
    throw err;
  }
}

export async function renameCategory(
  db: Db,
  changes: CatalogChanges,
  id: string,
  name: string,
  actor: Actor,
): Promise<Category> {
  try {
    const renamed = await db.transaction(async (tx) => {
      const [old] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (old)
        await recordActivity(tx, {
          actor,
          kind: 'category.rename',
          subject: id,
          before: { name: old.name },
          after: { name },
        });
      const [row] = await tx.update(categories).set({ name }).where(eq(categories.id, id)).returning();
      if (!row) throw notFound(M.categoryNotFound);
      await refreshSearchText(tx, eq(products.categoryId, id));
      return { id: row.id, _id: row.id, name: row.name };
    });
    changes.changed('category names');
    return renamed;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.categoryExists);
    throw err;
  }
}

export async function deleteCategory(
  db: Db,
  changes: CatalogChanges,
  id: string,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [cat] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!cat) throw notFound(M.categoryNotFound);
    const [used] = await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.categoryId, id), isNull(products.deletedAt)));
    if (used!.n > 0) throw inUse(M.categoryInUse(used!.n));
    // Products deleted earlier no longer need their category; remove them so nothing is orphaned.
    await tx.delete(products).where(and(eq(products.categoryId, id), isNotNull(products.deletedAt)));
    await tx.delete(subcategories).where(eq(subcategories.categoryId, id));
    await tx.delete(categories).where(eq(categories.id, id));
    await recordActivity(tx, { actor, kind: 'category.delete', subject: id, before: { name: cat.name } });
  });
  changes.changed('categories');
}

export async function createSubcategory(
  db: Db,
  changes: CatalogChanges,
  categoryId: string,
  name: string,
  actor: Actor,
): Promise<Subcategory> {
  const [parent] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!parent) throw notFound(M.categoryNotFound);
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(subcategories).values({ categoryId, name }).returning();
      await recordActivity(tx, {
        actor,
        kind: 'subcategory.create',
        subject: created!.id,
        after: { name, categoryId },
      });
      return created!;
    });
    changes.changed('categories');
    return { id: row.id, _id: row.id, name: row.name, categoryId: row.categoryId };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.subcategoryExists);
    throw err;
  }
}

export async function renameSubcategory(
  db: Db,
  changes: CatalogChanges,
  id: string,
  name: string,
  actor: Actor,
): Promise<Subcategory> {
  try {
    const renamed = await db.transaction(async (tx) => {
      const [old] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).for('update');
      if (old)
        await recordActivity(tx, {
          actor,
          kind: 'subcategory.rename',
          subject: id,
          before: { name: old.name },
          after: { name },
        });
      const [row] = await tx.update(subcategories).set({ name }).where(eq(subcategories.id, id)).returning();
      if (!row) throw notFound(M.subcategoryNotFound);
      await refreshSearchText(tx, eq(products.subcategoryId, id));
      return { id: row.id, _id: row.id, name: row.name, categoryId: row.categoryId };
    });
    changes.changed('category names');
    return renamed;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.subcategoryExists);
    throw err;
  }
}

export async function deleteSubcategory(
  db: Db,
  changes: CatalogChanges,
  id: string,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).for('update');
    if (!sub) throw notFound(M.subcategoryNotFound);
    const [used] = await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.subcategoryId, id), isNull(products.deletedAt)));
    if (used!.n > 0) throw inUse(M.subcategoryInUse(used!.n));
    await tx
      .update(products)
      .set({ subcategoryId: null })
      .where(and(eq(products.subcategoryId, id), isNotNull(products.deletedAt)));
    await tx.delete(subcategories).where(eq(subcategories.id, id));
    await recordActivity(tx, { actor, kind: 'subcategory.delete', subject: id, before: { name: sub.name } });
  });
  changes.changed('categories');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Finds a product's category and, optionally, its subcategory, each given by id or by name
 * (case-insensitive): our admin form sends names, the spec's original client sends the ids it read
 * from /api/common/categories. A subcategory name is looked for in the chosen category first.
 */
export async function resolveCategoryNames(db: Db, category: string, subcategory: string | null) {
  const byName = (v: string) => eq(sql`lower(${categories.name})`, v.toLowerCase());
  const [cat] = await db
    .select()
    .from(categories)
    .where(UUID.test(category) ? or(eq(categories.id, category), byName(category)) : byName(category))
    .orderBy(UUID.test(category) ? sql`${categories.id} = ${category} desc` : asc(categories.id))
    .limit(1);
  if (!cat) throw new HttpError(400, M.categoryNotFound);
  if (subcategory === null) return { category: cat, subcategory: null };
  const subByName = eq(sql`lower(${subcategories.name})`, subcategory.toLowerCase());
  const [sub] = await db
    .select()
    .from(subcategories)
    .where(UUID.test(subcategory) ? or(eq(subcategories.id, subcategory), subByName) : subByName)
    .orderBy(
      ...(UUID.test(subcategory) ? [sql`${subcategories.id} = ${subcategory} desc`] : []),
      sql`${subcategories.categoryId} = ${cat.id} desc`,
    )
    .limit(1);
  if (!sub) throw new HttpError(400, M.subcategoryNotFound);
  if (sub.categoryId !== cat.id) throw new HttpError(400, M.subcategoryNotInCategory);
  return { category: cat, subcategory: sub };
}
