import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@resham/shared';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import {
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type Client,
  type TestApp,
} from '../../../test/harness';

const SILK = 'Kanchipuram Silk Sarees';

/** Issue 35: the owner types what shoppers pay (GST included); the shop stores the base price under it. */
describeOnPostgres('the owner’s price is the shopper’s price', (backend) => {
  let t: TestApp;
  let admin: Client;
  let image: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Seed', price: 100, totalStock: 1, category: SILK }]);
    admin = seeded.admin;
    image = seeded.image;
  });
  afterAll(() => t.close());

  const product = (over: Record<string, unknown>) => ({
    title: 'Peacock Pallu',
    description: 'Pure zari.',
    category: SILK,
    totalStock: 5,
    images: [image],
    ...over,
  });

  it('stores the base whose price with GST is the figure typed, and a shopper pays exactly that', async () => {
    const added = await admin.post('/api/admin/products/add', product({ shopperPrice: 18500 }));
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ price: 17619.05, salePrice: 0 });
    const id = added.body.data._id as string;

    const edited = await admin.put(
      `/api/admin/products/edit/${id}`,
      product({ shopperPrice: '18500', shopperSalePrice: '15750', images: [] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ price: 17619.05, salePrice: 15000 });

    // What a shopper is charged per unit: the owner's ₹15,750 sale figure to the paisa.
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { userId: s.user.id, productId: id, quantity: 1 });
    const addressId = await addAddress(s.client, s.user.id);
    const created = await s.client.post('/api/shop/order/create', { userId: s.user.id, addressId });
    expect(created.status).toBe(200);
    const order = (await s.client.get(`/api/shop/order/details/${created.body.orderId}`)).body.data;
    expect(order.cartItems[0]).toMatchObject({ price: 15000, priceWithTax: 15750 });
    expect(order.totalAmount).toBe(15750);
  });

  it('takes price and shopperPrice together only when they agree', async () => {
    const agree = await admin.post(
      '/api/admin/products/add',
      product({ price: 17619.05, shopperPrice: 18500, salePrice: 0, shopperSalePrice: 0 }),
    );
    expect(agree.status).toBe(201);
    expect(agree.body.data).toMatchObject({ price: 17619.05, salePrice: 0 });

    const disagree = await admin.post(
      '/api/admin/products/add',
      product({ price: 18500, shopperPrice: 18500 }),
    );
    expect(disagree.status).toBe(400);
    expect(disagree.body).toMatchObject({
      success: false,
      message: CATALOG_MESSAGES.pricesDisagree(18500, 18500),
      issues: [{ path: 'shopperPrice', message: CATALOG_MESSAGES.pricesDisagree(18500, 18500) }],
    });
  });

  it('refuses a figure no base price gives, naming the nearest figures shoppers can be shown', async () => {
    // Base ₹10.09 gives 10.09 + 0.50 = ₹10.59; base ₹10.10 gives 10.10 + 0.51 (0.505 rounded up) = ₹10.61.
    const res = await admin.post('/api/admin/products/add', product({ shopperPrice: 10.6 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CATALOG_MESSAGES.shopperPriceUnreachable(10.6, 10.59, 10.61));
    expect(res.body.message).toContain('₹10.59 or ₹10.61');
    const sale = await admin.post(
      '/api/admin/products/add',
      product({ shopperPrice: 12600, shopperSalePrice: 10.6 }),
    );
    expect(sale.status).toBe(400);
    expect(sale.body.issues).toEqual([
      { path: 'shopperSalePrice', message: CATALOG_MESSAGES.shopperPriceUnreachable(10.6, 10.59, 10.61) },
    ]);
  });

  it('keeps the price rules with shopper figures: a clear 400, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ shopperPrice: 0 }, CATALOG_MESSAGES.priceInvalid],
      [{ shopperPrice: -5 }, CATALOG_MESSAGES.priceInvalid],
      [{ shopperPrice: true }, CATALOG_MESSAGES.priceInvalid],
      [{ shopperPrice: 12.345 }, CATALOG_MESSAGES.priceInvalid],
      [{ shopperPrice: 1e308 }, CATALOG_MESSAGES.priceInvalid],
      [{ shopperPrice: 1050, shopperSalePrice: 1050 }, CATALOG_MESSAGES.salePriceTooHigh],
      [{ shopperPrice: 1050, shopperSalePrice: -1 }, CATALOG_MESSAGES.salePriceInvalid],
      [{ shopperPrice: 1050, shopperSalePrice: [1] }, CATALOG_MESSAGES.salePriceInvalid],
      [{}, CATALOG_MESSAGES.priceInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post('/api/admin/products/add', product(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toBe(message);
    }
  });
});
