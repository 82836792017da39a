// The router's matcher gives React Router's own matches for every kind of path, whatever came before.
import { matchRoutes, type RouteMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeMatcher } from './route-matching';
import { routes } from './routes';

const PATHS = [
  '/',
  '',
  '/shop',
  '/shop/',
  '/shop/home',
  '/SHOP/Home',
  '/shop/listing',
  '/shop/product/5b0e2c4a-8d1f-4c3e-9a7b-2f6d8e1c0a93',
  '/shop/product/another-id',
  '/shop/product/another-id/',
  '/shop/Product/MixedCase',
  '/shop/product/home',
  '/shop/product/listing/extra',
  '/shop/product/',
  '/shop/product/%41bc',
  '/shop/%68ome',
  '/shop/product/a%2Fb',
  '/shop//home',
  '/shop/no-such-page',
  '/shop/about-us',
  '/auth',
  '/auth/login',
  '/auth/x/y',
  '/admin',
  '/admin/orders',
  '/admin/orders/extra',
  '/unauth-page',
  '/no/such/page',
  '/product/x',
  '/shop/search',
];

/** Each route object's own number: two matches agree only on the very same route objects. */
const ids = new Map<object, number>();
const idOf = (route: object) => ids.get(route) ?? ids.set(route, ids.size).get(route)!;

/** What a match means to the app: the route (by identity), its params and the matched parts. */
const meaning = (matches: RouteMatch[] | null) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({
    route: idOf(route),
    params,
    pathname,
    pathnameBase,
  })) ?? null;

describe('route matching by shape', () => {
  it('gives React Router’s matches for every path, in either order', () => {
    for (const order of [PATHS, [...PATHS].reverse()]) {
      const match = routeMatcher(routes);
      for (const path of order)
        expect(meaning(match(path)), path).toEqual(meaning(matchRoutes(routes, path)));
    }
  });

  it('matches each product with its own id, through the one branch its shape chose', () => {
    const match = routeMatcher(routes);
    for (const id of ['a', 'b', 'home-made', 'x'.repeat(40)]) {
      const matches = match(`/shop/product/${id}`)!;
      expect(matches.at(-1)!.params).toEqual({ id });
      expect(matches.at(-1)!.route.path).toBe('product/:id');
    }
  });
});
