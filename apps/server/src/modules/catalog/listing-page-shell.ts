import {
  LIMITS,
  LISTING_DATA_ID,
  productListPageResponseSchema,
  SORT_OPTIONS,
  STOREFRONT_MESSAGES,
  TWO_UP_IMAGE_SIZES,
  type Product,
} from '@resham/shared';
import type { PaintedPage } from './page-preloads';
import { dataBlock, escapeHtml, imagePreload, leadImage } from './page-html';

// The plain listing's top as the web app draws it (pages/shop/listing.tsx; the first card's image box
// from features/catalog/components/product-card.tsx, image-carousel.tsx, carousel-parts.ts and
// slide-image.tsx): the title row with the count and the sort, so the grid starts where the app's
// does, and the first card's image, the page's largest paint. Class lists are copied from there, so
// the stylesheet has them and the first render lands on the same boxes.
//
// Only the first card's image is painted, not whole cards: a card is a carousel, badges by stock and
// sale, the price with tax and the add-to-cart stand-in, each with its own rules in the app; a second
// copy of them here would drift. The rest of the first card grows below its image and the other cards
// come beside and below it, so nothing painted here moves when the app's page replaces it.

const PAGE = 'mx-auto w-full max-w-7xl px-4 py-8 md:px-8 md:py-12';
const COLUMNS = 'grid gap-8 md:grid-cols-[14rem_1fr] lg:grid-cols-[16rem_1fr] lg:gap-12';
const TITLE_ROW = 'flex flex-wrap items-end justify-between gap-4 border-b border-gold-500/30 pb-5';
const FILTERS_BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0 border border-maroon-800 text-maroon-800 bg-transparent hover:bg-maroon-50 h-10 px-4 text-sm md:hidden';
const SELECT =
  'h-10 min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-2 text-sm text-ink focus-visible:border-maroon-700';
/** LISTING_COLUMNS of product-card-skeleton.tsx. */
const GRID = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-6 lg:grid-cols-3';
const CARD =
  'group relative flex w-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition-shadow duration-300 focus-within:shadow-lg hover:shadow-lg';
const FRAME = 'relative aspect-3/4 overflow-hidden bg-stone-100';
const TRACK = 'flex h-full transition-transform duration-700 motion-reduce:transition-none';
const SLIDE = 'h-full w-full shrink-0';
const PICTURE = 'size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]';

/** The first card's image box, as the card shows it before its carousel wakes (an eager, first card). */
function firstCardImage(product: Product): string {
  const [src] = product.images;
  const img = src ? leadImage(src, TWO_UP_IMAGE_SIZES, product.title, PICTURE) : '';
  return `<li class="flex"><article class="${CARD}"><div class="relative"><div role="group" aria-label="${escapeHtml(`Images of ${product.title}`)}" class="${FRAME}"><div class="${TRACK}"><div class="${SLIDE}">${img}</div></div></div></div></article></li>`;
}

const sortOptions = SORT_OPTIONS.map(
  (o) =>
    `<option value="${o.id}"${o.id === LIMITS.defaultSort ? ' selected' : ''}>${escapeHtml(o.label)}</option>`,
).join('');

/**
 * /shop/listing (nothing in its address) painted from its first page's answer (JSON text), or null
 * when it has no products (the app shows its own empty state). Everything is escaped.
 */
export function paintListingPage(answer: string): PaintedPage | null {
  const page = productListPageResponseSchema.parse(JSON.parse(answer));
  const first = page.data[0];
  if (!first) return null;
  const image = first.images[0];
  return {
    head: [image ? imagePreload(image, TWO_UP_IMAGE_SIZES) : '', dataBlock(LISTING_DATA_ID, page)]
      .filter(Boolean)
      .join('\n    '),
    root: [
      '<div class="flex min-h-screen flex-col"><div class="flex-1 pt-16">',
      `<div class="${PAGE}"><div class="${COLUMNS}"><aside aria-label="Filters" class="hidden md:block"></aside>`,
      '<section aria-labelledby="listing-title" class="grid min-w-0 content-start gap-6">',
      `<div class="${TITLE_ROW}"><div>`,
      '<h1 id="listing-title" class="text-3xl font-semibold text-maroon-900 md:text-4xl">All Products</h1>',
      `<p class="mt-1 text-sm text-muted"><span>${escapeHtml(STOREFRONT_MESSAGES.productCount(page.total))}</span></p></div>`,
      '<div class="flex w-full items-center gap-3 sm:w-80">',
      `<button type="button" class="${FILTERS_BUTTON}">Filters</button>`,
      '<label for="sort-by" class="ml-auto text-sm font-medium whitespace-nowrap text-ink">Sort by</label>',
      `<select id="sort-by" class="${SELECT}">${sortOptions}</select></div></div>`,
      `<div><h2 class="sr-only">Products</h2><ul class="${GRID}">${firstCardImage(first)}</ul></div>`,
      '</section></div></div></div></div>',
    ].join(''),
  };
}
