import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@resham/shared';
import { describeOnPostgres, signUpCustomer, startTestApp, type TestApp } from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';

describeOnPostgres('editing a product never overwrites stock sold since the form was loaded', (backend) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof seedProducts>>['admin'];
  let product: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Mango Buta Kanchipuram', price: 15000, totalStock: 2 }]);
    admin = seeded.admin;
    product = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  const buyTwo = async () => {
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: product, quantity: 2 });
    const addressId = await addAddress(s.client, s.user.id);
    return checkoutAndPay(s.client, s.user.id, addressId);
  };

  it('answers 409 with the current figure to a stale form, and saves once the form has it', async () => {
    // The admin opens the product: stock 2.
    const loaded = (await admin.get(`/api/shop/products/get/${product}`)).body.data;
    expect(loaded.totalStock).toBe(2);
    // Meanwhile a shopper buys both units.
    expect((await buyTwo()).verified.body.orderStatus).toBe('confirmed');
    // The admin saves a typo fix with the figure they loaded.
    const stale = await admin.put(`/api/admin/products/edit/${product}`, {
      ...loaded,
      title: 'Mango Butta Kanchipuram',
      expectedStock: loaded.totalStock,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false,
      message: CATALOG_MESSAGES.stockChanged(0),
      currentStock: 0,
    });
    const unchanged = (await admin.get(`/api/shop/products/get/${product}`)).body.data;
    expect(unchanged).toMatchObject({ title: 'Mango Buta Kanchipuram', totalStock: 0 });
    // A second shopper cannot buy the units the stale form would have written back.
    const s2 = await signUpCustomer(t);
    const add = await s2.client.post('/api/shop/cart/add', { productId: product, quantity: 1 });
    expect(add.status).toBe(400);

    const saved = await admin.put(`/api/admin/products/edit/${product}`, {
      ...loaded,
      title: 'Mango Butta Kanchipuram',
      totalStock: 0,
      expectedStock: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ title: 'Mango Butta Kanchipuram', totalStock: 0 });
  });

  it('restocks when the figure loaded is still current', async () => {
    const res = await admin.put(`/api/admin/products/edit/${product}`, {
      ...(await admin.get(`/api/shop/products/get/${product}`)).body.data,
      totalStock: 7,
      expectedStock: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.totalStock).toBe(7);
  });

  it('refuses a bad expectedStock with the stock message', async () => {
    const loaded = (await admin.get(`/api/shop/products/get/${product}`)).body.data;
    for (const expectedStock of [-1, 1.5, 'many']) {
      const res = await admin.put(`/api/admin/products/edit/${product}`, { ...loaded, expectedStock });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CATALOG_MESSAGES.stockInvalid);
    }
  });
});
