import { CATALOG_MESSAGES, productInputSchema } from '@resham/shared';
import type { ProductField, ProductFormValues } from './product-form-logic';

/** One reason the product form cannot be submitted yet, in words the owner acts on. */
export interface SubmitBlocker {
  /** The field to fix, or 'uploading' while images are still being uploaded. */
  field: ProductField | 'uploading';
  /** A short imperative: "fix the YouTube link", "add at least one image". */
  action: string;
}

/** In the order the form shows the fields, so the summary reads top to bottom. */
const ORDER: readonly ProductField[] = [
  'images',
  'title',
  'description',
  'category',
  'shopperPrice',
  'shopperSalePrice',
  'totalStock',
  'youtubeLink',
];

const MISSING: Partial<Record<ProductField, string>> = {
  images: 'add at least one image',
  title: 'add a title',
  description: 'add a description',
  category: 'choose a category',
  shopperPrice: 'enter what shoppers pay',
  shopperSalePrice: 'enter what shoppers pay on sale (0 when not on sale)',
  totalStock: 'enter the total stock',
};

const INVALID: Partial<Record<ProductField, string>> = {
  images: 'fix the images',
  title: 'shorten the title',
  description: 'shorten the description',
  category: 'choose a category',
  shopperPrice: 'fix the price',
  shopperSalePrice: 'fix the sale price',
  totalStock: 'fix the total stock',
  youtubeLink: 'fix the YouTube link',
};

/** The schema names the base price when neither figure is given; the form has the shopper's fields. */
const FORM_FIELD: Record<string, ProductField> = { price: 'shopperPrice', salePrice: 'shopperSalePrice' };

const blank = (value: unknown) =>
  Array.isArray(value) ? value.length === 0 : String(value ?? '').trim() === '';

/**
 * Why "Add Product" / "Save Changes" is disabled, field by field, checked by the same shared schema the
 * server uses: empty required fields (spec §5: all but averageReview, subcategory and youtubeLink) first
 * say what to fill in, invalid ones what to fix. Empty when the form can be sent.
 */
export function submitBlockers(values: Partial<ProductFormValues>, uploading = false): SubmitBlocker[] {
  const invalid = new Set<ProductField>();
  const parsed = productInputSchema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const head = FORM_FIELD[String(issue.path[0])] ?? issue.path[0];
      if (typeof head === 'string' && ORDER.includes(head as ProductField)) invalid.add(head as ProductField);
    }
  // "Sale price must be below the price" says nothing while the price itself is wrong.
  if (
    invalid.has('shopperPrice') &&
    parsed.error?.issues.every(
      (i) => i.path[0] !== 'shopperSalePrice' || i.message === CATALOG_MESSAGES.salePriceTooHigh,
    )
  )
    invalid.delete('shopperSalePrice');
  const blockers: SubmitBlocker[] = [];
  for (const field of ORDER) {
    const missing = field in MISSING && blank(values[field]);
    if (missing) blockers.push({ field, action: MISSING[field]! });
    else if (invalid.has(field)) blockers.push({ field, action: INVALID[field]! });
  }
  if (uploading) blockers.push({ field: 'uploading', action: 'wait for the images to finish uploading' });
  return blockers;
}

/** One sentence for beside the button: "Fix the YouTube link to add this product." */
export function blockerSummary(blockers: readonly SubmitBlocker[], editing: boolean): string {
  if (blockers.length === 0) return '';
  const goal = editing ? 'save your changes' : 'add this product';
  const actions = blockers.map((b) => b.action);
  const list =
    actions.length === 1
      ? actions[0]!
      : `${actions.slice(0, -1).join(', ')} and ${actions[actions.length - 1]}`;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} to ${goal}.`;
}
