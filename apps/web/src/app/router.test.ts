import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchesFor } from './router';
import { routes } from './routes';

const shape = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map((m) => ({ path: m.route.path ?? (m.route.index ? '(index)' : ''), params: m.params }));

describe('matchesFor', () => {
  it("gives React Router's own matches for every kind of path, again and again", () => {
    const paths = [
      '/shop/home',
      '/shop/product/a1',
      '/shop/product/b2',
      '/admin/orders',
      '/auth/login',
      '/nowhere',
      '/',
    ];
    for (let round = 0; round < 2; round++)
      for (const path of paths)
        expect(shape(matchesFor(path)), path).toEqual(shape(matchRoutes(routes, path)));
    expect(matchesFor('/shop/product/b2')?.at(-1)?.params.id).toBe('b2');
  });

  it('keeps its answers right past the number of paths it keeps', () => {
    for (let i = 0; i < 2_500; i++)
      expect(matchesFor(`/shop/product/p${i}`)?.at(-1)?.params.id).toBe(`p${i}`);
    expect(matchesFor('/shop/product/p0')?.at(-1)?.params.id).toBe('p0');
    expect(shape(matchesFor('/shop/listing'))).toEqual(shape(matchRoutes(routes, '/shop/listing')));
  });
});
