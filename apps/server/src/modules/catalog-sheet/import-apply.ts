import { sql } from 'drizzle-orm';
import { IMPORT_MESSAGES, type ImportResult } from '@resham/shared';
import type { Db } from '../../db/client';
import type { CatalogChanges } from '../../lib/catalog-changes';
import { HttpError } from '../../lib/errors';
import { recordActivities, recordActivity, type Actor } from '../activity/record';
import { parseCsv } from './csv';
import { namedKeys, planImport, type ImportPlan, type ProductWrite } from './import-plan';
import { lockNamedProducts, readSheetState } from './sheet-state';

const CHUNK = 500;

/** The file's text: UTF-8 (a BOM dropped); bytes that are not UTF-8 become U+FFFD, which rows report. */
export function decodeSheet(bytes: Buffer): string {
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes);
}

/** An import refused as a whole (row errors, or stock that moved under it): nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly result: ImportResult) {
    super(result.message);
  }
}

function summary(plan: ImportPlan, applied: boolean): ImportResult {
  const { counts, fileErrors } = plan.result;
  const ok = counts.error === 0 && fileErrors.length === 0;
  const message = !ok
    ? IMPORT_MESSAGES.hasErrors(counts.error, fileErrors.length)
    : applied
      ? IMPORT_MESSAGES.applied(counts.create, counts.update)
      : IMPORT_MESSAGES.preview(counts.create, counts.update, counts.unchanged);
  return { success: ok, applied, message, ...plan.result };
}

/** What applying the file would do (nothing is written). */
export async function previewImport(db: Db, bytes: Buffer, hsnCodes?: string | Record<string, string>) {
  const records = parseCsv(decodeSheet(bytes));
  return summary(planImport(records, await readSheetState(db, hsnCodes)), false);
}

/**
 * Applies the file in one transaction, all or nothing: the products it names are locked, the plan is
 * made again on them (so stock sold since the preview is seen), and any row error refuses the whole
 * file. Creates and updates go in a few statements of up to 500 rows; every update is conditional on the
 * stock it was planned on. The import and each product it changed are recorded in the activity log in
 * the same transaction. Once it committed, every cached list and product page goes (an import may
 * touch thousands of products; one change names them all).
 */
export async function applyImport(
  db: Db,
  changes: CatalogChanges,
  bytes: Buffer,
  actor: Actor,
  fileName: string,
  hsnCodes?: string | Record<string, string>,
): Promise<ImportResult> {
  const records = parseCsv(decodeSheet(bytes));
  const { result, wrote } = await db.transaction(async (tx) => {
    const keys = namedKeys(records);
    await lockNamedProducts(tx, keys.ids, keys.skus);
    const plan = planImport(records, await readSheetState(tx, hsnCodes));
    const result = summary(plan, true);
    if (!result.success) throw new ImportRefused({ ...result, applied: false });
    const created = await insertProducts(tx, plan.creates);
    await updateProducts(tx, plan.updates);
    await recordActivity(tx, {
      actor,
      kind: 'import',
      subject: fileName,
      after: { created: plan.creates.length, updated: plan.updates.length },
    });
    await recordActivities(tx, [
      ...created.map((c) => ({
        actor,
        kind: 'product.create',
        subject: c.id,
        after: { title: c.title, via: 'import' },
      })),
      ...plan.updates.map((u) => ({
        actor,
        kind: 'product.update',
        subject: u.write.id!,
        before: u.before,
        after: { ...u.after, via: 'import' },
      })),
    ]);
    return { result, wrote: plan.creates.length + plan.updates.length > 0 };
  });
  if (wrote) changes.changed('products');
  return result;
}

async function insertProducts(tx: Db, rows: ProductWrite[]): Promise<{ id: string; title: string }[]> {
  const created: { id: string; title: string }[] = [];
  // One parameter per chunk (a JSON array), not 13 per row: binding thousands of parameters cost more
  // than the rows themselves on the embedded database.
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = (await tx.execute(sql`
      insert into products (sku, title, description, category_id, subcategory_id, price_paise,
        sale_price_paise, total_stock, youtube_link, hsn, search_text, images, ${DETAIL_COLUMNS})
      select v.sku, v.title, v.description, v.category_id, v.subcategory_id, v.price_paise,
        v.sale_price_paise, v.total_stock, v.youtube_link, v.hsn, v.search_text, '{}', ${DETAIL_VALUES}
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK).map(toRecord))}::jsonb)
        as v(sku text, title text, description text, category_id uuid, subcategory_id uuid, price_paise integer,
          sale_price_paise integer, total_stock integer, youtube_link text, hsn text, search_text text,
          ${DETAIL_TYPES})
      returning id, title
    `)) as unknown as { rows: { id: string; title: string }[] };
    created.push(...inserted.rows);
  }
  return created;
}

/**
 * The updates, retitled rows apart: a trigger keeps the search vocabulary on UPDATE OF title, and it runs
 * for every row of a statement that sets the title, changed or not (a repricing of 5,000 products
 * split 5,000 titles into words again). Rows whose title stays are updated without it.
 */
async function updateProducts(tx: Db, updates: ImportPlan['updates']): Promise<void> {
  const retitled = updates.filter((u) => 'title' in u.after).map((u) => u.write);
  const others = updates.filter((u) => !('title' in u.after)).map((u) => u.write);
  for (const [rows, setTitle] of [
    [retitled, true],
    [others, false],
  ] as const)
    for (let i = 0; i < rows.length; i += CHUNK) await updateChunk(tx, rows.slice(i, i + CHUNK), setTitle);
}

async function updateChunk(tx: Db, chunk: ProductWrite[], setTitle: boolean): Promise<void> {
  const updated = (await tx.execute(sql`
    update products p set
      ${setTitle ? sql`title = v.title,` : sql``}
      sku = v.sku, description = v.description, category_id = v.category_id,
      subcategory_id = v.subcategory_id, price_paise = v.price_paise, sale_price_paise = v.sale_price_paise,
      total_stock = v.total_stock, youtube_link = v.youtube_link, hsn = v.hsn, search_text = v.search_text,
      (${DETAIL_COLUMNS}) = (select ${DETAIL_VALUES}),
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(chunk.map(toRecord))}::jsonb) as v(
      id uuid, sku text, title text, description text, category_id uuid, subcategory_id uuid,
      price_paise integer, sale_price_paise integer, total_stock integer, expected_stock integer,
      youtube_link text, hsn text, search_text text, ${DETAIL_TYPES})
    where p.id = v.id and p.deleted_at is null and p.total_stock = v.expected_stock
  `)) as unknown as { rowCount?: number | null };
  // The rows are locked and were planned on what they hold, so this is a guard, never expected.
  if (updated.rowCount !== chunk.length) throw new HttpError(409, IMPORT_MESSAGES.changedMeanwhile);
}

const toRecord = (r: ProductWrite) => ({
  id: r.id,
  sku: r.sku,
  title: r.title,
  description: r.description,
  category_id: r.categoryId,
  subcategory_id: r.subcategoryId,
  price_paise: r.pricePaise,
  sale_price_paise: r.salePricePaise,
  total_stock: r.totalStock,
  expected_stock: r.expectedStock,
  youtube_link: r.youtubeLink,
  hsn: r.hsn,
  search_text: r.searchText,
  fabric: r.details.fabric,
  colour: r.details.colour,
  weave: r.details.weave,
  occasion: r.details.occasion,
  length_cm: r.details.lengthCm,
  blouse_piece: r.details.blousePiece,
  zari: r.details.zari,
  care: r.details.care,
  silk_mark: r.details.silkMark,
});

// What the saree is made of (issue 36): the columns, as read from the JSON records and as typed there.
const DETAIL_COLUMNS = sql.raw(
  'fabric, colour, weave, occasion, length_cm, blouse_piece, zari, care, silk_mark',
);
const DETAIL_VALUES = sql.raw(
  "v.fabric, v.colour, v.weave, coalesce(v.occasion, '{}'), v.length_cm, v.blouse_piece, v.zari, v.care, v.silk_mark",
);
const DETAIL_TYPES = sql.raw(
  'fabric text, colour text, weave text, occasion text[], length_cm integer, blouse_piece boolean, zari text, care text, silk_mark boolean',
);
