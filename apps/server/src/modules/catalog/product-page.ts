import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  GALLERY_IMAGE_SIZES,
  mediaAt,
  paiseToRupees,
  priceWithTaxPaise,
  productUnitPricePaise,
  type Product,
} from '@resham/shared';
import { pagePreloadRoutes } from './page-preloads';
import { escapeHtml, imagePreload, safeJson } from './page-html';
import { productDataBlock, productPageShell } from './product-page-shell';
import type { ProductService } from './product-service';

/** The page's own description tags, however the build formats them (attributes in any order, on several lines). */
const META_DESCRIPTION = /<meta\s+(?:[^>]*?\s)?name=["']?description["']?(?:\s[^>]*)?\/?>\s*/gi;

/**
 * The product's <head> tags. `origin` is PUBLIC_URL's origin, or undefined: the request's Host is never
 * trusted (anyone can send any Host, and a cache in front would keep the forged page), so without
 * PUBLIC_URL there is no canonical or og:url, no og:image (Open Graph wants an absolute URL), and
 * JSON-LD uses paths relative to the page.
 */
function productHead(product: Product, origin: string | undefined, storeName: string): string {
  const base = origin ?? '';
  const url = `${base}/shop/product/${product._id}`;
  const image = origin && product.images[0] ? `${origin}${mediaAt(product.images[0], 800)}` : '';
  const description =
    product.description.length > 200 ? `${product.description.slice(0, 197)}…` : product.description;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: product.images.map((i) => `${base}${mediaAt(i, 1600)}`),
    category: product.category,
    url,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      // What the shopper pays a unit, tax included, as the listing shows it.
      price: paiseToRupees(priceWithTaxPaise(productUnitPricePaise(product))).toFixed(2),
      availability: product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageReview,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
  const title = `${product.title} | ${storeName}`;
  // The gallery's first image is the page's largest: fetched with the HTML, not after the app's code
  // and the product call (same srcset and sizes as the gallery's <img>, so it is the same file).
  const first = product.images[0];
  const preload = first ? imagePreload(first, GALLERY_IMAGE_SIZES) : '';
  return [
    preload,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    origin ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    `<meta property="og:type" content="product">`,
    `<meta property="og:site_name" content="${escapeHtml(storeName)}">`,
    `<meta property="og:title" content="${escapeHtml(product.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    origin ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    `<script type="application/ld+json">${safeJson(jsonLd)}</script>`,
    productDataBlock(product),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The shareable product URL: the same React app, with the product's title, description and image in
 * <title>, Open Graph tags and JSON-LD, so a link shared on WhatsApp shows a preview.
 */
export async function productPageRoute(
  app: FastifyInstance,
  opts: {
    products: ProductService;
    indexHtml: string;
    sendIndex: (reply: FastifyReply, html?: string) => FastifyReply;
    publicOrigin: string | undefined;
    storeName: string;
  },
) {
  pagePreloadRoutes(app, opts);
  app.get<{ Params: { id: string } }>('/shop/product/:id', async (req, reply) => {
    let product: Product;
    try {
      product = await opts.products.get(req.params.id);
    } catch {
      return opts.sendIndex(reply);
    }
    const head = productHead(product, opts.publicOrigin, opts.storeName);
    // Function replacements: a replacement *string* would expand `$'`, `` $` `` or `$&` in a product's
    // title or description into copies of the page.
    const html = opts.indexHtml
      .replace(/<title>[\s\S]*?<\/title>/i, () => '')
      .replace(META_DESCRIPTION, () => '')
      .replace(/<\/head>/i, () => `    ${head}\n  </head>`)
      // The page's top, painted before the app's code runs (the app replaces it with the same page).
      .replace(/<div id="root">/i, () => `<div id="root">${productPageShell(product)}`);
    return opts.sendIndex(reply, html);
  });
}
