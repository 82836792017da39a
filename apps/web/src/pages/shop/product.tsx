import { lazy, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { MESSAGES } from '@resham/shared';
import { PaisleyMark } from '../../components/brand/paisley-mark';
import { buttonClasses } from '../../components/ui/button-classes';
import { Skeleton } from '../../components/ui/skeleton';
import { AddToCartSlot } from '../../features/cart/components/add-to-cart-slot';
import { productQuery, useProduct } from '../../features/catalog/api/product';
import { ProductHead, productTitle } from '../../features/catalog/components/product-head';
import { isApiError } from '../../lib/api-error';
import { storeNameIn, withConfig, type ServerPage } from '../../app/server-page';
import { ProductDetails } from '../../features/catalog/components/product-details';
import { SimilarProducts } from '../../features/catalog/components/similar-products';
import { DeliveryCheck } from '../../features/delivery/components/delivery-check';
import { useStoreConfig } from '../../features/store-config/api';
import { AskOnWhatsApp } from '../../features/store-config/components/whatsapp';
import { BackInStock } from '../../features/wishes/components/back-in-stock';
import { WishHeart } from '../../features/wishes/components/wish-heart';
import { collectionHref } from '../../lib/collections';
import { useSession } from '../../lib/session';

// The reviews (with their form) load after the page; the add-to-cart control when a guest points at it.
const ProductReviews = lazy(() =>
  import('../../features/reviews/components/product-reviews').then((m) => ({ default: m.ProductReviews })),
);

const crumb = 'rounded-sm hover:text-maroon-800 hover:underline underline-offset-4';

/** The shareable product page, /shop/product/{id}: the same details as the dialog, as a page. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const { product, isLoading, notFound } = useProduct(id);
  const storeName = useStoreConfig()?.storeName || 'Resham';
  const { user } = useSession();

  // The server puts the product's title in the first HTML; keep it right on in-app visits too.
  useEffect(() => {
    if (!product) return;
    const previous = document.title;
    document.title = productTitle(product, storeName);
    return () => {
      document.title = previous;
    };
  }, [product, storeName]);

  if (isLoading) {
    return (
      <div
        role="status"
        aria-busy="true"
        className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2 md:px-8"
      >
        <span className="sr-only">Loading…</span>
        <Skeleton className="aspect-3/4" />
        <div className="grid content-start gap-4">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-32 w-full" />
        </div>
      </div>
    );
  }

  if (!product) {
    return (
      <div className="mx-auto grid max-w-xl justify-items-center gap-5 px-4 py-20 text-center">
        <PaisleyMark className="h-16 w-13 text-gold-500" />
        <h1 className="text-3xl font-semibold text-maroon-900">
          {notFound ? MESSAGES.pages.notFound : 'We could not load this product.'}
        </h1>
        <p className="text-muted">
          {notFound
            ? 'This product is no longer in our collection, or the link is incomplete.'
            : 'Please check your connection and try again.'}
        </p>
        <Link to="/shop/listing" className={buttonClasses('primary', 'lg')}>
          Browse all products
        </Link>
      </div>
    );
  }

  return (
    // On a phone the title, price and Add to cart are on the first screen (issue 25): little chrome
    // above the card, and a square gallery without thumbnails (ProductDetails).
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-4 md:gap-6 md:px-8 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to="/shop/home" className={crumb}>
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to="/shop/listing" className={crumb}>
                Products
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={collectionHref(product.category)} className={crumb}>
                {product.category}
              </Link>
            </li>
          </ol>
        </nav>
        <Link to="/shop/listing" className={buttonClasses('ghost', 'sm', 'max-sm:hidden')}>
          <ArrowLeft aria-hidden="true" />
          Back to products
        </Link>
      </div>
      <div className="rounded-xl border border-gold-500/30 bg-white p-4 shadow-sm md:p-10">
        <ProductDetails
          product={product}
          eager
          action={<AddToCartSlot product={product} signedIn={user !== null} />}
          beside={<WishHeart productId={product._id} title={product.title} className="size-12 shrink-0" />}
          footer={
            <div className="grid justify-items-start gap-3 empty:hidden">
              {product.totalStock <= 0 ? <BackInStock productId={product._id} /> : <DeliveryCheck />}
              <AskOnWhatsApp title={product.title} path={`/shop/product/${product._id}`} />
            </div>
          }
          similar={<SimilarProducts productId={product._id} />}
          reviews={<ProductReviews productId={product._id} />}
        />
      </div>
    </div>
  );
}

/** On the server: the product, or 404 when there is none with that id; its title and sharing tags. */
export const page: ServerPage = {
  key: ({ id }) => (id ? `product ${id}` : null),
  load: async (client, { id = '' }) => {
    await withConfig(client, client.prefetchQuery(productQuery(id)));
    const error = client.getQueryState(productQuery(id).queryKey)?.error;
    return isApiError(error) && (error.status === 404 || error.status === 400) ? 404 : 200;
  },
  head: (client, { id = '' }, { origin }) => {
    const product = client.getQueryData(productQuery(id).queryKey);
    return product ? <ProductHead product={product} origin={origin} storeName={storeNameIn(client)} /> : null;
  },
};
