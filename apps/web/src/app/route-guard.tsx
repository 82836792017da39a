import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { serverRendered } from '../lib/hydration';
import { useSession } from '../lib/session';
import { AppSkeleton } from './app-skeleton';
import { guardRedirect } from './guard-rules';
import { ScrollManager } from './scroll-manager';

/** Root route element: waits for the session check (skeleton), then applies the §4 redirects. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();

  // A storefront page the server rendered stays on screen while the check runs (a guest may see it; an
  // admin is sent on once the check ends).
  if (isLoading && !(serverRendered.page && guardRedirect(pathname, null) === null)) return <AppSkeleton />;
  const target = guardRedirect(pathname, user);
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return (
    <Suspense fallback={<AppSkeleton />}>
      <Outlet />
      <ScrollManager />
    </Suspense>
  );
}
