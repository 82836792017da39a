import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { lazyRoute, type RouteModule } from './lazy-route';
import ShopLayout, { preloadShopFooter, showsFooter } from './layouts/shop/shop-layout';
import { RouteGuard } from './route-guard';

export interface RouteHandle {
  preload: () => Promise<RouteModule>;
  /** The server renders this page: its module exports `page` (app/server-page.ts) beside its component. */
  rendered?: true;
}

/** A route whose element is lazily loaded from its own chunk. */
function lazyPath(path: string, load: () => Promise<RouteModule>, children?: RouteObject[]): RouteObject {
  const { Component, preload } = lazyRoute(load);
  return { path, element: <Component />, handle: { preload } satisfies RouteHandle, children };
}

/** A storefront page the server renders (entry-server.tsx): its module holds its data, head and component. */
function renderedPath(path: string, load: () => Promise<RouteModule>): RouteObject {
  const route = lazyPath(path, load);
  return { ...route, handle: { ...(route.handle as RouteHandle), rendered: true } satisfies RouteHandle };
}

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** Spec §2's route table. Every layout and page is its own chunk; the guard wraps them all. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RouteGuard />,
    children: [
      // The guard redirects '/' by role; this only gives the path a match.
      { index: true, element: null },
      lazyPath('auth', () => import('./layouts/auth-layout'), [
        redirect('/auth/login'),
        lazyPath('login', () => import('../pages/auth/login')),
        lazyPath('register', () => import('../pages/auth/register')),
        lazyPath('forgot-password', () => import('../pages/auth/forgot-password')),
        lazyPath('reset-password', () => import('../pages/auth/reset-password')),
        lazyPath('verify-email', () => import('../pages/auth/verify-email')),
      ]),
      {
        // The shop layout ships in the entry chunk: it is what most visitors see first.
        path: 'shop',
        element: <ShopLayout />,
        children: [
          redirect('/shop/home'),
          renderedPath('home', () => import('../pages/shop/home')),
          renderedPath('listing', () => import('../pages/shop/listing')),
          renderedPath('product/:id', () => import('../pages/shop/product')),
          renderedPath('search', () => import('../pages/shop/search')),
          lazyPath('checkout', () => import('../pages/shop/checkout')),
          lazyPath('account', () => import('../pages/shop/account')),
          lazyPath('paypal-return', () => import('../pages/shop/paypal-return')),
          lazyPath('payment-success', () => import('../pages/shop/payment-success')),
          renderedPath('about-us', () => import('../pages/shop/about-us')),
          renderedPath('terms-conditions', () => import('../pages/shop/terms-conditions')),
          renderedPath('privacy-policy', () => import('../pages/shop/privacy-policy')),
          renderedPath('returns-policy', () => import('../pages/shop/returns-policy')),
          renderedPath('refund-policy', () => import('../pages/shop/refund-policy')),
          renderedPath('shipping-policy', () => import('../pages/shop/shipping-policy')),
          lazyPath('stock-alert', () => import('../pages/shop/stock-alert')),
          lazyPath('order/:token?', () => import('../pages/shop/guest-order')),
        ],
      },
      lazyPath('admin/setup', () => import('../pages/admin/setup')),
      lazyPath('admin', () => import('./layouts/admin/admin-layout'), [
        redirect('/admin/dashboard'),
        lazyPath('dashboard', () => import('../pages/admin/dashboard')),
        lazyPath('products', () => import('../pages/admin/products')),
        lazyPath('orders', () => import('../pages/admin/orders')),
        lazyPath('returns', () => import('../pages/admin/returns')),
        lazyPath('discount-codes', () => import('../pages/admin/discount-codes')),
        lazyPath('features', () => import('../pages/admin/features')),
        lazyPath('import', () => import('../pages/admin/import')),
        lazyPath('activity', () => import('../pages/admin/activity')),
        lazyPath('two-factor', () => import('../pages/admin/two-factor')),
        lazyPath('reports', () => import('../pages/admin/reports')),
      ]),
      lazyPath('unauth-page', () => import('../pages/unauth')),
      lazyPath('*', () => import('../pages/not-found')),
    ],
  },
];

/**
 * Starts downloading the layout and page chunks for `pathname` (used on load, before the session check
 * ends). Settles when they are in (or failed: the route's own loading then retries and reports).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) =>
    (match.route.handle as RouteHandle | undefined)?.preload().catch(() => undefined),
  );
  if (showsFooter(pathname)) loads.push(preloadShopFooter().catch(() => undefined));
  return Promise.all(loads).then(() => undefined);
}
