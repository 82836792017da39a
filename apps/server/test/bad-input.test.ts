import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, CATALOG_MESSAGES, MESSAGES } from '@resham/shared';
import { addAddress, seedProducts, TN_ADDRESS } from './catalog-fixtures';
import { Client, describeOnPostgres, signUpCustomer, startTestApp, type TestApp } from './harness';

const NUL = MESSAGES.errors.nulCharacter;
const BAD_TEXT = MESSAGES.errors.malformedText;

/** Bad input of the kinds that used to answer 500: each gets a 4xx with `{ success: false, message }`. */
describeOnPostgres('bad input gets a 4xx', (backend) => {
  let t: TestApp;
  let admin: Client;
  let customer: Client;
  let userId: string;
  let productId: string;
  let addressId: string;
  let image: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Peacock Kanchipuram Silk', price: 20000, totalStock: 5 },
    ]);
    admin = seeded.admin;
    productId = seeded.ids[0]!;
    image = seeded.image;
    const signedUp = await signUpCustomer(t);
    customer = signedUp.client;
    userId = signedUp.user.id;
    addressId = await addAddress(customer, userId);
  });
  afterAll(() => t.close());

  const expectNul = (res: { status: number; body: Record<string, any> }, path: string) => {
    expect(res.status, path).toBe(400);
    expect(res.body, path).toEqual({ success: false, message: NUL, issues: [{ path, message: NUL }] });
  };

  it('refuses a NUL character in a route parameter or a query string, on every kind of route', async () => {
    const guest = new Client(t.url);
    expectNul(await guest.get('/api/shop/search/silk%00'), 'params.keyword');
    expectNul(
      await guest.get('/api/shop/products/get?category=Kanchipuram%00&sortBy=title-atoz'),
      'query.category',
    );
    expectNul(await guest.get('/api/shop/products/get?subcategory=%00'), 'query.subcategory');
    expectNul(await guest.get('/api/common/countries/states/Ind%00ia'), 'params.country');
    expectNul(await admin.get('/api/admin/products/get?q=silk%00'), 'query.q');
    expectNul(await admin.get('/api/admin/orders/get?q=%00'), 'query.q');
    expectNul(await customer.get(`/api/shop/cart/get/${userId}%00`), 'params.userId');
    expectNul(await customer.delete(`/api/shop/cart/${userId}/${productId}%00`), 'params.productId');
    // The search itself still works.
    const found = await guest.get('/api/shop/search/peacock');
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
  });

  it('refuses a NUL character anywhere in a JSON body: userName, address fields, review text, keys', async () => {
    const guest = new Client(t.url);
    expectNul(
      await guest.post('/api/auth/register', {
        userName: 'Priya\u0000',
        email: 'nul.user@example.com',
        password: 'a long password',
      }),
      'userName',
    );
    const addressFields = ['address', 'city', 'state', 'country', 'notes', 'giftMessage', 'recipientName'];
    for (const field of [...addressFields, 'phone', 'pincode']) {
      const body = { ...TN_ADDRESS, isGift: true, giftMessage: 'For Amma', recipientName: 'Amma', userId };
      const spoiled = { ...body, [field]: `${body[field as keyof typeof body] as string}\u0000` };
      expectNul(await customer.post('/api/shop/address/add', spoiled), field);
      expectNul(await customer.put(`/api/shop/address/update/${userId}/${addressId}`, spoiled), field);
    }
    expectNul(
      await customer.post('/api/shop/review/add', {
        productId,
        reviewValue: 5,
        reviewMessage: 'Lovely\u0000',
      }),
      'reviewMessage',
    );
    expectNul(await admin.post('/api/common/categories', { name: 'Silk\u0000' }), 'name');
    expectNul(
      await admin.post('/api/admin/products/add', {
        title: 'Tissue\u0000Saree',
        description: 'Handwoven.',
        category: 'Kanchipuram Silk Sarees',
        price: 100,
        totalStock: 1,
        images: [image],
      }),
      'title',
    );
    expectNul(await customer.post('/api/shop/cart/add', { productId, quantity: 1, 'x\u0000': 1 }), '');
    expectNul(await customer.post('/api/shop/cart/add', { productId, extra: [['\u0000']] }), 'extra.0.0');
    // Nothing was stored, and guests still learn 401 before anything about their input.
    expect((await customer.get(`/api/shop/address/get/${userId}`)).body.data).toHaveLength(1);
    expect((await customer.get(`/api/shop/review/${productId}`)).body.data).toEqual([]);
    expect((await guest.post('/api/shop/review/add', { reviewMessage: '\u0000' })).status).toBe(401);
    // An escaped backslash followed by "u0000" is six ordinary characters, not a NUL.
    const ok = await customer.post(
      '/api/shop/review/add',
      JSON.parse('{"reviewValue":5,"reviewMessage":"\\\\u0000 is fine"}') as object,
    );
    expect(ok.status).toBe(201);
  });

  it('refuses malformed Unicode (a lone surrogate) in any JSON field or key, on every route, with 400', async () => {
    const lone = '\ud800';
    const expectMalformed = (res: { status: number; body: Record<string, any> }, path: string) => {
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({
        success: false,
        message: BAD_TEXT,
        issues: [{ path, message: BAD_TEXT }],
      });
    };
    // The review's reproductions: a category or subcategory named with half a surrogate pair was a 500.
    expectMalformed(await admin.post('/api/common/categories', { name: `Silk ${lone}` }), 'name');
    const categories = (await admin.get('/api/common/categories')).body.categories as { _id: string }[];
    expectMalformed(
      await admin.post('/api/common/subcategories', { name: `Pattu\udfff`, categoryId: categories[0]!._id }),
      'name',
    );
    expectMalformed(
      await admin.post('/api/admin/products/add', {
        title: `Tissue ${lone} Saree`,
        description: 'Handwoven.',
        category: 'Kanchipuram Silk Sarees',
        price: 100,
        totalStock: 1,
        images: [image],
      }),
      'title',
    );
    expectMalformed(
      await customer.post('/api/shop/address/add', { ...TN_ADDRESS, userId, address: `12 ${lone} Road` }),
      'address',
    );
    expectMalformed(
      await customer.post('/api/shop/review/add', {
        productId,
        reviewValue: 5,
        reviewMessage: `Lovely ${lone}`,
      }),
      'reviewMessage',
    );
    expectMalformed(await customer.post('/api/shop/cart/add', { productId, quantity: 1, [lone]: 1 }), '');
    expectMalformed(await customer.post('/api/shop/cart/add', { productId, extra: [[lone]] }), 'extra.0.0');
    expectMalformed(
      await new Client(t.url).post('/api/auth/register', {
        userName: `Priya${lone}`,
        email: 'lone.surrogate@example.com',
        password: 'a long password',
      }),
      'userName',
    );
    // Every route that reads a JSON body refuses it before its own validation, whatever the field.
    for (const route of t.app.apiRoutes) {
      if (['GET', 'HEAD', 'OPTIONS'].includes(route.method)) continue;
      // Logging out would end the session the rest of this suite uses; the webhook reads its raw bytes
      // (its signature is over them) and is answered by its signature check.
      if (route.url === '/api/auth/logout' || route.url === '/api/webhooks/razorpay') continue;
      const path = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
        name === 'userId' ? userId : productId,
      );
      const res = await admin.request(route.method, path, `{"note":"\\ud800"}`);
      expectMalformed(res, 'note');
    }
    // Whole pairs (an emoji, characters beyond the first plane) and other scripts are text like any other.
    const fine = await admin.post('/api/common/categories', { name: 'Pattu 🌸 பட்டு 𑀧' });
    expect(fine.status).toBe(201);
  });

  it('refuses wrong-typed address fields with the field message instead of coercing or crashing', async () => {
    const add = (over: Record<string, unknown>) =>
      customer.post('/api/shop/address/add', { ...TN_ADDRESS, userId, ...over });
    for (const pincode of [{ toString: 1 }, { valueOf: 1, toString: 1 }, ['641002'], true, {}]) {
      const res = await add({ pincode });
      expect(res.status, JSON.stringify(pincode)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.issues, JSON.stringify(pincode)).toContainEqual({
        path: 'pincode',
        message: ADDRESS_MESSAGES.pincode,
      });
    }
    const phone = await add({ phone: { toString: 1 } });
    expect(phone.status).toBe(400);
    expect(phone.body.issues).toContainEqual({ path: 'phone', message: ADDRESS_MESSAGES.phone });
    const gift = await add({ isGift: { toString: 1 } });
    expect(gift.status).toBe(400);
    expect(gift.body.issues).toContainEqual({ path: 'isGift', message: ADDRESS_MESSAGES.isGift });
    // The spec's own coercions still hold: a numeric pincode, a 'true' checkbox.
    const numeric = await add({
      pincode: 641002,
      isGift: 'true',
      giftMessage: 'For Amma',
      recipientName: 'Amma',
    });
    expect(numeric.status).toBe(201);
    expect(numeric.body.data).toMatchObject({ pincode: '641002', isGift: true });
  });

  it('refuses wrong-typed product numbers instead of coercing them (true is not 1, [] is not 0)', async () => {
    const product = {
      title: 'Typed Saree',
      description: 'Handwoven.',
      category: 'Kanchipuram Silk Sarees',
      price: 1000,
      totalStock: 3,
      images: [image],
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ price: true }, CATALOG_MESSAGES.priceInvalid],
      [{ price: [1000] }, CATALOG_MESSAGES.priceInvalid],
      [{ price: { toString: 1 } }, CATALOG_MESSAGES.priceInvalid],
      [{ totalStock: null }, CATALOG_MESSAGES.stockInvalid],
      [{ totalStock: [] }, CATALOG_MESSAGES.stockInvalid],
      [{ totalStock: true }, CATALOG_MESSAGES.stockInvalid],
      [{ totalStock: '' }, CATALOG_MESSAGES.stockInvalid],
      [{ salePrice: [5] }, CATALOG_MESSAGES.salePriceInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post('/api/admin/products/add', { ...product, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toBe(message);
    }
    // Numbers typed into the admin form arrive as text, and still count.
    const typed = await admin.post('/api/admin/products/add', {
      ...product,
      price: '1000.50',
      salePrice: '',
      totalStock: ' 3 ',
    });
    expect(typed.status).toBe(201);
    expect(typed.body.data).toMatchObject({ price: 1000.5, salePrice: 0, totalStock: 3 });
  });
});
