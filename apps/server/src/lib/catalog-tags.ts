import { stockState } from '@resham/shared';

/**
 * The tags of cached answers (lib/response-cache.ts), naming what each shows. A rendered storefront
 * page carries the tags of the API answers it was rendered from.
 */
export const TAGS = {
  /** Any list of products: listing, search, the home page's featured products. */
  products: 'products',
  /** One product's own answer (its page). */
  product: (id: string) => `product:${id.toLowerCase()}`,
  /**
   * The stock figure in one product's own answer: cleared by every change of it, and never lent to a
   * page made from that answer (the page shows the state, not the figure).
   */
  stockFigure: (id: string) => `stock:${id.toLowerCase()}`,
  /** Every product's own answer: what a change to many products at once clears. */
  everyProduct: 'product:*',
  categories: 'categories',
  banners: 'banners',
  featured: 'featured',
} as const;

/**
 * What changed in the catalogue, named by the service that changed it, after its transaction
 * committed. A change that shows nowhere (an order, a wishlist save, a code check) is not one.
 */
export type CatalogChange =
  /** A product's fields, price or photos; or it was added or deleted. */
  | { topic: 'product'; id: string }
  /** A product's stock went from `before` to `after` units (sold, reserved, given back, edited). */
  | { topic: 'stock'; id: string; before: number; after: number }
  /** A product's reviews: its rating and review count on its card and page. */
  | { topic: 'reviews'; productId: string }
  /** Categories or subcategories added or deleted (the category tree). */
  | 'categories'
  /** A category or subcategory renamed: the tree, and the name on its products' cards and pages. */
  | 'category names'
  /** Many products at once (a spreadsheet import). */
  | 'products'
  | 'banners'
  | 'featured';

export type StockChange = Extract<CatalogChange, { topic: 'stock' }>;

/**
 * The tags a change clears. A stock change clears the pages and lists only when what the storefront
 * shows of it changes (sold out, or the 'Only N left' figure under the low-stock line; the shared
 * `stockState`): a sale that takes a well-stocked product from 40 to 39 leaves every page in place.
 * Answers carry the figure itself (`totalStock`), and decide differently:
 * - the product's own answer goes with every change of its stock: the owner's product form loads it
 *   and sends the figure back as the stock it expects (a stale one is refused with 409), and it is
 *   one entry;
 * - lists keep an older figure inside the same shown state, for the cache's lifetime at most:
 *   clearing them on every sale would empty every list of the shop with each order, and nothing
 *   shows or decides on a list's figure (the web app shows the state; the cart, checkout and the
 *   stock edit read the figure live).
 */
export function tagsOf(change: CatalogChange): string[] {
  if (typeof change === 'string') {
    switch (change) {
      case 'categories':
        return [TAGS.categories];
      case 'category names':
        return [TAGS.categories, TAGS.products, TAGS.everyProduct];
      case 'products':
        return [TAGS.products, TAGS.everyProduct];
      case 'banners':
        return [TAGS.banners];
      case 'featured':
        return [TAGS.featured];
    }
  }
  switch (change.topic) {
    case 'product':
      return [TAGS.products, TAGS.product(change.id)];
    case 'reviews':
      return [TAGS.products, TAGS.product(change.productId)];
    case 'stock':
      return shownStockChanged(change.before, change.after)
        ? [TAGS.products, TAGS.product(change.id), TAGS.stockFigure(change.id)]
        : [TAGS.stockFigure(change.id)];
  }
}

/** Whether the storefront shows `before` and `after` units of stock differently. */
export function shownStockChanged(before: number, after: number): boolean {
  return JSON.stringify(stockState(before)) !== JSON.stringify(stockState(after));
}

/**
 * The tags of several changes, each once. Stock changes of one product, in the order they were made,
 * count as one from the first figure to the last: an order that gives back a superseded order's units
 * and takes them again changes nothing shown.
 */
export function tagsOfAll(changes: readonly CatalogChange[]): string[] {
  const stock = new Map<string, StockChange>();
  const others: CatalogChange[] = [];
  for (const change of changes) {
    if (typeof change === 'string' || change.topic !== 'stock') others.push(change);
    else {
      const earlier = stock.get(change.id);
      stock.set(change.id, earlier ? { ...earlier, after: change.after } : change);
    }
  }
  return [...new Set([...others, ...stock.values()].flatMap(tagsOf))];
}
