// Issue 36, item 3: GET /api/shop/products/similar/:id — up to 8 other products in stock, the same
// category first, then weave, fabric and colour, then the nearest price; cached until a product changes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@resham/shared';
import { uploadOne } from '../../../test/fixtures';
import { Client, describeEachDatabase, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';

describeEachDatabase('similar products (issue 36)', (backend) => {
  let t: TestApp;
  let admin: Client;
  const ids: Record<string, string> = {};
  const similarTo = async (id: string) => {
    const res = await new Client(t.url).get(`/api/shop/products/similar/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as Array<{ _id: string; title: string }>).map((p) => p.title);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInAdmin(t)).client;
    const image = await uploadOne(admin);
    for (const name of ['Kanchipuram Silk Sarees', 'Cotton Sarees'])
      await admin.post('/api/common/categories', { name });
    const add = async (
      title: string,
      category: string,
      price: number,
      over: Record<string, unknown> = {},
    ) => {
      const res = await admin.post('/api/admin/products/add', {
        title,
        description: 'A saree.',
        category,
        price,
        totalStock: 3,
        images: [image],
        ...over,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids[title] = res.body.data._id;
    };
    const K = 'Kanchipuram Silk Sarees';
    const C = 'Cotton Sarees';
    await add('Target', K, 20000, { weave: 'Kanchipuram', fabric: 'Pure silk', colour: 'Crimson' });
    await add('Same weave and fabric', K, 30000, { weave: 'kanchipuram', fabric: 'Pure Silk' });
    await add('Same category only, same price', K, 20000);
    await add('Same category, far price', K, 2000);
    await add('Other category, same weave', C, 20000, { weave: 'Kanchipuram' });
    await add('Sold out twin', K, 20000, { weave: 'Kanchipuram', fabric: 'Pure silk', totalStock: 0 });
    await add('Deleted twin', K, 20000, { weave: 'Kanchipuram', fabric: 'Pure silk' });
    await admin.delete(`/api/admin/products/delete/${ids['Deleted twin']}`);
    for (let i = 1; i <= 6; i++) await add(`Cotton ${i}`, C, 1000 * i);
    for (let i = 1; i <= 6; i++) await add(`Kanchi ${i}`, K, 10000 + 1000 * i);
  });
  afterAll(() => t.close());

  it('ranks by category, then weave, fabric and colour, then the nearest price; in stock and live only', async () => {
    // Same category and weave and fabric (14), then the same category (8) by nearest price; 8 at most.
    expect(await similarTo(ids.Target!)).toEqual([
      'Same weave and fabric',
      'Same category only, same price',
      'Kanchi 6',
      'Kanchi 5',
      'Kanchi 4',
      'Kanchi 3',
      'Kanchi 2',
      'Kanchi 1',
    ]);
    // A cotton saree of the same weave: its own collection first, then that weave; nothing in common, nothing.
    expect(await similarTo(ids['Other category, same weave']!)).toEqual([
      'Cotton 6',
      'Cotton 5',
      'Cotton 4',
      'Cotton 3',
      'Cotton 2',
      'Cotton 1',
      'Target',
      'Same weave and fabric',
    ]);
    const titles = await similarTo(ids['Cotton 1']!);
    expect(titles).not.toContain('Target');
    expect(titles).not.toContain('Sold out twin');
    expect(titles).not.toContain('Deleted twin');
  });

  it('a product back in stock is suggested at once: the cached answer goes with the change', async () => {
    expect(await similarTo(ids.Target!)).not.toContain('Sold out twin');
    const twin = (await admin.get(`/api/shop/products/get/${ids['Sold out twin']}`)).body.data;
    const restocked = await admin.put(`/api/admin/products/edit/${twin._id}`, {
      ...twin,
      images: [],
      totalStock: 2,
    });
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
    expect((await similarTo(ids.Target!))[0]).toBe('Sold out twin');
  });

  it('answers 404 for a product not in the catalogue and 400 for what is not an id', async () => {
    const deleted = await new Client(t.url).get(`/api/shop/products/similar/${ids['Deleted twin']}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body.message).toBe(CATALOG_MESSAGES.productNotFound);
    for (const bad of ["1' or '1'='1", '%00', '9'.repeat(40)]) {
      const res = await new Client(t.url).get(`/api/shop/products/similar/${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
    }
    // An address too long for the server is refused before any route (414), never a 500.
    const huge = await new Client(t.url).get(`/api/shop/products/similar/${'x'.repeat(5000)}`);
    expect(huge.status).toBe(414);
  });
});
