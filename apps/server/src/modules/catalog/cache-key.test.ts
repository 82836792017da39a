import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Client, describeOnPostgres, startTestApp, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';

// The response cache is keyed by the validated parameters: a price written behind the API's back
// (so the cache is not cleared) shows which requests share an entry and which reach the database.
describeOnPostgres('the catalogue cache key ignores what does not change the answer', (backend) => {
  let t: TestApp;
  let product: string;
  const guest = () => new Client(t.url);
  const priceOf = async (url: string) =>
    (await guest().get(url)).body.data.find((p: { id: string }) => p.id === product)?.price;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Cache Key Kanchipuram', price: 12000, totalStock: 5, category: 'Kanchipuram Silk Sarees' },
      { title: 'Cache Key Tussar', price: 8000, totalStock: 5, category: 'Tussar Silk Sarees' },
    ]);
    product = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  it('serves ?v=, utm_ tags and reordered or differently cased categories from one entry, and a new filter from the database', async () => {
    const [a, b] = ['Kanchipuram Silk Sarees', 'Tussar Silk Sarees'];
    const first = `/api/shop/products/get?category=${encodeURIComponent(`${a},${b}`)}&sortBy=price-lowtohigh`;
    const listed = await priceOf('/api/shop/products/get?sortBy=price-lowtohigh');
    expect(listed).toBe(12000);
    await guest().get(first);
    await t.database.db.execute(sql`update products set price_paise = 9900 where id = ${product}`);

    for (const url of [
      '/api/shop/products/get?sortBy=price-lowtohigh&v=1',
      '/api/shop/products/get?v=2&utm_source=ad&sortBy=price-lowtohigh',
    ])
      expect(await priceOf(url), url).toBe(12000);
    const reordered = `/api/shop/products/get?sortBy=price-lowtohigh&category=${encodeURIComponent(`${b},${a},${b}`)}`;
    const otherCase = `/api/shop/products/get?category=${encodeURIComponent(`${a.toUpperCase()},${b.toLowerCase()}`)}&sortBy=price-lowtohigh`;
    for (const url of [reordered, otherCase])
      expect((await guest().get(url)).body, url).toEqual((await guest().get(first)).body);
    // A different sort is a different answer: it reads the database and sees the new price.
    expect(await priceOf('/api/shop/products/get?sortBy=price-hightolow')).toBe(99);
  });
});

describeOnPostgres('listings whose old cache keys collided get their own answers', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await seedProducts(t, [{ title: 'Piped Name Saree', price: 4000, totalStock: 3, category: 'Silk|X' }]);
  });
  afterAll(() => t.close());

  it('does not serve ?category=Silk|X the empty answer of ?category=Silk&subcategory=X|', async () => {
    const guest = new Client(t.url);
    const parked = await guest.get('/api/shop/products/get?category=Silk&subcategory=X%7C');
    expect(parked.status).toBe(200);
    expect(parked.body.data).toEqual([]);
    const real = await guest.get(`/api/shop/products/get?category=${encodeURIComponent('Silk|X')}`);
    expect(real.status).toBe(200);
    expect(real.body.data.map((p: { title: string }) => p.title)).toEqual(['Piped Name Saree']);
    // And the other way round: the empty answer stays the empty answer.
    const again = await guest.get('/api/shop/products/get?category=Silk&subcategory=X%7C');
    expect(again.body.data).toEqual([]);
  });
});
