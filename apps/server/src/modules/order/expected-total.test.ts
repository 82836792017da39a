import { afterAll, beforeAll, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES, ORDER_MESSAGES } from '@resham/shared';
import { describeOnPostgres, startTestApp, type Client, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { orderRow, shopperWithCart, stockOf } from '../../../test/order-fixtures';

// Issue 33 item 4: "Place order" went through at ₹5,985 against ₹3,150 shown, after the shop cut a
// code from 50 % to 5 %. The order request carries the total shown; any other total is a 409.
describeOnPostgres('the total the shopper was shown', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  let code: { id: string; code: string } & Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Banarasi Tissue', price: 3000, totalStock: 50 }]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
    const res = await admin.post('/api/admin/discount-codes', { code: 'HALF', type: 'percent', value: 50 });
    expect(res.status).toBe(201);
    code = res.body.data;
  });
  afterAll(() => t.close());

  const create = (client: Client, body: Record<string, unknown>) =>
    client.post('/api/shop/order/create', body);

  it('a COD order at a total the shopper never saw is a 409 with the new summary; nothing is taken', async () => {
    const s = await shopperWithCart(t, saree, { quantity: 2, verified: true });
    const shown = await s.client.post('/api/shop/discount-codes/check', {
      code: 'half',
      addressId: s.addressId,
    });
    expect(shown.body.data.summary.totalAmount).toBe(3150);
    // The shop cuts the code to 5% while the shopper reads the summary.
    expect((await admin.put(`/api/admin/discount-codes/${code.id}`, { ...code, value: 5 })).status).toBe(200);
    const stock = await stockOf(t, saree);
    const body = { addressId: s.addressId, paymentMethod: 'cod', discountCode: 'half', expectedTotal: 3150 };
    const refused = await create(s.client, body);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: ORDER_MESSAGES.totalChanged('₹5,985.00'),
      totalChanged: true,
      summary: {
        subtotal: 6000,
        discount: 300,
        discountCode: 'HALF',
        taxAmount: 285,
        taxLabel: 'Tax 5% (GST: SGST:2.5% + CGST:2.5%)',
        shippingCharges: 0,
        totalAmount: 5985,
      },
    });
    // The summary is the code box's, to the rupee.
    const now = await s.client.post('/api/shop/discount-codes/check', {
      code: 'half',
      addressId: s.addressId,
    });
    expect(now.body.data.summary).toEqual(refused.body.summary);
    expect(await stockOf(t, saree)).toBe(stock);
    const codes = (await admin.get('/api/admin/discount-codes')).body.data as {
      id: string;
      usesCount: number;
    }[];
    expect(codes.find((c) => c.id === code.id)!.usesCount).toBe(0);
    expect((await s.client.get(`/api/shop/order/list/${s.user.id}`)).body.data).toEqual([]);

    // Confirmed at the total now shown, it is placed.
    const placed = await create(s.client, { ...body, expectedTotal: 5985 });
    expect(placed.status).toBe(200);
    expect((await orderRow(t, placed.body.orderId)).totalPaise).toBe(598_500);
  });

  it('an online order after a price rise is a 409 too, and keeps the shopper’s earlier order', async () => {
    const s = await shopperWithCart(t, saree);
    const first = await create(s.client, { addressId: s.addressId, expectedTotal: 3150 });
    expect(first.status).toBe(200);
    const product = (await admin.get(`/api/shop/products/get/${saree}`)).body.data;
    const raised = await admin.put(`/api/admin/products/edit/${saree}`, {
      ...product,
      price: 3200,
      expectedStock: product.totalStock,
    });
    expect(raised.status).toBe(200);
    const refused = await create(s.client, { addressId: s.addressId, expectedTotal: 3150 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ORDER_MESSAGES.totalChanged('₹3,360.00'));
    expect(refused.body.summary).toMatchObject({ subtotal: 3200, discount: 0, totalAmount: 3360 });
    // Refused in the transaction that would have superseded it: the earlier order still holds its stock.
    expect(await orderRow(t, first.body.orderId)).toMatchObject({
      orderStatus: 'pending',
      stockReserved: true,
    });
    const again = await create(s.client, { addressId: s.addressId, expectedTotal: 3360 });
    expect(again.status).toBe(200);
    expect(again.body.razorpayOrder.amount).toBe(336_000);
  });

  it('without expectedTotal (the spec’s client) the order is priced as before; a bad one is a 400', async () => {
    const s = await shopperWithCart(t, saree);
    expect((await create(s.client, { addressId: s.addressId })).status).toBe(200);
    for (const expectedTotal of [-1, '3360', 1e12, 33.333, null, Number.NaN]) {
      const res = await create(s.client, { addressId: s.addressId, expectedTotal });
      expect(res.status, JSON.stringify(expectedTotal)).toBe(400);
    }
    // A code that stopped applying still says so (its own 409), whatever total was sent.
    expect(
      (await admin.put(`/api/admin/discount-codes/${code.id}`, { ...code, value: 5, active: false })).status,
    ).toBe(200);
    const dropped = await create(s.client, {
      addressId: s.addressId,
      discountCode: 'half',
      expectedTotal: 1,
    });
    expect(dropped.status).toBe(409);
    expect(dropped.body.message).toBe(DISCOUNT_MESSAGES.droppedAtOrder(DISCOUNT_MESSAGES.paused));
  });
});
