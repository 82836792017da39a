import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useFollowShopLinks } from '../../../components/ui/shop-link';
import { AddToCartForm } from '../../../features/cart/components/add-to-cart-form';
import { GuestWishesJoin } from '../../../features/wishes/components/guest-wishes-join';
import { lazyRoute } from '../../lazy-route';
import { ScrollToTop } from './scroll-to-top';
import { ShopHeader } from './shop-header';

// Below the fold on every storefront page: its own chunk, kept out of the first download's budget
// (preloadRoute starts it with the page's chunk, so that it shows with the page, not after it).
const footer = lazyRoute(() => import('./shop-footer').then((m) => ({ default: m.ShopFooter })));
const ShopFooter = footer.Component;
export const preloadShopFooter = footer.preload;

/** Every storefront page has the footer (issue 35; the spec had it on seven). */
export const showsFooter = (pathname: string) => /^\/shop(\/|$)/i.test(pathname);

export default function ShopLayout() {
  useFollowShopLinks();
  return (
    // The page ends above the mobile cart bar (its height, published while it shows; 0 above 768 px),
    // so the footer's last line is never under it.
    <div className="flex min-h-screen flex-col pb-[var(--cart-bar-h,0px)]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 text-maroon-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ShopHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <ShopFooter />
      </Suspense>
      <ScrollToTop />
      <GuestWishesJoin />
      <AddToCartForm />
    </div>
  );
}
