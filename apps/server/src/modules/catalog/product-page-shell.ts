import {
  discountPercent,
  formatPaise,
  GALLERY_IMAGE_SIZES,
  isOnSale,
  mediaAt,
  priceWithTaxPaise,
  PRODUCT_DATA_ID,
  productSchema,
  rupeesToPaise,
  type Product,
} from '@resham/shared';
import { dataBlock, escapeHtml, leadImage } from './page-html';

/** The product as the API's GET /api/shop/products/get/:id sends it (the public schema, nothing more). */
export function productDataBlock(product: Product): string {
  return dataBlock(PRODUCT_DATA_ID, productSchema.parse(product));
}

const withTax = (rupees: number) => formatPaise(priceWithTaxPaise(rupeesToPaise(rupees)));

// The class lists below are copied from the web app's product page (pages/shop/product.tsx,
// features/catalog/components/product-details.tsx, product-gallery.tsx, price-tag.tsx) so the
// stylesheet already has them and the app's first render lands on the same boxes.
const crumb = 'rounded-sm hover:text-maroon-800 hover:underline underline-offset-4';
const ghostSmall =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0 text-maroon-900 hover:bg-maroon-100 h-8 px-3 text-sm';
const arrowLeft =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path></svg>';

function gallery(product: Product): string {
  const [first] = product.images;
  const hero = first ? leadImage(first, GALLERY_IMAGE_SIZES, product.title, 'size-full object-cover') : '';
  const thumbs =
    product.images.length > 1
      ? `<div class="flex flex-wrap gap-2">${product.images
          .map(
            (src, i) =>
              `<span class="w-14 overflow-hidden rounded-md border-2 transition ${i ? 'border-transparent opacity-70' : 'border-maroon-700'}"><img src="${escapeHtml(mediaAt(src, 400))}" width="60" height="80" alt="" loading="lazy" decoding="async" class="aspect-3/4 w-full object-cover"></span>`,
          )
          .join('')}</div>`
      : '';
  return `<div class="grid gap-3"><div class="relative aspect-3/4 overflow-hidden rounded-lg bg-stone-100"><div class="absolute inset-0 opacity-100">${hero}</div></div>${thumbs}</div>`;
}

function price(product: Product): string {
  const current = withTax(isOnSale(product) ? product.salePrice! : product.price);
  const sale = isOnSale(product)
    ? `<s class="text-muted"><span class="sr-only">was </span>${escapeHtml(withTax(product.price))}</s><span class="font-semibold text-green-800">${discountPercent(product)}% off</span>`
    : '';
  return `<div><p class="flex flex-wrap items-baseline gap-x-2 text-lg"><span class="font-semibold text-maroon-800 text-3xl">${escapeHtml(current)}</span>${sale}</p><p class="text-xs text-muted">Inclusive of all taxes</p></div>`;
}

/**
 * The top of the product page as plain HTML, inside #root: the browser paints the gallery's first
 * image and the title with the HTML and the stylesheet, before the app's code has run. The app's
 * first render replaces it with the same page (see apps/web/src/main.tsx). Everything is escaped.
 */
export function productPageShell(product: Product): string {
  const category = escapeHtml(product.category);
  const collection = `/shop/listing?category=${product.category.split(' ').map(encodeURIComponent).join('+')}`;
  const sub = product.subcategory
    ? `<span class="text-muted"> · ${escapeHtml(product.subcategory)}</span>`
    : '';
  return [
    '<div class="flex min-h-screen flex-col"><main class="flex-1 pt-16">',
    '<div class="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:px-8 md:py-10">',
    '<div class="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">',
    '<nav aria-label="Breadcrumb"><ol class="flex flex-wrap items-center gap-2">',
    `<li><a href="/shop/home" class="${crumb}">Home</a></li><li aria-hidden="true">/</li>`,
    `<li><a href="/shop/listing" class="${crumb}">Products</a></li><li aria-hidden="true">/</li>`,
    `<li><a href="${escapeHtml(collection)}" class="${crumb}">${category}</a></li></ol></nav>`,
    `<a href="/shop/listing" class="${ghostSmall}">${arrowLeft}Back to products</a></div>`,
    '<div class="rounded-xl border border-gold-500/30 bg-white p-5 shadow-sm md:p-10"><div class="grid gap-8">',
    '<div class="grid gap-8 md:grid-cols-2 md:gap-10">',
    gallery(product),
    '<div class="grid content-start gap-5"><div class="grid gap-2">',
    `<p class="text-xs font-semibold tracking-[0.18em] text-gold-700 uppercase">${category}${sub}</p>`,
    `<h1 class="font-serif text-2xl leading-tight font-semibold text-maroon-900 md:text-3xl">${escapeHtml(product.title)}</h1>`,
    '</div>',
    price(product),
    '</div></div></div></div></div></main></div>',
  ].join('');
}
