import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { AppSkeleton } from './app-skeleton';
import { guardRedirect } from './guard-rules';
import { ScrollManager } from './scroll-manager';

/** Root route element: waits for the session check (skeleton), then applies the §4 redirects. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();

  if (isLoading) return <AppSkeleton />;
  const target = guardRedirect(pathname, user);
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return (
    <Suspense fallback={<AppSkeleton />}>
      <Outlet />
      <ScrollManager />
    </Suspense>
  );
}
