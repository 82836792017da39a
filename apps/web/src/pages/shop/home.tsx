import { lazy, Suspense, useState } from 'react';
import { STOREFRONT_MESSAGES, type Product } from '@resham/shared';
import { queryClient } from '../../app/query-client';
import { MountWhenNear } from '../../components/ui/mount-when-near';
import { useSession } from '../../lib/session';
import {
  bannersQuery,
  featuredProductsQuery,
  useBanners,
  useFeaturedProducts,
} from '../../features/catalog/api/home';
import { BannerSlider } from '../../features/catalog/components/banner-slider';
import { CollectionTiles } from '../../features/catalog/components/collection-tiles';
import { ProductGridSkeleton } from '../../features/catalog/components/product-card-skeleton';
import { preloadProductDialog, ProductQuickView } from '../../features/catalog/components/product-quick-view';
import { SectionHeading } from '../../features/catalog/components/section-heading';
import { useCardControls } from './card-controls';
import { withConfig, type ServerPage } from '../../app/server-page';

// Below-the-fold and signed-in-only parts load when needed: the featured grid (cards, carousels) and the
// reviews carousel (Embla) when scrolled near, a product's reviews with its dialog, the cart bar for
// signed-in shoppers (a guest has no cart).
const ProductGrid = lazy(() =>
  import('../../features/catalog/components/product-grid').then((m) => ({ default: m.ProductGrid })),
);
const ReviewsSection = lazy(() =>
  import('../../features/reviews/components/reviews-section').then((m) => ({ default: m.ReviewsSection })),
);
const ProductReviews = lazy(() =>
  import('../../features/reviews/components/product-reviews').then((m) => ({ default: m.ProductReviews })),
);
const MobileCartBar = lazy(() =>
  import('../../features/cart/components/mobile-cart-bar').then((m) => ({ default: m.MobileCartBar })),
);

// This chunk is fetched with the first paint of /shop/home (or when a link to it is pointed at):
// ask for the banners and featured products now, alongside the session check.
if (typeof window !== 'undefined') {
  void queryClient.prefetchQuery(bannersQuery);
  void queryClient.prefetchQuery(featuredProductsQuery);
}

const renderReviews = (product: Product) => <ProductReviews productId={product._id} />;
const featuredSkeleton = <ProductGridSkeleton count={4} />;

export default function HomePage() {
  const { renderAction, renderWish } = useCardControls();
  const { user } = useSession();
  const { banners, isLoading: bannersLoading } = useBanners();
  const { products, isLoading } = useFeaturedProducts();
  const [selected, setSelected] = useState<Product | null>(null);

  return (
    <>
      <h1 className="sr-only">Resham Silks: handwoven silk sarees from our boutique in Coimbatore</h1>
      <BannerSlider banners={banners} isLoading={bannersLoading} />

      <section
        aria-labelledby="collections-heading"
        className="mx-auto max-w-7xl px-4 py-14 md:px-8 md:py-20"
      >
        <SectionHeading
          id="collections-heading"
          eyebrow="Woven across India"
          title="Our Collections"
          lead="From temple-bordered Kanchipuram silks to hand-painted Kalamkari, each weave chosen at the loom."
        />
        <CollectionTiles />
      </section>

      <section aria-labelledby="featured-heading" className="border-y border-gold-500/20 bg-maroon-50/60">
        <div className="mx-auto max-w-7xl px-4 py-14 md:px-8 md:py-20">
          <SectionHeading
            id="featured-heading"
            eyebrow="Fresh from the loom"
            title={STOREFRONT_MESSAGES.featuredProducts}
          />
          <MountWhenNear placeholder={featuredSkeleton} withoutScript>
            <Suspense fallback={featuredSkeleton}>
              <ProductGrid
                label={STOREFRONT_MESSAGES.featuredProducts}
                products={products}
                isLoading={isLoading}
                renderAction={renderAction}
                renderCorner={renderWish}
                onOpen={setSelected}
                onIntent={preloadProductDialog}
                empty={
                  <p className="text-center text-muted">
                    New arrivals are on their way. Please visit again soon.
                  </p>
                }
              />
            </Suspense>
          </MountWhenNear>
        </div>
      </section>

      <MountWhenNear>
        <Suspense fallback={null}>
          <ReviewsSection />
        </Suspense>
      </MountWhenNear>
      {user ? (
        <Suspense fallback={null}>
          <MobileCartBar />
        </Suspense>
      ) : null}
      <ProductQuickView
        product={selected}
        onClose={() => setSelected(null)}
        renderAction={renderAction}
        renderReviews={renderReviews}
      />
    </>
  );
}

/** On the server: the banners and the featured products. */
export const page: ServerPage = {
  key: () => 'home',
  load: (client) =>
    withConfig(client, client.prefetchQuery(bannersQuery), client.prefetchQuery(featuredProductsQuery)),
};
