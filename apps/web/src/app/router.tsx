import { useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './routes';

/** Renders the matched routes; an error anywhere below shows the route error page until the path changes. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
