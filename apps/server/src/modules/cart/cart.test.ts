import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_MESSAGES, MESSAGES } from '@resham/shared';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';

describeOnPostgres('cart API', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  let dupatta: string;
  let soldOut: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Peacock Blue Kanchipuram', price: 20000, salePrice: 18000, totalStock: 3 },
      { title: 'Gold Tissue Dupatta', price: 2500, totalStock: 10 },
      { title: 'Sold Out Organza', price: 5000, totalStock: 0 },
    ]);
    admin = seeded.admin;
    [saree, dupatta, soldOut] = seeded.ids as [string, string, string];
  });
  afterAll(() => t.close());

  it('adds, reads, updates and removes lines of the session user only', async () => {
    const { client, user } = await signUpCustomer(t);
    const added = await client.post('/api/shop/cart/add', { userId: user.id, productId: saree, quantity: 1 });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(MESSAGES.toast.addedToCart);
    await client.post('/api/shop/cart/add', { userId: user.id, productId: saree, quantity: 1 });
    await client.post('/api/shop/cart/add', { userId: user.id, productId: dupatta });
    const cart = await client.get(`/api/shop/cart/get/${user.id}`);
    expect(cart.body.data.items).toEqual([
      expect.objectContaining({
        productId: saree,
        title: 'Peacock Blue Kanchipuram',
        price: 20000,
        salePrice: 18000,
        quantity: 2,
        availability: 'ok',
      }),
      expect.objectContaining({ productId: dupatta, quantity: 1 }),
    ]);
    const updated = await client.put('/api/shop/cart/update-cart', {
      userId: user.id,
      productId: dupatta,
      quantity: 4,
    });
    expect(updated.body.message).toBe(MESSAGES.toast.cartUpdated);
    expect(updated.body.data.items[1].quantity).toBe(4);
    const removed = await client.delete(`/api/shop/cart/${user.id}/${dupatta}`);
    expect(removed.body.message).toBe(MESSAGES.toast.cartDeleted);
    expect(removed.body.data.items.map((i: { productId: string }) => i.productId)).toEqual([saree]);
  });

  it('refuses to go past the stock with the spec message naming what the cart holds', async () => {
    const { client, user } = await signUpCustomer(t);
    for (let i = 0; i < 3; i++)
      expect((await client.post('/api/shop/cart/add', { userId: user.id, productId: saree })).status).toBe(
        200,
      );
    const fourth = await client.post('/api/shop/cart/add', { userId: user.id, productId: saree });
    expect(fourth.status).toBe(400);
    expect(fourth.body.message).toBe(MESSAGES.toast.stockExceeded(3));
    const tooMany = await client.put('/api/shop/cart/update-cart', {
      userId: user.id,
      productId: saree,
      quantity: 4,
    });
    expect(tooMany.body.message).toBe(MESSAGES.toast.stockExceeded(3));
    const none = await client.post('/api/shop/cart/add', { userId: user.id, productId: soldOut });
    expect(none.body.message).toBe(MESSAGES.toast.stockExceeded(0));
  });

  it('takes ten simultaneous first adds of one product by one shopper (no duplicate-line 500)', async () => {
    // A few shoppers in turn: the first burst after start-up tends to arrive spread out.
    for (let round = 0; round < 4; round++) {
      const { client, user } = await signUpCustomer(t);
      const adds = await Promise.all(
        Array.from({ length: 10 }, () =>
          client.post('/api/shop/cart/add', { userId: user.id, productId: dupatta, quantity: 1 }),
        ),
      );
      expect(adds.map((r) => r.status)).toEqual(Array(10).fill(200));
      const cart = await client.get(`/api/shop/cart/get/${user.id}`);
      expect(cart.body.data.items).toEqual([expect.objectContaining({ productId: dupatta, quantity: 10 })]);
    }
  });

  it('lets simultaneous adds past the stock take only what is there', async () => {
    const { client, user } = await signUpCustomer(t);
    const adds = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/api/shop/cart/add', { userId: user.id, productId: saree, quantity: 1 }),
      ),
    );
    expect(adds.filter((r) => r.status === 200)).toHaveLength(3);
    for (const refused of adds.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(MESSAGES.toast.stockExceeded(3));
    }
    const cart = await client.get(`/api/shop/cart/get/${user.id}`);
    expect(cart.body.data.items).toEqual([expect.objectContaining({ productId: saree, quantity: 3 })]);
  });

  it('validates quantities and product ids', async () => {
    const { client, user } = await signUpCustomer(t);
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const res = await client.post('/api/shop/cart/add', { userId: user.id, productId: dupatta, quantity });
      expect(res.status, String(quantity)).toBe(400);
    }
    const unknown = await client.post('/api/shop/cart/add', {
      userId: user.id,
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CATALOG_MESSAGES.productNotFound);
    expect(
      (await client.put('/api/shop/cart/update-cart', { userId: user.id, productId: dupatta, quantity: 0 }))
        .status,
    ).toBe(400);
  });

  it("refuses another user's cart by path or body (403)", async () => {
    const alice = await signUpCustomer(t, 'Alice');
    const mallory = await signUpCustomer(t, 'Mallory');
    await alice.client.post('/api/shop/cart/add', { userId: alice.user.id, productId: dupatta });
    const m = mallory.client;
    expect((await m.get(`/api/shop/cart/get/${alice.user.id}`)).status).toBe(403);
    expect((await m.post('/api/shop/cart/add', { userId: alice.user.id, productId: dupatta })).status).toBe(
      403,
    );
    expect(
      (await m.put('/api/shop/cart/update-cart', { userId: alice.user.id, productId: dupatta, quantity: 2 }))
        .status,
    ).toBe(403);
    expect((await m.delete(`/api/shop/cart/${alice.user.id}/${dupatta}`)).status).toBe(403);
    const aliceCart = await alice.client.get(`/api/shop/cart/get/${alice.user.id}`);
    expect(aliceCart.body.data.items).toEqual([expect.objectContaining({ productId: dupatta, quantity: 1 })]);
    // Without a userId the session user is used
    const own = await m.post('/api/shop/cart/add', { productId: dupatta });
    expect(own.body.data.userId).toBe(mallory.user.id);
    expect((await new Client(t.url).get(`/api/shop/cart/get/${alice.user.id}`)).status).toBe(401);
  });

  it('shows lines whose product was deleted or sold out instead of hiding them', async () => {
    const extra = await admin.post('/api/admin/products/add', {
      title: 'Short-lived Saree',
      description: 'Gone soon.',
      category: 'Kanchipuram Silk Sarees',
      price: 3000,
      totalStock: 2,
      images: (await admin.get('/api/admin/products/get')).body.data[0].images,
    });
    const extraId = extra.body.data._id;
    const { client, user } = await signUpCustomer(t);
    await client.post('/api/shop/cart/add', { userId: user.id, productId: extraId, quantity: 2 });
    await admin.put(`/api/admin/products/edit/${extraId}`, {
      ...extra.body.data,
      totalStock: 1,
      salePrice: 0,
    });
    expect((await client.get(`/api/shop/cart/get/${user.id}`)).body.data.items[0].availability).toBe(
      'insufficient-stock',
    );
    await admin.delete(`/api/admin/products/delete/${extraId}`);
    const cart = await client.get(`/api/shop/cart/get/${user.id}`);
    expect(cart.body.data.items[0]).toMatchObject({
      productId: extraId,
      availability: 'deleted',
      totalStock: 0,
    });
    expect((await client.post('/api/shop/cart/add', { userId: user.id, productId: extraId })).status).toBe(
      404,
    );
  });
});
