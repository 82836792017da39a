import {
  mediaAt,
  paiseToRupees,
  priceWithTaxPaise,
  productUnitPricePaise,
  type Product,
} from '@resham/shared';
import { safeJson } from '../../../lib/safe-json';

const DESCRIPTION_LENGTH = 200;

/** A product page's title, in the server's HTML and in the browser's after an in-app visit. */
export const productTitle = (product: Pick<Product, 'title'>, storeName: string) =>
  `${product.title} | ${storeName}`;

/**
 * A product page's <head> tags: title, description, Open Graph and JSON-LD, so a shared link shows a
 * preview. `origin` is PUBLIC_URL's origin, or undefined: the request's Host is never trusted (anyone
 * can send any Host, and the page cache would keep the forged page), so without PUBLIC_URL there is no
 * canonical or og:url, no og:image (Open Graph wants an absolute URL), and JSON-LD uses paths relative
 * to the page.
 */
export function ProductHead({
  product,
  origin,
  storeName,
}: {
  product: Product;
  origin: string | undefined;
  storeName: string;
}) {
  const base = origin ?? '';
  const url = `${base}/shop/product/${product._id}`;
  const image = origin && product.images[0] ? `${origin}${mediaAt(product.images[0], 800)}` : undefined;
  const description =
    product.description.length > DESCRIPTION_LENGTH
      ? `${product.description.slice(0, DESCRIPTION_LENGTH - 3)}…`
      : product.description;
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
  return (
    <>
      <title>{productTitle(product, storeName)}</title>
      <meta name="description" content={description} />
      {origin ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content="product" />
      <meta property="og:site_name" content={storeName} />
      <meta property="og:title" content={product.title} />
      <meta property="og:description" content={description} />
      {origin ? <meta property="og:url" content={url} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} />
    </>
  );
}
