import {
  CATALOG_MESSAGES,
  MESSAGES,
  paiseToRupees,
  priceWithTaxPaise,
  rupeesToPaise,
  SAREE_DETAIL_NAMES,
  type Product,
  type SareeDetails,
  type Subcategory,
} from '@resham/shared';
import { isApiError } from '../../lib/api-error';
import type { CategoryTree } from './api';

/** What the product form holds: text as typed (numbers are coerced by the shared schema on submit). */
export interface ProductFormValues {
  title: string;
  description: string;
  category: string;
  subcategory: string;
  /** What shoppers pay, GST included (issue 35): the server stores the base price under it. */
  shopperPrice: string;
  /** The same for the sale price; 0 when not on sale. */
  shopperSalePrice: string;
  totalStock: string;
  youtubeLink: string;
  images: string[];
  // What the saree is made of (issue 36): '' is not given; yes/no and zari as their select's value.
  fabric: string;
  colour: string;
  weave: string;
  occasion: string[];
  lengthMetres: string;
  blousePiece: '' | 'true' | 'false';
  zari: string;
  care: string;
  silkMark: '' | 'true' | 'false';
}

export const MAX_IMAGES = 10;

export const PRODUCT_FIELDS = [
  'title',
  'description',
  'category',
  'subcategory',
  'shopperPrice',
  'shopperSalePrice',
  'totalStock',
  'youtubeLink',
  'images',
  ...SAREE_DETAIL_NAMES,
] as const satisfies ReadonlyArray<keyof ProductFormValues>;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

export function emptyProductValues(): ProductFormValues {
  return {
    title: '',
    description: '',
    category: '',
    subcategory: '',
    shopperPrice: '',
    shopperSalePrice: '',
    totalStock: '',
    youtubeLink: '',
    images: [],
    fabric: '',
    colour: '',
    weave: '',
    occasion: [],
    lengthMetres: '',
    blousePiece: '',
    zari: '',
    care: '',
    silkMark: '',
  };
}

const yesNoValue = (v: boolean | null | undefined) => (v === true ? 'true' : v === false ? 'false' : '');

export function productToValues(product: Product & Partial<SareeDetails>): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    subcategory: product.subcategory ?? '',
    shopperPrice: String(shopperFigure(product.price)),
    shopperSalePrice: String(shopperFigure(product.salePrice ?? 0)),
    totalStock: String(product.totalStock),
    youtubeLink: product.youtubeLink ?? '',
    images: product.images?.length ? [...product.images] : product.image ? [product.image] : [],
    fabric: product.fabric ?? '',
    colour: product.colour ?? '',
    weave: product.weave ?? '',
    occasion: [...(product.occasion ?? [])],
    lengthMetres: product.lengthMetres == null ? '' : String(product.lengthMetres),
    blousePiece: yesNoValue(product.blousePiece),
    zari: product.zari ?? '',
    care: product.care ?? '',
    silkMark: yesNoValue(product.silkMark),
  };
}

/** A stored base price (rupees) as shoppers see it: with its GST, in rupees; 0 stays 0 (not on sale). */
function shopperFigure(baseRupees: number): number {
  return paiseToRupees(priceWithTaxPaise(rupeesToPaise(baseRupees)));
}

/** Spec §4: only the chosen category's subcategories (the form holds names; the tree links by id). */
export function subcategoriesFor(tree: CategoryTree | undefined, categoryName: string): Subcategory[] {
  if (!tree || !categoryName) return [];
  const wanted = categoryName.trim().toLowerCase();
  const category = tree.categories.find((c) => c.name.toLowerCase() === wanted);
  if (!category) return [];
  return tree.subcategories.filter((s) => s.categoryId === category.id);
}

/** The list with the item at `from` moved to `to` (both clamped); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Appends newly uploaded URLs (skipping duplicates) up to the 10-image limit; reports how many did not fit. */
export function appendImages(
  current: readonly string[],
  added: readonly string[],
  max = MAX_IMAGES,
): { images: string[]; dropped: number } {
  const images = [...current];
  let dropped = 0;
  for (const url of added) {
    if (images.includes(url)) continue;
    if (images.length >= max) dropped += 1;
    else images.push(url);
  }
  return { images, dropped };
}

/** How many more images fit. */
export const roomForImages = (current: readonly string[], max = MAX_IMAGES) =>
  Math.max(0, max - current.length);

/**
 * The stock figure the form loaded (its baseline): sent with every edit as `expectedStock`, so the
 * server refuses (409 with the current figure) to write it over units sold or reserved since.
 */
export function loadedStock(values: ProductFormValues): number {
  const n = Number(values.totalStock);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

export interface StockConflict {
  message: string;
  currentStock: number;
}

/** A 409 from a product edit because the stock changed since the form loaded it: message and current figure. */
export function stockConflictOf(error: unknown): StockConflict | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const current = error.body.currentStock;
  if (typeof current !== 'number' || !Number.isInteger(current) || current < 0) return null;
  return { message: error.message, currentStock: current };
}

export interface StockConflictResolution {
  /** The new baseline: the current figure, so the next save goes through. */
  baseline: number;
  /** What the stock field shows now. */
  stockField: string;
  /** The message beside the stock field. */
  notice: string;
}

/**
 * After a stock conflict. A stock field the admin had not touched (still showing the baseline) takes
 * the current figure; a figure the admin typed is kept, and the notice says what saving will do.
 */
export function resolveStockConflict(
  stockField: string,
  baseline: number,
  conflict: StockConflict,
): StockConflictResolution {
  const typed = stockField.trim();
  const untouched = typed !== '' && Number(typed) === baseline;
  if (untouched) {
    return {
      baseline: conflict.currentStock,
      stockField: String(conflict.currentStock),
      notice: conflict.message,
    };
  }
  return {
    baseline: conflict.currentStock,
    stockField,
    notice: `${conflict.message} ${MESSAGES.adminCatalog.stockKept(typed)}`,
  };
}

/** The toast after saving: "Product added" for a new product, the server's words for an edit. */
export function savedToastTitle(editing: boolean, serverMessage: string | undefined): string {
  if (!editing) return CATALOG_MESSAGES.productAddedToast;
  return serverMessage || CATALOG_MESSAGES.productUpdated;
}
