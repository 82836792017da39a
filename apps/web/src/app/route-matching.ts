import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** Shapes kept; past it they are forgotten together (a client can send paths of many shapes). */
const KEPT_SHAPES = 500;

/** Every literal segment of the table's paths (not `:param` nor `*`), in lower case. */
function literalSegments(table: RouteObject[], into = new Set<string>()): Set<string> {
  for (const route of table) {
    for (const segment of (route.path ?? '').split('/'))
      if (segment && !segment.startsWith(':') && segment !== '*')
        into.add(segment.replace(/\?$/, '').toLowerCase());
    if (route.children) literalSegments(route.children, into);
  }
  return into;
}

/** The matched routes alone, as a one-branch table (each route a copy with only the next as child). */
function branchOf(matches: RouteMatch[]): { table: RouteObject[]; original: Map<RouteObject, RouteObject> } {
  const original = new Map<RouteObject, RouteObject>();
  let child: RouteObject | undefined;
  for (const { route } of [...matches].reverse()) {
    const copy = { ...route, children: child ? [child] : undefined } as RouteObject;
    original.set(copy, route);
    child = copy;
  }
  return { table: child ? [child] : [], original };
}

/**
 * Matches paths against a route table that never changes, as React Router's matchRoutes does. That
 * flattens, ranks and compiles the whole table to regular expressions on every call, a good part of a
 * server render; here the whole table is matched once per path *shape* (each segment the table does
 * not name, such as a product's id, counts as one mark), and a path is then matched against the one
 * branch its shape chose. `/shop/product/a` and `/shop/product/b` share a shape; the matches are
 * React Router's own, with each path's params.
 */
export function routeMatcher(table: RouteObject[]) {
  const literals = literalSegments(table);
  const branches = new Map<string, ReturnType<typeof branchOf> | null>();
  const shapeOf = (pathname: string) =>
    pathname
      .split('/')
      .map((segment) => (!segment || literals.has(segment.toLowerCase()) ? segment.toLowerCase() : '\0'))
      .join('/');

  return (pathname: string): RouteMatch[] | null => {
    // An encoded segment is decoded by the match itself: it may spell a literal, so match it whole.
    if (pathname.includes('%')) return matchRoutes(table, pathname);
    const shape = shapeOf(pathname);
    let branch = branches.get(shape);
    if (branch === undefined) {
      if (branches.size >= KEPT_SHAPES) branches.clear();
      const matches = matchRoutes(table, pathname);
      branch = matches ? branchOf(matches) : null;
      branches.set(shape, branch);
    }
    if (!branch) return null;
    const matches = matchRoutes(branch.table, pathname);
    if (!matches) return matchRoutes(table, pathname);
    return matches.map((match) => ({ ...match, route: branch.original.get(match.route)! }));
  };
}
