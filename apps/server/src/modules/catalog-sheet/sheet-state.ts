import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import { hsnFor } from '../invoice/hsn';
import { DETAIL_COLUMNS, type DetailColumns } from '../catalog/saree-detail-columns';

/** A live product as the sheet compares against it. */
export interface SheetProduct extends DetailColumns {
  id: string;
  sku: string | null;
  title: string;
  description: string;
  category: string;
  subcategory: string | null;
  pricePaise: number;
  salePricePaise: number;
  totalStock: number;
  youtubeLink: string | null;
  /** The product's own HSN code, or null for its category's. */
  hsnOwn: string | null;
  /** What the invoice prints: its own code, else its category's. */
  hsn: string;
}

export interface SheetCategory {
  id: string;
  name: string;
  subcategories: Map<string, { id: string; name: string }>;
}

/** Everything an import plan is checked against, read in one go (no query per row). */
export interface SheetState {
  byId: Map<string, SheetProduct>;
  bySku: Map<string, SheetProduct>;
  /** By lower-case name. */
  categories: Map<string, SheetCategory>;
  hsnDefault(category: string): string;
}

export async function readSheetProducts(
  db: Db,
  hsnCodes?: string | Record<string, string>,
): Promise<SheetProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      description: products.description,
      category: categories.name,
      subcategory: subcategories.name,
      pricePaise: products.pricePaise,
      salePricePaise: products.salePricePaise,
      totalStock: products.totalStock,
      youtubeLink: products.youtubeLink,
      hsnOwn: products.hsn,
      ...DETAIL_COLUMNS,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(isNull(products.deletedAt))
    .orderBy(products.createdAt, products.id);
  return rows.map((r) => ({ ...r, hsn: r.hsnOwn ?? hsnFor(r.category, hsnCodes) }));
}

export async function readSheetState(
  db: Db,
  hsnCodes?: string | Record<string, string>,
): Promise<SheetState> {
  // One after another: inside the import's transaction these share one connection.
  const list = await readSheetProducts(db, hsnCodes);
  const cats = await db.select().from(categories);
  const subs = await db.select().from(subcategories);
  const byCategoryId = new Map<string, SheetCategory>();
  for (const c of cats) byCategoryId.set(c.id, { id: c.id, name: c.name, subcategories: new Map() });
  for (const s of subs)
    byCategoryId.get(s.categoryId)?.subcategories.set(s.name.toLowerCase(), { id: s.id, name: s.name });
  return {
    byId: new Map(list.map((p) => [p.id, p])),
    bySku: new Map(list.filter((p) => p.sku).map((p) => [p.sku!.toLowerCase(), p])),
    categories: new Map([...byCategoryId.values()].map((c) => [c.name.toLowerCase(), c])),
    hsnDefault: (category) => hsnFor(category, hsnCodes),
  };
}

/**
 * Locks the live products a file names (by id or sku), in id order, so an import's checks and writes see
 * stock that nobody changes until it commits. The keys go as two JSON arrays, not a parameter each
 * (10,000 bound parameters cost more than the lock itself).
 */
export async function lockNamedProducts(tx: Db, ids: string[], skus: string[]): Promise<void> {
  if (!ids.length && !skus.length) return;
  await tx.execute(sql`
    select id from products
    where deleted_at is null
      and (id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
        or lower(sku) in (select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb)))
    order by id
    for update
  `);
}
