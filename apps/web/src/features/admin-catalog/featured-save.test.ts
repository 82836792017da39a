import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { Product } from '@resham/shared';
import { categoryTreeKey } from '../../lib/category-tree';
import { adminKeys, saveFeaturedOptions } from './api';

afterEach(() => vi.unstubAllGlobals());

const product = (id: string) => ({ _id: id, title: `Saree ${id}` }) as Product;

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

/** A cache holding the featured list, the home page's featured products and three unrelated entries. */
function cache() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const keys = {
    featured: adminKeys.featured,
    home: ['public', 'products', 'featured'], // features/catalog/api/home.ts featuredProductsQuery
    listing: ['public', 'products', 'pages', '/api/shop/products/get?sortBy=price-lowtohigh', 1],
    categories: categoryTreeKey,
    grid: adminKeys.productPage('', 1),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, [product('old')]);
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, invalidated };
}

describe('saving the featured list', () => {
  it('shows the saved list and refreshes only the home page’s featured products', async () => {
    const { client, invalidated } = cache();
    answer(200, { success: true, message: 'Featured products saved', data: [product('a'), product('b')] });
    await new MutationObserver(client, saveFeaturedOptions(client)).mutate(['a', 'b']);
    expect(client.getQueryData(adminKeys.featured)).toEqual([product('a'), product('b')]);
    expect(invalidated()).toEqual(['home']);
  });

  it('after a failure asks for the featured list again, and nothing else but the home page’s', async () => {
    const { client, invalidated } = cache();
    answer(400, { success: false, message: 'At most 8 products' });
    await expect(new MutationObserver(client, saveFeaturedOptions(client)).mutate(['a'])).rejects.toThrow(
      'At most 8 products',
    );
    expect(invalidated()).toEqual(['featured', 'home']);
  });
});
