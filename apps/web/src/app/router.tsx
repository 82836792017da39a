import { matchRoutes, renderMatches, useLocation, type RouteMatch } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './routes';

/** Paths whose matches are kept: every listing, search and static page, and the most recent products. */
const KEPT_PATHS = 1_000;
const kept = new Map<string, RouteMatch[] | null>();

/**
 * The route table's matches for a path (React Router's matchRoutes, which compiles the whole table on
 * every call: a tenth of a page's server render), kept for the paths asked for most recently
 * (decision 0003). The table never changes, so a kept match is never stale.
 */
export function matchesFor(pathname: string): RouteMatch[] | null {
  let matches = kept.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routes, pathname);
    if (kept.size >= KEPT_PATHS) kept.delete(kept.keys().next().value!);
  } else {
    kept.delete(pathname); // moved to the newest end
  }
  kept.set(pathname, matches);
  return matches;
}

/** Renders the matched routes; an error anywhere below shows the route error page until the path changes. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // As useRoutes(routes) renders them (the table is the app's root: no parent route's path or params).
  const element = renderMatches(matchesFor(pathname));
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
