import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  COD_MESSAGES,
  formatPaise,
  MAX_OPEN_COD_ORDERS,
  MESSAGES,
  SHOPPER_CANCEL_MESSAGES,
} from '@resham/shared';
import { invoiceCounters } from '../../db/schema';
import { describeOnPostgres, startTestApp, type Client, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import {
  emailsFor,
  markEmailVerified,
  orderRow,
  pdfText,
  SHIPMENT,
  shopperWithCart,
  stockOf,
} from '../../../test/order-fixtures';

describeOnPostgres('cash on delivery', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  let costly: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Mustard Chettinad Cotton', price: 2400, totalStock: 100 },
      { title: 'Bridal Kanchipuram', price: 24000, totalStock: 10 },
    ]);
    admin = seeded.admin;
    [saree, costly] = seeded.ids as [string, string];
  });
  afterAll(() => t.close());

  const createCod = (client: Client, addressId: string) =>
    client.post('/api/shop/order/create', { addressId, paymentMethod: 'cod' });
  const move = (orderId: string, body: Record<string, unknown>) =>
    admin.put(`/api/admin/orders/update/${orderId}`, body);
  const todaysRevenue = async () =>
    (await admin.get('/api/admin/dashboard')).body.data.totals.today.revenue as number;

  it('confirms a COD order at once: stock taken, invoice number, cart emptied, emails, no razorpayOrder', async () => {
    const before = await stockOf(t, saree);
    const s = await shopperWithCart(t, saree, { quantity: 2, verified: true });
    const res = await createCod(s.client, s.addressId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      paymentMethod: 'cod',
      orderStatus: 'confirmed',
      paymentStatus: 'cod_pending',
    });
    expect(res.body).not.toHaveProperty('razorpayOrder');
    const orderId = res.body.orderId as string;
    expect(await stockOf(t, saree)).toBe(before - 2);
    expect((await s.client.get(`/api/shop/cart/get/${s.user.id}`)).body.data.items).toEqual([]);

    const details = (await s.client.get(`/api/shop/order/details/${orderId}`)).body.data;
    expect(details).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      orderStatus: 'confirmed',
      reservedUntil: null,
      providerOrderId: null,
      courier: null,
      trackingNumber: null,
      trackingUrl: null,
    });
    expect(details.invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);

    const [confirmation] = await emailsFor(t, `order-confirmation:${orderId}`);
    expect(confirmation!.to).toBe(s.email);
    expect(confirmation!.text).toContain(`keep ${formatPaise(504000)} ready to pay in cash on delivery`);
    const [notice] = await emailsFor(t, `new-order:${orderId}`);
    expect(notice!.text).toContain('cash-on-delivery order');

    const invoice = await pdfText(s.client, 'POST', `/api/shop/order/invoice/${orderId}`);
    expect(invoice.status).toBe(200);
    expect(invoice.text).toContain('Payment: Cash on delivery');
  });

  it('counts a COD sale on the dashboard only once staff mark it delivered with the cash collected', async () => {
    const s = await shopperWithCart(t, saree, { verified: true });
    const { orderId } = (await createCod(s.client, s.addressId)).body;
    const total = (await orderRow(t, orderId)).totalPaise / 100;
    const before = await todaysRevenue();
    expect((await move(orderId, { orderStatus: 'inProcess' })).status).toBe(200);
    expect((await move(orderId, { orderStatus: 'inShipping', ...SHIPMENT })).status).toBe(200);
    expect(await todaysRevenue()).toBe(before);

    const uncollected = await move(orderId, { orderStatus: 'delivered' });
    expect(uncollected.status).toBe(400);
    expect(uncollected.body.message).toBe(COD_MESSAGES.collectMissing(formatPaise(total * 100)));
    expect((await orderRow(t, orderId)).orderStatus).toBe('inShipping');

    expect((await move(orderId, { orderStatus: 'delivered', cashCollected: true })).status).toBe(200);
    const row = await orderRow(t, orderId);
    expect(row).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
    expect(row.paidAt).not.toBeNull();
    expect(await todaysRevenue()).toBeCloseTo(before + total, 2);
    // The invoice still says how it was paid.
    const invoice = await pdfText(s.client, 'POST', `/api/shop/order/invoice/${orderId}`);
    expect(invoice.text).toContain('Payment: Cash on delivery');
  });

  it('refuses COD outside India and above COD_MAX_RUPEES with the reason, and takes nothing', async () => {
    const abroad = await shopperWithCart(t, saree, {
      verified: true,
      address: {
        country: 'United States',
        state: 'California',
        city: 'San Jose',
        pincode: '951120',
        phone: '4085550100',
      },
    });
    const before = await stockOf(t, saree);
    const res = await createCod(abroad.client, abroad.addressId);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(COD_MESSAGES.notIndia);
    expect(await stockOf(t, saree)).toBe(before);

    const big = await shopperWithCart(t, costly, { verified: true });
    const over = await createCod(big.client, big.addressId);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(COD_MESSAGES.overLimit('₹10,000.00'));
    // The same cart pays online.
    const online = await big.client.post('/api/shop/order/create', {
      addressId: big.addressId,
      paymentMethod: 'online',
    });
    expect(online.status).toBe(200);
    expect(online.body.razorpayOrder.amount).toBeGreaterThan(1_000_000);
  });

  it(`allows at most ${MAX_OPEN_COD_ORDERS} undelivered COD orders per shopper`, async () => {
    const s = await shopperWithCart(t, saree, { verified: true });
    const ids: string[] = [];
    for (let i = 0; i < MAX_OPEN_COD_ORDERS; i++) {
      if (i > 0) await s.client.post('/api/shop/cart/add', { productId: saree, quantity: 1 });
      const res = await createCod(s.client, s.addressId);
      expect(res.status).toBe(200);
      ids.push(res.body.orderId);
    }
    await s.client.post('/api/shop/cart/add', { productId: saree, quantity: 1 });
    const before = await stockOf(t, saree);
    const fourth = await createCod(s.client, s.addressId);
    expect(fourth.status).toBe(400);
    expect(fourth.body.message).toBe(COD_MESSAGES.tooManyOpen);
    expect(await stockOf(t, saree)).toBe(before);

    // One delivered (cash collected): room for another.
    await move(ids[0]!, { orderStatus: 'inProcess' });
    await move(ids[0]!, { orderStatus: 'inShipping', ...SHIPMENT });
    await move(ids[0]!, { orderStatus: 'delivered', cashCollected: true });
    expect((await createCod(s.client, s.addressId)).status).toBe(200);
  });

  it('a parcel returned undelivered (RTO) gives its stock back once and takes no money', async () => {
    const s = await shopperWithCart(t, saree, { quantity: 3, verified: true });
    const { orderId } = (await createCod(s.client, s.addressId)).body;
    const afterOrder = await stockOf(t, saree);
    expect((await move(orderId, { orderStatus: 'returned' })).status).toBe(409); // not from confirmed
    await move(orderId, { orderStatus: 'inProcess' });
    await move(orderId, { orderStatus: 'inShipping', ...SHIPMENT });
    const revenue = await todaysRevenue();
    const returned = await move(orderId, { orderStatus: 'returned' });
    expect(returned.status).toBe(200);
    expect(await stockOf(t, saree)).toBe(afterOrder + 3);
    expect(await orderRow(t, orderId)).toMatchObject({
      orderStatus: 'returned',
      paymentStatus: 'cod_pending',
      stockReserved: false,
      refundId: null,
    });
    expect((await move(orderId, { orderStatus: 'returned' })).status).toBe(409);
    expect((await move(orderId, { orderStatus: 'delivered', cashCollected: true })).status).toBe(409);
    expect(await stockOf(t, saree)).toBe(afterOrder + 3);
    expect(await todaysRevenue()).toBe(revenue);
    expect((await s.client.get(`/api/shop/order/details/${orderId}`)).body.data.orderStatus).toBe('returned');
    const mails = await emailsFor(t, `order-returned:${orderId}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('came back to us undelivered');
    expect(mails[0]!.text).toContain('nothing is due');
  });

  it('the shopper cancels her COD order: stock back, nothing to refund, told so by email', async () => {
    const s = await shopperWithCart(t, saree, { quantity: 2, verified: true });
    const { orderId } = (await createCod(s.client, s.addressId)).body;
    const afterOrder = await stockOf(t, saree);
    const res = await s.client.post(`/api/shop/order/cancel/${orderId}`, { reason: 'ordered-by-mistake' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SHOPPER_CANCEL_MESSAGES.cancelledCod);
    expect(res.body.data).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'cod_pending',
      shopperCancelReason: 'ordered-by-mistake',
      refundId: null,
    });
    expect(await stockOf(t, saree)).toBe(afterOrder + 2);
    const mails = await emailsFor(t, `order-cancelled:${orderId}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('nothing is due');
    // A staff rejection of a COD order refunds nothing and answers plainly.
    const other = await shopperWithCart(t, saree, { verified: true });
    const second = (await createCod(other.client, other.addressId)).body.orderId;
    const rejected = await move(second, {
      orderStatus: 'rejected',
      reason: 'The weaver could not finish this saree',
    });
    expect(rejected.status).toBe(200);
    expect((await orderRow(t, second)).refundId).toBeNull();
    expect((await move(second, { orderStatus: 'rejected' })).status).toBe(409);
  });

  it('an account whose email is not verified cannot hold stock with COD, even in a burst; no invoice number taken', async () => {
    const limited = (await seedProducts(t, [{ title: 'Gadwal Silk, 18 woven', price: 2000, totalStock: 18 }]))
      .ids[0]!;
    const invoiceCount = async () =>
      (await t.database.db.select().from(invoiceCounters)).reduce((n, c) => n + c.lastNumber, 0);
    const invoicesBefore = await invoiceCount();
    // Two new accounts, three units each in the cart, six COD orders at once (the review's script).
    const throwaways = await Promise.all([1, 2].map(() => shopperWithCart(t, limited, { quantity: 3 })));
    const burst = await Promise.all(
      throwaways.flatMap((s) => [1, 2, 3].map(() => createCod(s.client, s.addressId))),
    );
    for (const res of burst) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(COD_MESSAGES.verifyEmail);
    }
    expect(await stockOf(t, limited)).toBe(18);
    expect(await invoiceCount()).toBe(invoicesBefore);
    // A real buyer can still buy all 18.
    const buyer = await shopperWithCart(t, limited, { quantity: 18 });
    const online = await buyer.client.post('/api/shop/order/create', { addressId: buyer.addressId });
    expect(online.status).toBe(200);
    await buyer.client.post(`/api/shop/order/cancel/${online.body.orderId}`, {});
    expect(await stockOf(t, limited)).toBe(18);

    // Once she follows the emailed link, the same shopper may pay on delivery.
    const [first] = throwaways;
    await markEmailVerified(t, first!.user.id);
    const placed = await createCod(first!.client, first!.addressId);
    expect(placed.status).toBe(200);
    expect(await stockOf(t, limited)).toBe(15);
    expect(await invoiceCount()).toBe(invoicesBefore + 1);
  });

  it('refuses a malformed payment method with 400, never a 500', async () => {
    const s = await shopperWithCart(t, saree, { verified: true });
    for (const paymentMethod of ['cash', 'COD', 'cod\u0000', 7, null, { $ne: 1 }]) {
      const res = await s.client.post('/api/shop/order/create', { addressId: s.addressId, paymentMethod });
      expect(res.status, JSON.stringify(paymentMethod)).toBe(400);
    }
    const noAddress = await s.client.post('/api/shop/order/create', { paymentMethod: 'cod' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe(MESSAGES.toast.noAddress);
  });
});

describeOnPostgres('cash on delivery switched off', (backend) => {
  let t: TestApp;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { COD_ENABLED: 'false', COD_MAX_RUPEES: '5000' });
    saree = (await seedProducts(t, [{ title: 'Peach Organza', price: 1800, totalStock: 5 }])).ids[0]!;
  });
  afterAll(() => t.close());

  it('tells the web app, and answers 400 with the same reason', async () => {
    const config = (await fetch(`${t.url}/api/common/config`).then((r) => r.json())) as {
      data: { cod: unknown };
    };
    expect(config.data.cod).toEqual({ enabled: false, maxRupees: 5000, forGifts: false });
    const s = await shopperWithCart(t, saree, { verified: true });
    const res = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      paymentMethod: 'cod',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(COD_MESSAGES.disabled);
    expect(await stockOf(t, saree)).toBe(5);
  });
});
