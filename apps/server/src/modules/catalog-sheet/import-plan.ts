import {
  CATALOG_MESSAGES,
  paiseToRupees,
  productBasePrices,
  productEditSchema,
  rupeesToPaise,
  type ImportResult,
  type ImportRow,
} from '@resham/shared';
import { z } from 'zod';
import { searchTextOf } from '../catalog/product-mapper';
import type { CsvRecord } from './csv';
import { looksLikeFormula } from './csv';
import {
  columnOf,
  FIELD_COLUMN,
  HSN_PATTERN,
  MAX_IMPORT_ROWS,
  NUMBER_COLUMNS,
  SKU_PATTERN,
  type SheetColumn,
} from './columns';
import { detailColumnsOf, NO_DETAILS, type DetailColumns } from '../catalog/saree-detail-columns';
import { detailCells, detailInput } from './detail-cells';
import type { SheetProduct, SheetState } from './sheet-state';

/** The columns of a products row an import writes. */
export interface ProductWrite {
  id?: string;
  sku: string | null;
  title: string;
  description: string;
  categoryId: string;
  subcategoryId: string | null;
  pricePaise: number;
  salePricePaise: number;
  totalStock: number;
  youtubeLink: string | null;
  hsn: string | null;
  searchText: string;
  /** What the saree is made of (issue 36). */
  details: DetailColumns;
  /** An update's stock as it was read (the write is conditional on it). */
  expectedStock?: number;
}

export interface ImportPlan {
  result: Omit<ImportResult, 'success' | 'applied' | 'message'>;
  creates: ProductWrite[];
  updates: { write: ProductWrite; before: Record<string, string>; after: Record<string, string> }[];
}

/** Built once, not once per row. */
const PRODUCT_ID = z.uuid();

/** The ids and SKUs a file names (to lock before planning for real). */
export function namedKeys(records: CsvRecord[]): { ids: string[]; skus: string[] } {
  const header = records[0]?.cells.map(columnOf) ?? [];
  const idAt = header.indexOf('id');
  const skuAt = header.indexOf('sku');
  const ids = new Set<string>();
  const skus = new Set<string>();
  for (const r of records.slice(1)) {
    const id = idAt >= 0 ? r.cells[idAt]?.trim().toLowerCase() : undefined;
    if (id && PRODUCT_ID.safeParse(id).success) ids.add(id);
    const sku = skuAt >= 0 ? r.cells[skuAt]?.trim() : undefined;
    if (sku && SKU_PATTERN.test(sku)) skus.add(sku.toLowerCase());
  }
  return { ids: [...ids], skus: [...skus] };
}

const rupeesText = (paise: number) => paiseToRupees(paise).toFixed(2);

/** What the sheet shows of a product, column by column (for the preview's before → after). */
function shown(p: SheetProduct): Record<string, string> {
  return {
    sku: p.sku ?? '',
    title: p.title,
    description: p.description,
    category: p.category,
    subcategory: p.subcategory ?? '',
    price: rupeesText(p.pricePaise),
    sale_price: rupeesText(p.salePricePaise),
    stock: String(p.totalStock),
    hsn: p.hsn,
    youtube_link: p.youtubeLink ?? '',
    ...detailCells(p),
  };
}

const DELIMITERS: [string, string][] = [
  [';', 'semicolons'],
  ['\t', 'tabs'],
  ['|', 'vertical bars'],
];

/** File-wide problems: no header, columns separated by something other than commas, unknown columns. */
function checkHeader(records: CsvRecord[]): { columns: (SheetColumn | null)[]; errors: string[] } {
  const errors: string[] = [];
  const first = records[0];
  if (!first)
    return { columns: [], errors: ['The file is empty: it needs a header row and a row per product.'] };
  if (first.cells.length === 1) {
    const used = DELIMITERS.find(([d]) => first.cells[0]!.includes(d));
    if (used)
      errors.push(
        `The columns are separated by ${used[1]}, not commas. Save the sheet as "CSV (comma delimited)" and upload it again.`,
      );
  }
  const columns = first.cells.map((h) => columnOf(h.replace(/^\uFEFF/, '')));
  const unknown = first.cells.filter((_, i) => columns[i] === null);
  if (!errors.length && unknown.length)
    errors.push(
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `"${u.slice(0, 40)}"`).join(', ')}. The columns are those of the export.`,
    );
  const seen = new Set<SheetColumn>();
  for (const c of columns) {
    if (c && seen.has(c)) errors.push(`The column "${c}" appears twice.`);
    if (c) seen.add(c);
  }
  if (!errors.length && !seen.has('id') && !seen.has('sku') && !seen.has('title'))
    errors.push('The header row has neither "id", "sku" nor "title": is the first row the header?');
  if (records.length - 1 > MAX_IMPORT_ROWS)
    errors.push(
      `The file has ${records.length - 1} rows; at most ${MAX_IMPORT_ROWS} can be imported at once.`,
    );
  return { columns, errors };
}

/** A cell's value as the import reads it, or the reason it cannot be read. */
function readCell(column: SheetColumn, raw: string): { value: string } | { error: string } {
  if (raw.includes('\uFFFD'))
    return { error: `${column}: not valid UTF-8 text. Save the sheet as "CSV UTF-8" and upload it again.` };
  if (raw.includes('\u0000')) return { error: `${column}: holds a NUL character.` };
  // Our export's escape ('=…) reads back as the text itself.
  if (raw.startsWith("'") && looksLikeFormula(raw.slice(1))) return { value: raw.slice(1).trim() };
  const value = raw.trim();
  if (looksLikeFormula(value) && !(NUMBER_COLUMNS.has(column) && /^-\d/.test(value)))
    return {
      error: `${column}: "${value.slice(0, 30)}" is a spreadsheet formula; formulas are not imported (start the text with an apostrophe to keep it as text).`,
    };
  return { value };
}

const money = (s: string) => s.replace(/[₹,\s]/g, '');
const wholeNumber = (s: string) => (/^\d{1,10}$/.test(s) ? Number(s) : NaN);

/**
 * Checks every row of a parsed file against the catalogue as it stands, with the product form's own
 * rules, and says what applying would do: rows to create, rows to update (with the fields that change),
 * rows left as they are, rows with errors and why. Pure: reads `state`, writes nothing.
 */
export function planImport(records: CsvRecord[], state: SheetState): ImportPlan {
  const { columns, errors: fileErrors } = checkHeader(records);
  const rows: ImportRow[] = [];
  const creates: ProductWrite[] = [];
  const updates: ImportPlan['updates'] = [];
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  const seenIds = new Set<string>();
  const seenSkus = new Map<string, string>();

  for (const record of fileErrors.length ? [] : records.slice(1)) {
    const errors: string[] = [];
    const cells = new Map<SheetColumn, string>();
    if (record.unclosedQuote) errors.push('A quote (") opens in this row and is never closed.');
    else if (record.cells.length !== columns.length)
      errors.push(`This row has ${record.cells.length} cells; the header has ${columns.length}.`);
    const unreadable = new Set<string>();
    columns.forEach((column, i) => {
      if (!column) return;
      const read = readCell(column, record.cells[i] ?? '');
      if ('error' in read) {
        errors.push(read.error);
        unreadable.add(column);
      } else cells.set(column, read.value);
    });
    const has = (c: SheetColumn) => cells.has(c);
    const cell = (c: SheetColumn) => cells.get(c) ?? '';

    // Which product: by id, else by SKU, else a new one.
    let current: SheetProduct | undefined;
    const id = cell('id').toLowerCase();
    const sku = cell('sku');
    if (id) {
      if (!PRODUCT_ID.safeParse(id).success) errors.push(`id: "${id.slice(0, 40)}" is not a product id.`);
      else if (!(current = state.byId.get(id))) errors.push('id: no product in the shop has this id.');
      else if (seenIds.has(id)) errors.push('id: this product is already in an earlier row.');
    } else if (sku) current = state.bySku.get(sku.toLowerCase());
    if (sku) {
      const other = state.bySku.get(sku.toLowerCase());
      if (!SKU_PATTERN.test(sku))
        errors.push('sku: letters, digits and . _ / - only, at most 64, starting with a letter or digit.');
      else if (seenSkus.has(sku.toLowerCase())) errors.push(`sku: "${sku}" is already in an earlier row.`);
      else if (other && current && other.id !== current.id)
        errors.push(`sku: "${sku}" already belongs to another product ("${other.title}").`);
      seenSkus.set(sku.toLowerCase(), sku);
    }
    if (current) seenIds.add(current.id);
    const key = current?.id ?? (sku || `new (line ${record.line})`);

    // The product as it would be: the current one with the sheet's cells over it, checked by the form's rules.
    const base = current ? shown(current) : {};
    const pick = (c: SheetColumn) => (has(c) ? cell(c) : ((base as Record<string, string>)[c] ?? ''));
    const stockCell = has('stock') ? cell('stock') : '';
    const shopperPrice = money(cell('shopper_price'));
    const shopperSalePrice = money(cell('shopper_sale_price'));
    const candidate = {
      title: pick('title'),
      description: pick('description'),
      category: pick('category'),
      subcategory: pick('subcategory'),
      // A shopper's figure stands alone unless the row also fills in the base price it must agree with.
      price: shopperPrice && !cell('price') ? undefined : money(pick('price')),
      salePrice: shopperSalePrice && !cell('sale_price') ? undefined : money(pick('sale_price')),
      shopperPrice,
      shopperSalePrice,
      totalStock: current ? String(current.totalStock) : stockCell || '0',
      youtubeLink: pick('youtube_link'),
      images: [],
      ...detailInput((column) => pick(column as SheetColumn)),
    };
    const parsed = productEditSchema.safeParse(candidate);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const column = FIELD_COLUMN[String(issue.path[0])] ?? String(issue.path[0] ?? 'row');
        // A cell that could not be read is reported once, not again as missing.
        if (!unreadable.has(column)) errors.push(`${column}: ${issue.message}`);
      }

    // Category and subcategory by name (as exported).
    const category = state.categories.get(candidate.category.trim().toLowerCase());
    if (candidate.category.trim() && !category)
      errors.push(`category: "${candidate.category}" is not a category of the shop.`);
    const subName = candidate.subcategory.trim();
    const subcategory = subName ? category?.subcategories.get(subName.toLowerCase()) : null;
    if (subName && category && !subcategory)
      errors.push(`subcategory: "${subName}" is not a subcategory of ${category.name}.`);

    const hsn = pick('hsn');
    if (hsn && !HSN_PATTERN.test(hsn)) errors.push('hsn: an HSN code is 4, 6 or 8 digits.');

    // Stock: never over units sold or reserved since the export (the form's rule, catalog/stock-edit).
    let totalStock = current?.totalStock ?? 0;
    if (current && stockCell) {
      const wanted = wholeNumber(stockCell);
      const expectedCell = has('expected_stock') ? cell('expected_stock') : '';
      const expected = expectedCell ? wholeNumber(expectedCell) : NaN;
      if (Number.isNaN(wanted) || wanted > 100_000_000)
        errors.push(`stock: ${CATALOG_MESSAGES.stockInvalid}`);
      else if (expectedCell && Number.isNaN(expected))
        errors.push('expected_stock: the stock figure of the export, a whole number.');
      else if (!expectedCell) {
        if (wanted !== current.totalStock)
          errors.push(
            `stock: to change stock, keep the column expected_stock with the figure exported (now ${current.totalStock}).`,
          );
      } else if (wanted !== expected) {
        // A change of stock: only over the figure the sheet was made from.
        if (expected !== current.totalStock)
          errors.push(`stock: ${CATALOG_MESSAGES.stockChanged(current.totalStock)}`);
        else totalStock = wanted;
      }
    }

    const title = candidate.title.trim() || (current?.title ?? '');
    // Refused by the schema already when they cannot be stored (its issues are in `errors`).
    const prices = parsed.success ? productBasePrices(parsed.data) : null;
    if (
      errors.length ||
      !parsed.success ||
      !prices ||
      'issues' in prices ||
      !category ||
      subcategory === undefined
    ) {
      counts.error++;
      rows.push({ line: record.line, action: 'error', key, title, changes: [], errors });
      continue;
    }
    const p = parsed.data;
    const hsnOwn = !hsn || hsn === state.hsnDefault(category.name) ? null : hsn;
    const write: ProductWrite = {
      sku: sku || current?.sku || null,
      title: p.title,
      description: p.description,
      categoryId: category.id,
      subcategoryId: subcategory?.id ?? null,
      pricePaise: rupeesToPaise(prices.price),
      salePricePaise: rupeesToPaise(prices.salePrice),
      totalStock: current ? totalStock : p.totalStock,
      youtubeLink: p.youtubeLink,
      hsn: current && hsn === current.hsn ? current.hsnOwn : hsnOwn,
      searchText: searchTextOf(p.title, p.description, category.name, subcategory?.name ?? null),
      details: { ...NO_DETAILS, ...detailColumnsOf(p) },
    };
    if (!current) {
      counts.create++;
      creates.push(write);
      rows.push({ line: record.line, action: 'create', key, title: p.title, changes: [], errors: [] });
      continue;
    }
    const before = shown(current);
    const after = shown({
      ...current,
      ...write,
      ...write.details,
      category: category.name,
      subcategory: subcategory?.name ?? null,
      hsnOwn: write.hsn,
      hsn: write.hsn ?? state.hsnDefault(category.name),
    });
    const changes = Object.keys(after)
      .filter((f) => after[f] !== before[f])
      .map((field) => ({ field, before: before[field]!, after: after[field]! }));
    if (!changes.length) {
      counts.unchanged++;
      continue;
    }
    counts.update++;
    updates.push({
      write: { ...write, id: current.id, expectedStock: current.totalStock },
      before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
      after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
    });
    rows.push({ line: record.line, action: 'update', key, title: p.title, changes, errors: [] });
  }
  if (fileErrors.length) counts.error = Math.max(0, records.length - 1);
  return { result: { counts, fileErrors, rows }, creates, updates };
}
