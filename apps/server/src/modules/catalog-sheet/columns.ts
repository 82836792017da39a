// The catalogue spreadsheet's columns, as exported and as read back by the import.

export const SHEET_COLUMNS = [
  'id',
  'sku',
  'title',
  'description',
  'category',
  'subcategory',
  'price',
  'sale_price',
  'stock',
  'expected_stock',
  'hsn',
  'youtube_link',
  // What the saree is made of (issue 36; detail-cells.ts).
  'fabric',
  'colour',
  'weave',
  'occasion',
  'length_m',
  'blouse_piece',
  'zari',
  'care',
  'silk_mark',
] as const;
/**
 * Read by the import, never written by the export: the prices as shoppers pay them (GST included), for
 * an owner who prices that way, instead of (or agreeing with) price and sale_price (issue 35).
 */
export const SHOPPER_PRICE_COLUMNS = ['shopper_price', 'shopper_sale_price'] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number] | (typeof SHOPPER_PRICE_COLUMNS)[number];
const READ_COLUMNS: readonly string[] = [...SHEET_COLUMNS, ...SHOPPER_PRICE_COLUMNS];

/** Columns whose cells are numbers (a leading minus is a sign there, not a formula). */
export const NUMBER_COLUMNS = new Set<SheetColumn>([
  'price',
  'sale_price',
  'shopper_price',
  'shopper_sale_price',
  'stock',
  'expected_stock',
  'length_m',
]);

/** A header as people type it ('Sale price', 'Product ID', 'YouTube link') → its column, or null. */
export function columnOf(header: string): SheetColumn | null {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (key === 'product_id') return 'id';
  if (key === 'youtube' || key === 'video') return 'youtube_link';
  if (key === 'total_stock') return 'stock';
  if (key === 'color') return 'colour';
  if (key === 'length' || key === 'length_metres') return 'length_m';
  return READ_COLUMNS.includes(key) ? (key as SheetColumn) : null;
}

/** Where the product form's fields show up in the sheet (for the form's own validation messages). */
export const FIELD_COLUMN: Record<string, SheetColumn> = {
  title: 'title',
  description: 'description',
  category: 'category',
  subcategory: 'subcategory',
  price: 'price',
  salePrice: 'sale_price',
  shopperPrice: 'shopper_price',
  shopperSalePrice: 'shopper_sale_price',
  totalStock: 'stock',
  youtubeLink: 'youtube_link',
  expectedStock: 'expected_stock',
  fabric: 'fabric',
  colour: 'colour',
  weave: 'weave',
  occasion: 'occasion',
  lengthMetres: 'length_m',
  blousePiece: 'blouse_piece',
  zari: 'zari',
  care: 'care',
  silkMark: 'silk_mark',
};

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
