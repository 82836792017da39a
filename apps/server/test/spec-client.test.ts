// The spec's own client (section 7 was written from it) against our API: the admin product calls with
// the request bodies that client sends, and an order whose Subtotal, tax and Total read the same in its
// checkout, in the order details and on the invoice.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { addAddress } from './catalog-fixtures';
import { uploadOne } from './fixtures';
import { Client, describeOnPostgres, signInAdmin, startTestApp, type TestApp } from './harness';
import { payInWindow } from './payment-helpers';

describeOnPostgres("the spec's original client against our API", (backend) => {
  let t: TestApp;
  let admin: Client;
  let images: string[];
  /** What the client reads from GET /api/common/categories, and so sends back. */
  let silk: { id: string; name: string };
  let bridal: { id: string; name: string; categoryId: string };
  let cotton: { id: string; name: string };
  let daily: { id: string; name: string; categoryId: string };

  beforeAll(async () => {
    t = await startTestApp(backend, { STORE_NAME: 'Resham Silks' });
    admin = (await signInAdmin(t)).client;
    images = [await uploadOne(admin, '#8b1e3f'), await uploadOne(admin, '#1e3f8b')];
    for (const name of ['Kanchipuram Silk Sarees', 'Cotton Sarees'])
      expect((await admin.post('/api/common/categories', { name })).status).toBe(201);
    const tree = (await admin.get('/api/common/categories')).body;
    silk = tree.categories.find((c: { name: string }) => c.name === 'Kanchipuram Silk Sarees');
    cotton = tree.categories.find((c: { name: string }) => c.name === 'Cotton Sarees');
    for (const [name, categoryId] of [
      ['Bridal', silk.id],
      ['Daily Wear', cotton.id],
    ] as const) {
      expect((await admin.post('/api/common/subcategories', { name, categoryId })).status).toBe(201);
    }
    const subs = (await admin.get('/api/common/categories')).body.subcategories;
    bridal = subs.find((s: { name: string }) => s.name === 'Bridal');
    daily = subs.find((s: { name: string }) => s.name === 'Daily Wear');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The client's product form as it submits it: text inputs' strings, ids from the selects, averageReview 0. */
  function formBody(over: Record<string, unknown> = {}) {
    return {
      image: null,
      title: 'Rani Pink Kanchipuram Bridal Saree',
      description: 'Pure zari, handwoven in Kanchipuram.',
      category: silk.id,
      subcategory: bridal.id,
      youtubeLink: '',
      price: '2400',
      salePrice: '',
      totalStock: '10',
      averageReview: 0,
      images,
      ...over,
    };
  }

  async function addProduct(over: Record<string, unknown> = {}) {
    const res = await admin.post('/api/admin/products/add', formBody(over));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  it('adds a product whose category and subcategory are sent as ids', async () => {
    const res = await admin.post('/api/admin/products/add', formBody());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Product add successfully',
      data: expect.objectContaining({
        title: 'Rani Pink Kanchipuram Bridal Saree',
        category: 'Kanchipuram Silk Sarees',
        categoryId: silk.id,
        subcategory: 'Bridal',
        subcategoryId: bridal.id,
        price: 2400,
        salePrice: 0,
        totalStock: 10,
        averageReview: 0,
        youtubeLink: null,
        images,
        image: images[0],
      }),
    });
    // The shop lists it under the category's name.
    const listed = await new Client(t.url).get(
      `/api/shop/products/get?category=${encodeURIComponent('Kanchipuram Silk Sarees')}&subcategory=Bridal`,
    );
    expect(listed.body.data.map((p: { _id: string }) => p._id)).toContain(res.body.data._id);
  });

  it('still takes names (our admin form), and answers 400 for an unknown or mismatched one', async () => {
    const byName = await addProduct({
      title: 'Chettinad Cotton Saree',
      category: 'cotton sarees',
      subcategory: 'Daily Wear',
      price: 1250,
      salePrice: 999,
      totalStock: 4,
    });
    expect(byName).toMatchObject({ categoryId: cotton.id, subcategoryId: daily.id, salePrice: 999 });
    const noSub = await addProduct({ title: 'Plain Silk', subcategory: '' });
    expect(noSub).toMatchObject({ categoryId: silk.id, subcategory: null, subcategoryId: null });

    const cases: [Record<string, unknown>, string][] = [
      [{ category: '0b6f1d1e-5c1a-4c6e-9a51-2f6d7a1b9c00' }, 'Category not found.'],
      [{ category: 'Woollen Shawls' }, 'Category not found.'],
      [{ subcategory: '0b6f1d1e-5c1a-4c6e-9a51-2f6d7a1b9c00' }, 'Subcategory not found.'],
      [{ subcategory: daily.id }, 'The subcategory does not belong to the chosen category.'],
      [{ images: [] }, 'Please upload at least one image.'],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post('/api/admin/products/add', formBody(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
  });

  it('edits with images: [] (no upload in edit mode), keeping the product’s images', async () => {
    const product = await addProduct({ title: 'Mustard Kanchipuram' });
    // The drawer is filled from the product as GET /api/admin/products/get gave it, then submitted
    // with the images it uploaded in edit mode: none.
    const fromList = (await admin.get('/api/admin/products/get')).body.data.find(
      (p: { _id: string }) => p._id === product._id,
    );
    const res = await admin.put(`/api/admin/products/edit/${product._id}`, {
      ...fromList,
      title: 'Mustard Kanchipuram Silk Saree',
      category: cotton.id,
      subcategory: daily.id,
      price: '2600',
      salePrice: '2400',
      totalStock: '7',
      images: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Product updated successfully',
      data: expect.objectContaining({
        _id: product._id,
        title: 'Mustard Kanchipuram Silk Saree',
        category: 'Cotton Sarees',
        subcategory: 'Daily Wear',
        price: 2600,
        salePrice: 2400,
        totalStock: 7,
        images,
        image: images[0],
      }),
    });

    // The same form with the names the list gave (category untouched in the drawer).
    const again = await admin.put(`/api/admin/products/edit/${product._id}`, {
      ...fromList,
      totalStock: '6',
      images: [],
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ category: 'Kanchipuram Silk Sarees', totalStock: 6, images });

    // Our own admin drawer sends the images it keeps (and the stock it loaded): they replace the list.
    const ours = await admin.put(`/api/admin/products/edit/${product._id}`, {
      title: 'Mustard Kanchipuram Silk Saree',
      description: 'Pure zari.',
      category: 'Kanchipuram Silk Sarees',
      subcategory: 'Bridal',
      price: 2600,
      salePrice: 0,
      totalStock: 5,
      expectedStock: 6,
      youtubeLink: null,
      images: [images[1]],
    });
    expect(ours.status).toBe(200);
    expect(ours.body.data).toMatchObject({ images: [images[1]], image: images[1], totalStock: 5 });

    // The rest of an edit is still checked.
    const bad = await admin.put(`/api/admin/products/edit/${product._id}`, {
      ...fromList,
      salePrice: '9000',
      images: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: 'Sale price must be below the price.' });
  });

  it('answers every product without paging parameters, and pages with them', async () => {
    for (let i = 0; i < 28; i++) await addProduct({ title: `Kanchipuram Saree no. ${i + 1}` });
    const all = await admin.get('/api/admin/products/get');
    expect(all.status).toBe(200);
    const total = all.body.total as number;
    expect(total).toBeGreaterThanOrEqual(32);
    expect(all.body).toMatchObject({ success: true, total, page: 1, pageSize: total });
    expect(all.body.data).toHaveLength(total);
    const titles = all.body.data.map((p: { title: string }) => p.title);
    for (let i = 1; i <= 28; i++) expect(titles).toContain(`Kanchipuram Saree no. ${i}`);

    const first = await admin.get('/api/admin/products/get?page=1&pageSize=24');
    expect(first.body).toMatchObject({ success: true, total, page: 1, pageSize: 24 });
    expect(first.body.data).toHaveLength(24);
    const second = await admin.get('/api/admin/products/get?page=2&pageSize=24');
    expect(second.body.data).toHaveLength(total - 24);
    expect([...first.body.data, ...second.body.data].map((p: { _id: string }) => p._id)).toEqual(
      all.body.data.map((p: { _id: string }) => p._id),
    );
    // One of the two is enough to page (24 a page by default).
    expect((await admin.get('/api/admin/products/get?page=2')).body.data).toHaveLength(total - 24);
    expect((await admin.get('/api/admin/products/get?pageSize=5')).body).toMatchObject({
      page: 1,
      pageSize: 5,
      data: expect.any(Array),
    });
    expect((await admin.get('/api/admin/products/get?q=no.%2027')).body.data).toHaveLength(1);
  });

  it('stores the Subtotal, tax and Total its checkout shows (2,400 + 120 = 2,520), and invoices them', async () => {
    const product = await addProduct({ title: 'Arakku Red Kanchipuram', price: '2400', totalStock: '5' });
    // A shopper with a Tamil name, registered and signed in as the client does it.
    const shopper = new Client(t.url);
    const email = `kavitha.${Date.now()}@example.com`;
    expect(
      (await shopper.post('/api/auth/register', { userName: 'கவிதா', email, password: 'correct horse 1' }))
        .status,
    ).toBe(201);
    const user = (await shopper.post('/api/auth/login', { email, password: 'correct horse 1' })).body.user;
    expect(
      (await shopper.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity: 1 }))
        .status,
    ).toBe(200);
    const addressId = await addAddress(shopper, user.id);
    const address = (await shopper.get(`/api/shop/address/get/${user.id}`)).body.data[0];

    // The order payload of spec §3, with the figures the client's checkout computed and showed (§9):
    // Subtotal 2,400, Tax 5% 120, Shipping 0, Total 2,520.
    const created = await shopper.post('/api/shop/order/create', {
      userId: user.id,
      cartId: user.id,
      cartItems: [
        { productId: product._id, title: product.title, image: images[0], price: 2400, quantity: 1 },
      ],
      addressInfo: {
        addressId,
        address: address.address,
        city: address.city,
        state: address.state,
        country: address.country,
        pincode: address.pincode,
        phone: address.phone,
        notes: address.notes,
        isGift: false,
        giftMessage: '',
      },
      orderStatus: 'pending',
      paymentMethod: 'razorpay',
      paymentStatus: 'pending',
      totalAmount: 2520,
      subtotal: 2400,
      taxAmount: 120,
      shippingCharges: 0,
      orderDate: new Date().toISOString(),
      orderUpdateDate: new Date().toISOString(),
      paymentId: '',
      payerId: '',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      success: true,
      orderId: expect.any(String),
      razorpayOrder: { id: expect.any(String), amount: 252000, currency: 'INR' },
    });
    const { orderId } = created.body;

    const paid = await payInWindow(shopper, created.body.razorpayOrder.id);
    const verified = await shopper.post('/api/shop/order/verify-razorpay', { ...paid, orderId });
    expect(verified.status).toBe(200);

    const figures = { subtotal: 2400, taxAmount: 120, shippingCharges: 0, totalAmount: 2520 };
    const details = await shopper.get(`/api/shop/order/details/${orderId}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      success: true,
      data: { _id: orderId, paymentStatus: 'paid', orderStatus: 'confirmed', ...figures },
    });
    const list = (await shopper.get(`/api/shop/order/list/${user.id}`)).body.data;
    expect(list.find((o: { _id: string }) => o._id === orderId)).toMatchObject(figures);
    expect((await admin.get(`/api/admin/orders/details/${orderId}`)).body.data).toMatchObject(figures);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      subtotalPaise: 240000,
      taxPaise: 12000,
      shippingPaise: 0,
      totalPaise: 252000,
    });

    // The invoice prints the same figures, in ₹, and the buyer's name as written.
    const invoice = async () => {
      const res = await fetch(`${t.url}/api/shop/order/invoice/${orderId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: shopper.cookie },
        body: JSON.stringify({ userId: user.id }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-')), `invoice-${orderId}.pdf`);
      fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    };
    const text = await invoice();
    for (const expected of [
      'கவிதா',
      'Arakku Red Kanchipuram',
      'Taxable Value ₹2,400.00',
      'CGST @ 2.5% ₹60.00',
      'SGST @ 2.5% ₹60.00',
      'Shipping Charges ₹0.00',
      'Grand Total ₹2,520.00',
    ]) {
      expect(text).toContain(expected);
    }

    // An order stored before this change (tax-inclusive subtotal) reads and invoices the same way.
    await t.database.db.update(orders).set({ subtotalPaise: 252000 }).where(eq(orders.id, orderId));
    expect((await shopper.get(`/api/shop/order/details/${orderId}`)).body.data).toMatchObject(figures);
    expect(await invoice()).toContain('Taxable Value ₹2,400.00');
  });
});
