import { renderMatches, useLocation } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeMatcher } from './route-matching';
import { routes } from './routes';

/** The table's matches for a path: the whole table matched once per path shape (see routeMatcher). */
export const matchesFor = routeMatcher(routes);

/** Renders the matched routes; an error anywhere below shows the route error page until the path changes. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // As useRoutes(routes) renders them (the table is the app's root: no parent route's path or params).
  const element = renderMatches(matchesFor(pathname));
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
