import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { FEATURED_MESSAGES as M } from '@resham/shared';
import { seedProducts } from '../../../test/catalog-fixtures';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';

const titles = (res: { body: Record<string, any> }) =>
  (res.body.data as { title: string }[]).map((p) => p.title);

describeOnPostgres('featured products', (backend) => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  /** P1 (oldest) … P10 (newest), by title. */
  const id: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(backend);
    const specs = Array.from({ length: 10 }, (_, i) => ({
      title: `P${i + 1}`,
      price: 1000 + i,
      totalStock: 2,
    }));
    const seeded = await seedProducts(t, specs);
    admin = seeded.admin;
    seeded.ids.forEach((productId, i) => (id[`P${i + 1}`] = productId));
    guest = new Client(t.url);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    expect((await admin.put('/api/admin/products/featured', { productIds: [] })).status).toBe(200);
  });

  const save = (names: string[]) =>
    admin.put('/api/admin/products/featured', { productIds: names.map((n) => id[n]) });

  it('falls back to the newest 8 while none are marked', async () => {
    const home = await guest.get('/api/shop/products/featured');
    expect(home.status).toBe(200);
    expect(titles(home)).toEqual(['P10', 'P9', 'P8', 'P7', 'P6', 'P5', 'P4', 'P3']);
    expect((await admin.get('/api/admin/products/featured')).body).toEqual({ success: true, data: [] });
  });

  it('shows the marked products in the chosen order, at once (the cached answer is cleared)', async () => {
    // Fill the public cache first: the save must clear it.
    expect(titles(await guest.get('/api/shop/products/featured'))[0]).toBe('P10');
    const saved = await save(['P2', 'P7', 'P1']);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(M.saved);
    expect(titles(saved)).toEqual(['P2', 'P7', 'P1']);
    expect(titles(await guest.get('/api/shop/products/featured'))).toEqual(['P2', 'P7', 'P1']);
    expect(titles(await admin.get('/api/admin/products/featured'))).toEqual(['P2', 'P7', 'P1']);

    // Moved and shortened.
    expect(titles(await save(['P1', 'P2']))).toEqual(['P1', 'P2']);
    expect(titles(await guest.get('/api/shop/products/featured'))).toEqual(['P1', 'P2']);

    // Cleared: back to the newest.
    const cleared = await save([]);
    expect(cleared.body).toEqual({ success: true, message: M.cleared, data: [] });
    expect(titles(await guest.get('/api/shop/products/featured'))[0]).toBe('P10');
  });

  it('takes up to 8, each once, of products in the shop; anything else is a clear 400', async () => {
    const eight = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'];
    expect(titles(await save(eight))).toEqual(eight);

    const cases: [unknown, string][] = [
      [{ productIds: [...eight, 'P9'].map((n) => id[n]) }, M.tooMany],
      [{ productIds: [id.P1, id.P2, id.P1] }, M.duplicate],
      [{ productIds: [id.P1, id.P1!.toUpperCase()] }, M.duplicate],
      [{ productIds: ['not-a-uuid'] }, M.badId],
      [{ productIds: [42] }, M.badId],
      [{ productIds: 'P1' }, M.badId],
      [{ productIds: [randomUUID()] }, M.notInShop],
    ];
    for (const [body, message] of cases) {
      const res = await admin.put('/api/admin/products/featured', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await admin.put('/api/admin/products/featured', {})).status).toBe(400);
    // Nothing changed.
    expect(titles(await admin.get('/api/admin/products/featured'))).toEqual(eight);
  });

  it('is for the owner only', async () => {
    const { client: customer } = await signUpCustomer(t);
    expect((await customer.put('/api/admin/products/featured', { productIds: [] })).status).toBe(403);
    expect((await guest.get('/api/admin/products/featured')).status).toBe(401);
  });

  it('drops a deleted product from the list, and refuses to feature it again', async () => {
    const { ids } = await seedProducts(t, [{ title: 'Short-lived', price: 500, totalStock: 1 }]);
    const doomed = ids[0]!;
    const saved = await admin.put('/api/admin/products/featured', { productIds: [id.P3, doomed, id.P4] });
    expect(titles(saved)).toEqual(['P3', 'Short-lived', 'P4']);
    expect((await admin.delete(`/api/admin/products/delete/${doomed}`)).status).toBe(200);
    expect(titles(await guest.get('/api/shop/products/featured'))).toEqual(['P3', 'P4']);
    expect(titles(await admin.get('/api/admin/products/featured'))).toEqual(['P3', 'P4']);
    const again = await admin.put('/api/admin/products/featured', { productIds: [doomed] });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.notInShop);
    // The rest can be re-saved around the gap.
    expect(titles(await save(['P4', 'P3']))).toEqual(['P4', 'P3']);
  });

  it('applies saves made at the same moment one after the other: one whole list wins, never a 500', async () => {
    const lists = [
      ['P1', 'P2', 'P3'],
      ['P3', 'P2', 'P1'],
      ['P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10', 'P1'],
      ['P10'],
      ['P2', 'P9'],
      ['P6', 'P1', 'P3', 'P5'],
    ];
    const results = await Promise.all(lists.map(save));
    for (const res of results) {
      expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 409) expect(res.body.message).toBe(M.busy);
    }
    const final = titles(await admin.get('/api/admin/products/featured'));
    expect(lists).toContainEqual(final);
    expect(titles(await guest.get('/api/shop/products/featured'))).toEqual(final);
  });
});
