import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useFollowShopLinks } from '../../../components/ui/shop-link';
import { PendingWish } from '../../../features/wishes/components/pending-wish';
import { lazyRoute } from '../../lazy-route';
import { ScrollToTop } from './scroll-to-top';
import { ShopHeader } from './shop-header';
import { FOOTER_PATHS } from './shop-links';

// Below the fold, and on seven pages only (not the listing): its own chunk, fetched with those pages
// (preloadRoute starts it with the page's chunk, so that it shows with the page, not after it).
const footer = lazyRoute(() => import('./shop-footer').then((m) => ({ default: m.ShopFooter })));
const ShopFooter = footer.Component;
export const preloadShopFooter = footer.preload;

export const showsFooter = (pathname: string) => FOOTER_PATHS.has(pathname.replace(/\/+$/, '').toLowerCase());

export default function ShopLayout() {
  const { pathname } = useLocation();
  const showFooter = showsFooter(pathname);
  useFollowShopLinks();
  return (
    <div className="flex min-h-screen flex-col">
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
      {showFooter ? (
        <Suspense fallback={null}>
          <ShopFooter />
        </Suspense>
      ) : null}
      <ScrollToTop />
      <PendingWish />
    </div>
  );
}
