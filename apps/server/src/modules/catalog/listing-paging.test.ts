import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  LISTING_PAGE,
  productListPageResponseSchema,
  productListResponseSchema,
  productSchema,
  SORT_OPTIONS,
  type Product,
} from '@resham/shared';
import { Client, describeEachDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';

// The shop's listing and search with and without the paging parameters (contract:
// packages/shared/src/listing-page.ts), over real HTTP on both databases.
describeEachDatabase('listing and search pages', (backend) => {
  let t: TestApp;
  let guest: Client;
  const KANCHI = 'Kanchipuram Silk Sarees';
  const TUSSAR = 'Tussar Silk Sarees';
  const titles = (body: Record<string, unknown>) => (body.data as Product[]).map((p) => p.title);

  beforeAll(async () => {
    t = await startTestApp(backend);
    guest = new Client(t.url);
    const { ids } = await seedProducts(t, [
      { title: 'Peacock Kanchi', price: 12000, totalStock: 5, category: KANCHI },
      { title: 'Bridal Kanchi', price: 15999.5, salePrice: 14999.25, totalStock: 2, category: KANCHI },
      { title: 'temple Kanchi', price: 9000, totalStock: 0, category: KANCHI },
      { title: 'Mango Kanchi', price: 9000, totalStock: 7, category: KANCHI },
      { title: 'Zari Tussar', price: 8000, totalStock: 4, category: TUSSAR },
      { title: 'Arani Tussar', price: 8000, totalStock: 4, category: TUSSAR },
      { title: 'Ghicha Tussar', price: 11000, salePrice: 7000, totalStock: 1, category: TUSSAR },
    ]);
    // A rating as the reviews module keeps it (a real, averaged), and one deleted product.
    await t.database.db.execute(
      sql`update products set average_review = 13.0 / 3, review_count = 3 where id = ${ids[0]!}`,
    );
    await t.database.db.execute(sql`update products set deleted_at = now() where id = ${ids[6]!}`);
  });
  afterAll(() => t.close());

  it('answers the whole list without paging parameters, as the spec does (no total)', async () => {
    const res = await guest.get('/api/shop/products/get?sortBy=price-lowtohigh');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'success']);
    expect(productListResponseSchema.parse(res.body)).toEqual(res.body);
    // Ties (same price) by title; the deleted product is not listed.
    expect(titles(res.body)).toEqual([
      'Arani Tussar',
      'Zari Tussar',
      'Mango Kanchi',
      'temple Kanchi',
      'Peacock Kanchi',
      'Bridal Kanchi',
    ]);
  });

  it('lists each product exactly as its own product answer has it (money in rupees, rating to one decimal)', async () => {
    const listed = (await guest.get('/api/shop/products/get')).body.data as Product[];
    for (const p of listed) {
      const own = await guest.get(`/api/shop/products/get/${p._id}`);
      // The card is the product's own answer without what the saree is made of (issue 36).
      expect(p, p.title).toEqual(productSchema.parse(own.body.data));
      expect(own.body.data).toHaveProperty('occasion');
    }
    const bridal = listed.find((p) => p.title === 'Bridal Kanchi')!;
    expect([bridal.price, bridal.salePrice]).toEqual([15999.5, 14999.25]);
    expect(listed.find((p) => p.title === 'Peacock Kanchi')!.averageReview).toBe(4.3);
    expect(bridal.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('pages every sort without overlap or gaps, with the true total, and keeps filters across pages', async () => {
    for (const { id: sort } of SORT_OPTIONS) {
      const whole = titles((await guest.get(`/api/shop/products/get?sortBy=${sort}`)).body);
      const paged: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await guest.get(`/api/shop/products/get?sortBy=${sort}&page=${page}&pageSize=2`);
        expect(res.status).toBe(200);
        expect(productListPageResponseSchema.parse(res.body)).toEqual(res.body);
        expect(res.body).toMatchObject({ success: true, total: 6, page, pageSize: 2 });
        paged.push(...titles(res.body));
      }
      expect(paged, sort).toEqual(whole);
    }
    expect(titles((await guest.get('/api/shop/products/get?sortBy=title-atoz')).body)).toEqual([
      'Arani Tussar',
      'Bridal Kanchi',
      'Mango Kanchi',
      'Peacock Kanchi',
      'temple Kanchi',
      'Zari Tussar',
    ]);
    const kanchi = await guest.get(
      `/api/shop/products/get?category=${encodeURIComponent(KANCHI.toUpperCase())}&sortBy=price-hightolow&page=2&pageSize=3`,
    );
    expect(kanchi.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(titles(kanchi.body)).toEqual(['temple Kanchi']);
  });

  it('fills in the defaults, answers an empty page past the end with the total, and caches pages apart', async () => {
    const first = await guest.get('/api/shop/products/get?page=1');
    expect(first.body).toMatchObject({ total: 6, page: 1, pageSize: LISTING_PAGE.defaultSize });
    expect(first.body.data).toHaveLength(6);
    const sized = await guest.get(`/api/shop/products/get?pageSize=${LISTING_PAGE.maxSize}`);
    expect(sized.body).toMatchObject({ total: 6, page: 1, pageSize: LISTING_PAGE.maxSize });
    const past = await guest.get('/api/shop/products/get?page=9&pageSize=5');
    expect(past.body).toEqual({ success: true, data: [], total: 6, page: 9, pageSize: 5 });
    const a = await guest.get('/api/shop/products/get?sortBy=title-atoz&page=1&pageSize=1');
    const b = await guest.get('/api/shop/products/get?sortBy=title-atoz&page=2&pageSize=1');
    expect(titles(a.body)).toEqual(['Arani Tussar']);
    expect(titles(b.body)).toEqual(['Bridal Kanchi']);
  });

  it('refuses bad paging parameters with 400 naming the parameter, on the listing and on search', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'page=',
      `page=${LISTING_PAGE.maxPage + 1}`,
      'pageSize=0',
      `pageSize=${LISTING_PAGE.maxSize + 1}`,
      'pageSize=2.5',
      'pageSize=lots',
    ]) {
      for (const path of ['/api/shop/products/get', '/api/shop/search/kanchi']) {
        const res = await guest.get(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
        expect(res.body.issues[0].path, query).toBe(query.split('=')[0]);
      }
    }
  });

  it('pages search results in relevance order with the number of all matches; unpaged it answers as the spec', async () => {
    const whole = await guest.get('/api/shop/search/tussar');
    expect(Object.keys(whole.body).sort()).toEqual(['data', 'success']);
    expect(productListResponseSchema.parse(whole.body)).toEqual(whole.body);
    expect(titles(whole.body).sort()).toEqual(['Arani Tussar', 'Zari Tussar']);
    const page1 = await guest.get('/api/shop/search/tussar?pageSize=1');
    const page2 = await guest.get('/api/shop/search/tussar?page=2&pageSize=1');
    expect(page1.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(productListPageResponseSchema.parse(page2.body)).toEqual(page2.body);
    expect([...titles(page1.body), ...titles(page2.body)]).toEqual(titles(whole.body));
    // A misspelling still finds them (trigram similarity); too short a keyword finds nothing.
    expect((await guest.get('/api/shop/search/tusar?page=1')).body.total).toBeGreaterThanOrEqual(2);
    expect((await guest.get('/api/shop/search/abc?page=1')).body).toEqual({
      success: true,
      data: [],
      total: 0,
      page: 1,
      pageSize: LISTING_PAGE.defaultSize,
    });
  });

  it('says whether an answer came from the cache, and unknown parameters share the entry', async () => {
    const url = '/api/shop/products/get?category=Tussar+Silk+Sarees&sortBy=title-ztoa&page=1&pageSize=5';
    const miss = await fetch(t.url + url);
    expect(miss.headers.get('x-cache')).toBe('miss');
    const hit = await fetch(`${t.url}${url}&utm_source=ad`);
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(await hit.text()).toBe(await miss.text());
  });

  it('answers a search the same whatever its letter case, from one cache entry', async () => {
    const lower = await fetch(`${t.url}/api/shop/search/arani%20tussar?page=1`);
    expect(lower.headers.get('x-cache')).toBe('miss');
    const upper = await fetch(`${t.url}/api/shop/search/%20Arani%20TUSSAR%20?page=1`);
    expect(upper.headers.get('x-cache')).toBe('hit');
    const body = await lower.text();
    expect(await upper.text()).toBe(body);
    expect(JSON.parse(body).total).toBeGreaterThan(0);
  });
});
