// Issue 36, item 7: a product without a photo (a spreadsheet import's) is a draft — the admin sees it,
// the shop does not (listing and its paged total, search, the home page, similar products, its page,
// Add to cart) — until the owner adds a photo.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_MESSAGES, FEATURED_MESSAGES } from '@resham/shared';
import { BrowserClient } from '../../../test/browser-client';
import { seedProducts } from '../../../test/catalog-fixtures';
import { Client, describeEachDatabase, startTestApp, type TestApp } from '../../../test/harness';

describeEachDatabase('a product without a photo is a draft (issue 36)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let image: string;
  let listedId: string;
  let draftId: string;
  const shop = () => new Client(t.url);
  const titles = (body: { data?: unknown }) => (body.data as Array<{ title: string }>).map((p) => p.title);

  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Mango Buta Kanchipuram', price: 15000, totalStock: 4 }]);
    ({ admin, image } = seeded);
    listedId = seeded.ids[0]!;
    const sheet = [
      'sku,title,description,category,price,sale_price,stock',
      'DRAFT-1,Peacock Pallu Kanchipuram,Imported without a photo.,Kanchipuram Silk Sarees,14000,0,3',
    ].join('\n');
    const imported = await fetch(`${t.url}/api/admin/products/import?apply=true`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie: admin.cookie },
      body: sheet,
    });
    expect(imported.status).toBe(200);
    const all = await admin.get('/api/admin/products/get?q=Peacock');
    draftId = all.body.data[0]._id;
  });
  afterAll(() => t.close());

  it('the admin sees it, marked by its empty photos; the shop shows none of it', async () => {
    const mine = await admin.get(`/api/admin/products/get/${draftId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ title: 'Peacock Pallu Kanchipuram', images: [] });

    expect(titles((await shop().get('/api/shop/products/get')).body)).toEqual(['Mango Buta Kanchipuram']);
    const paged = await shop().get(
      '/api/shop/products/get?page=1&pageSize=24&category=Kanchipuram+Silk+Sarees',
    );
    expect(paged.body).toMatchObject({ total: 1 });
    expect(titles(paged.body)).toEqual(['Mango Buta Kanchipuram']);
    expect(titles((await shop().get('/api/shop/search/peacock')).body)).toEqual([]);
    expect(titles((await shop().get('/api/shop/products/featured')).body)).toEqual([
      'Mango Buta Kanchipuram',
    ]);
    expect(titles((await shop().get(`/api/shop/products/similar/${listedId}`)).body)).toEqual([]);
    expect((await shop().get(`/api/shop/products/similar/${draftId}`)).status).toBe(404);
    const page = await shop().get(`/api/shop/products/get/${draftId}`);
    expect(page.status).toBe(404);
    expect(page.body.message).toBe(CATALOG_MESSAGES.productNotFound);
    // Nobody buys it, and the owner cannot feature it yet.
    const add = await new BrowserClient(t.url).post('/api/shop/cart/add', {
      productId: draftId,
      quantity: 1,
    });
    expect(add.status).toBe(404);
    const featured = await admin.put('/api/admin/products/featured', { productIds: [draftId] });
    expect(featured.status).toBe(400);
    expect(featured.body.message).toBe(FEATURED_MESSAGES.notInShop);
  });

  it('a photo added by the owner puts it in the shop at once: lists, totals, its page, the cart', async () => {
    // The shop's answers are cached first, so the change must clear them.
    expect((await shop().get('/api/shop/products/get?page=1&pageSize=24')).body.total).toBe(1);
    const draft = (await admin.get(`/api/admin/products/get/${draftId}`)).body.data;
    const edited = await admin.put(`/api/admin/products/edit/${draftId}`, { ...draft, images: [image] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    expect(titles((await shop().get('/api/shop/products/get')).body).sort()).toEqual([
      'Mango Buta Kanchipuram',
      'Peacock Pallu Kanchipuram',
    ]);
    expect((await shop().get('/api/shop/products/get?page=1&pageSize=24')).body.total).toBe(2);
    expect(titles((await shop().get('/api/shop/search/peacock')).body)).toEqual([
      'Peacock Pallu Kanchipuram',
    ]);
    expect((await shop().get(`/api/shop/products/get/${draftId}`)).status).toBe(200);
    expect(titles((await shop().get(`/api/shop/products/similar/${listedId}`)).body)).toEqual([
      'Peacock Pallu Kanchipuram',
    ]);
    const add = await new BrowserClient(t.url).post('/api/shop/cart/add', {
      productId: draftId,
      quantity: 1,
    });
    expect(add.status).toBe(200);
  });
});
