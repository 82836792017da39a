import { matchRoutes, renderMatches, useLocation, type RouteMatch } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './routes';

/** Paths whose matches are kept; past it they are forgotten together (the server sees every product's). */
const KEPT_PATHS = 500;
const matched = new Map<string, RouteMatch[] | null>();

/**
 * The table's matches for `pathname`. React Router's matchRoutes (inside useRoutes) flattens, compiles
 * to regular expressions and ranks the whole route table on every call, a good part of a server
 * render's time; the table never changes, so each path is matched once.
 */
function matchesFor(pathname: string): RouteMatch[] | null {
  let matches = matched.get(pathname);
  if (matches === undefined) {
    if (matched.size >= KEPT_PATHS) matched.clear();
    matches = matchRoutes(routes, pathname);
    matched.set(pathname, matches);
  }
  return matches;
}

/** Renders the matched routes; an error anywhere below shows the route error page until the path changes. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // As useRoutes(routes) renders them (the table is the app's root: no parent route's path or params).
  const element = renderMatches(matchesFor(pathname));
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
