import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES, ORDER_MESSAGES } from '@resham/shared';
import { emailOutbox, orders, products, webhookEvents } from '../../db/schema';
import {
  Client,
  describeEachDatabase,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { orderRow } from '../../../test/order-fixtures';
import { capturedEvent, checkoutAndPay, payInWindow, sendWebhook } from '../../../test/payment-helpers';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

describeEachDatabase('orders and payments API', (backend) => {
  let t: TestApp;
  let saree: string; // ₹20,000, on sale at ₹18,000, 5 in stock
  let dupatta: string; // ₹2,500, 50 in stock
  let lastUnits: string; // 3 in stock
  let spare: string; // 1 in stock

  beforeAll(async () => {
    t = await startTestApp(backend, {
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SIMULATED_GATEWAY_SECRET: 'simulated-secret-for-tests',
    });
    const seeded = await seedProducts(t, [
      { title: 'Peacock Blue Kanchipuram', price: 20000, salePrice: 18000, totalStock: 5 },
      { title: 'Gold Tissue Dupatta', price: 2500, totalStock: 50 },
      { title: 'Last Three Organza', price: 4000, totalStock: 3 },
      { title: 'Only One Tussar', price: 9999.99, totalStock: 1 },
    ]);
    [saree, dupatta, lastUnits, spare] = seeded.ids as [string, string, string, string];
  });
  afterAll(() => t.close());

  const stockOf = async (id: string) =>
    (await t.database.db.select({ s: products.totalStock }).from(products).where(eq(products.id, id)))[0]!.s;

  async function shopper(lines: [string, number][], country = 'India') {
    const s = await signUpCustomer(t);
    for (const [productId, quantity] of lines) {
      const res = await s.client.post('/api/shop/cart/add', { userId: s.user.id, productId, quantity });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    }
    const over =
      country === 'India' ? {} : { country, state: 'California', city: 'San Jose', pincode: '951120' };
    const addressId = await addAddress(s.client, s.user.id, over);
    return { ...s, addressId };
  }

  it('creates a pending order from the server’s prices, reserving stock, whatever the body claims', async () => {
    const s = await shopper([
      [saree, 1],
      [dupatta, 2],
    ]);
    const before = await stockOf(saree);
    const res = await s.client.post('/api/shop/order/create', {
      userId: s.user.id,
      addressId: s.addressId,
      totalAmount: 1,
      subtotal: 1,
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      cartItems: [{ productId: saree, price: 1, quantity: 1 }],
    });
    expect(res.status).toBe(200);
    // 18,000 × 1.05 + 2 × 2,500 × 1.05 = 18,900 + 5,250: subtotal 23,000 + tax 1,150
    expect(res.body).toMatchObject({
      success: true,
      razorpayOrder: { amount: 2415000, currency: 'INR' },
      checkout: {
        description: 'Order Payment',
        prefill: { email: s.email, contact: '9843012345' },
        key: 'rzp_test_simulated',
      },
    });
    expect(res.body.razorpayOrder.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await stockOf(saree)).toBe(before - 1);
    const details = await s.client.get(`/api/shop/order/details/${res.body.orderId}`);
    expect(details.body.data).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'pending',
      subtotal: 23000,
      taxAmount: 1150,
      shippingCharges: 0,
      totalAmount: 24150,
      taxLabel: 'Tax 5% (GST: SGST:2.5% + CGST:2.5%)',
      userId: s.user.id,
      paymentId: '',
      addressInfo: { addressId: s.addressId, state: 'Tamil Nadu', pincode: '641002' },
    });
    expect(details.body.data.cartItems).toEqual([
      expect.objectContaining({
        productId: saree,
        price: 18000,
        priceWithTax: 18900,
        quantity: 1,
        lineTotal: 18900,
      }),
      expect.objectContaining({ productId: dupatta, price: 2500, quantity: 2, lineTotal: 5250 }),
    ]);
  });

  it('charges ₹3000 shipping and IGST outside India', async () => {
    const s = await shopper([[dupatta, 1]], 'United States');
    const res = await s.client.post('/api/shop/order/create', { addressId: s.addressId });
    expect(res.body.razorpayOrder.amount).toBe(262500 + 300000);
    const d = (await s.client.get(`/api/shop/order/details/${res.body.orderId}`)).body.data;
    expect(d).toMatchObject({ shippingCharges: 3000, taxLabel: 'Tax 5% (IGST)', totalAmount: 5625 });
  });

  it('refuses an empty cart, a missing or foreign address, and another user id', async () => {
    const empty = await signUpCustomer(t);
    const emptyAddress = await addAddress(empty.client, empty.user.id);
    const res = await empty.client.post('/api/shop/order/create', { addressId: emptyAddress });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.toast.cartEmpty);

    const s = await shopper([[dupatta, 1]]);
    expect((await s.client.post('/api/shop/order/create', {})).body.message).toBe(MESSAGES.toast.noAddress);
    expect((await s.client.post('/api/shop/order/create', { addressId: emptyAddress })).body.message).toBe(
      MESSAGES.toast.noAddress,
    );
    expect(
      (await s.client.post('/api/shop/order/create', { addressId: s.addressId, userId: empty.user.id }))
        .status,
    ).toBe(403);
  });

  it('confirms a signed payment once: paid, confirmed, invoice number, cart emptied; repeats change nothing', async () => {
    const s = await shopper([[dupatta, 1]]);
    const { created, paid, verified } = await checkoutAndPay(s.client, s.user.id, s.addressId);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, orderStatus: 'confirmed', paymentStatus: 'paid' });
    const d = (await s.client.get(`/api/shop/order/details/${created.body.orderId}`)).body.data;
    expect(d.paymentId).toBe(paid.razorpay_payment_id);
    expect(d.invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);
    expect((await s.client.get(`/api/shop/cart/get/${s.user.id}`)).body.data.items).toEqual([]);

    const again = await s.client.post('/api/shop/order/verify-razorpay', {
      ...paid,
      orderId: created.body.orderId,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      success: true,
      orderStatus: 'confirmed',
      message: ORDER_MESSAGES.alreadyPaid,
    });
    const d2 = (await s.client.get(`/api/shop/order/details/${created.body.orderId}`)).body.data;
    expect(d2.invoiceNumber).toBe(d.invoiceNumber);
    expect(d2.orderUpdateDate).toBe(d.orderUpdateDate);
  });

  it('refuses forged signatures, signatures of another provider order and other users’ orders', async () => {
    const a = await shopper([[dupatta, 1]]);
    const b = await shopper([[dupatta, 1]]);
    const orderA = (await a.client.post('/api/shop/order/create', { addressId: a.addressId })).body;
    const orderB = (await b.client.post('/api/shop/order/create', { addressId: b.addressId })).body;
    const paidA = await payInWindow(a.client, orderA.razorpayOrder.id);
    const paidB = await payInWindow(b.client, orderB.razorpayOrder.id);

    const forged = await a.client.post('/api/shop/order/verify-razorpay', {
      ...paidA,
      razorpay_signature: 'f'.repeat(64),
      orderId: orderA.orderId,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(ORDER_MESSAGES.badSignature);
    const garbage = await a.client.post('/api/shop/order/verify-razorpay', {
      ...paidA,
      razorpay_signature: 'not hex',
      orderId: orderA.orderId,
    });
    expect(garbage.status).toBe(400);

    // B's genuine payment and signature presented for A's order
    const swapped = await a.client.post('/api/shop/order/verify-razorpay', {
      ...paidB,
      orderId: orderA.orderId,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toBe(ORDER_MESSAGES.wrongProviderOrder);
    const swappedIds = await a.client.post('/api/shop/order/verify-razorpay', {
      ...paidB,
      razorpay_order_id: orderA.razorpayOrder.id,
      orderId: orderA.orderId,
    });
    expect(swappedIds.status).toBe(400);

    // A tries to confirm B's order with B's own valid data
    const foreign = await a.client.post('/api/shop/order/verify-razorpay', {
      ...paidB,
      orderId: orderB.orderId,
    });
    expect(foreign.status).toBe(404);

    for (const id of [orderA.orderId, orderB.orderId]) {
      const [o] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(o!.paymentStatus).toBe('pending');
    }
    expect((await a.client.get(`/api/shop/order/details/${orderB.orderId}`)).status).toBe(404);
    expect((await a.client.get(`/api/shop/order/list/${b.user.id}`)).status).toBe(403);
    expect((await a.client.post('/api/shop/order/capture', { orderId: orderB.orderId })).status).toBe(404);
  });

  it('the PayPal-era capture call never marks an order paid', async () => {
    const s = await shopper([[dupatta, 1]]);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    const res = await s.client.post('/api/shop/order/capture', {
      orderId: order.orderId,
      paymentId: 'PAYID-FAKE',
      payerId: 'X',
    });
    expect(res.body.success).toBe(false);
    expect(res.body.data).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
  });

  it('webhooks: unsigned or mis-signed are refused; signed ones confirm once, in any order with checkout', async () => {
    const s = await shopper([[dupatta, 1]]);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    const paid = await payInWindow(s.client, order.razorpayOrder.id);
    const event = capturedEvent(
      paid.razorpay_payment_id!,
      order.razorpayOrder.id,
      order.razorpayOrder.amount,
    );

    expect((await sendWebhook(t.url, null, event, 'evt_unsigned')).status).toBe(401);
    expect((await sendWebhook(t.url, 'wrong-secret', event, 'evt_wrong')).status).toBe(401);
    let [o] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(o!.paymentStatus).toBe('pending');

    const first = await sendWebhook(t.url, WEBHOOK_SECRET, event, 'evt_1');
    expect(first.body).toEqual({ success: true });
    [o] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(o).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentId: paid.razorpay_payment_id,
    });

    expect((await sendWebhook(t.url, WEBHOOK_SECRET, event, 'evt_1')).body).toEqual({
      success: true,
      duplicate: true,
    });
    const orderPaid = {
      ...event,
      event: 'order.paid',
      payload: { ...event.payload, order: { entity: { id: order.razorpayOrder.id } } },
    };
    expect((await sendWebhook(t.url, WEBHOOK_SECRET, orderPaid, 'evt_2')).status).toBe(200);
    const verify = await s.client.post('/api/shop/order/verify-razorpay', {
      ...paid,
      orderId: order.orderId,
    });
    expect(verify.body).toMatchObject({ success: true, orderStatus: 'confirmed' });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(after!.invoiceNumber).toBe(o!.invoiceNumber);

    // A payment webhook for an amount that is not the order's is not applied
    const other = await shopper([[dupatta, 1]]);
    const otherOrder = (await other.client.post('/api/shop/order/create', { addressId: other.addressId }))
      .body;
    const fake = capturedEvent('pay_doesnotexist000', otherOrder.razorpayOrder.id, 100);
    expect((await sendWebhook(t.url, WEBHOOK_SECRET, fake, 'evt_3')).status).toBe(200);
    const [untouched] = await t.database.db.select().from(orders).where(eq(orders.id, otherOrder.orderId));
    expect(untouched!.paymentStatus).toBe('pending');
    expect(
      (
        await sendWebhook(
          t.url,
          WEBHOOK_SECRET,
          {
            event: 'payment.failed',
            payload: { payment: { entity: { id: 'pay_x', order_id: otherOrder.razorpayOrder.id } } },
          },
          'evt_4',
        )
      ).status,
    ).toBe(200);
  });

  it('webhooks: one event delivered twice at once is applied once; the replay is answered 200, duplicate', async () => {
    const s = await shopper([[dupatta, 1]]);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    const paid = await payInWindow(s.client, order.razorpayOrder.id);
    const event = capturedEvent(
      paid.razorpay_payment_id!,
      order.razorpayOrder.id,
      order.razorpayOrder.amount,
    );
    const stockBefore = await stockOf(dupatta);
    const eventId = `evt_twice_${order.orderId}`;
    const answers = await Promise.all([
      sendWebhook(t.url, WEBHOOK_SECRET, event, eventId),
      sendWebhook(t.url, WEBHOOK_SECRET, event, eventId),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // Exactly one delivery applied it; the other was told it is a duplicate.
    expect(answers.map((a) => a.body).sort((a, b) => Number(!!a.duplicate) - Number(!!b.duplicate))).toEqual([
      { success: true },
      { success: true, duplicate: true },
    ]);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(o).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
    expect(o!.invoiceNumber).toMatch(/^INV\//);
    expect(await stockOf(dupatta)).toBe(stockBefore); // the stock held at checkout, taken once
    const recorded = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, eventId));
    expect(recorded).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${order.orderId}`));
    expect(mails).toHaveLength(1);
    // Delivered again later: still 200, still nothing done.
    expect((await sendWebhook(t.url, WEBHOOK_SECRET, event, eventId)).body).toEqual({
      success: true,
      duplicate: true,
    });
  });

  it('webhooks: a delivery that passed the replay check as another delivery of its event settled the order is a replay', async () => {
    const s = await shopper([[dupatta, 1]]);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    const paid = await payInWindow(s.client, order.razorpayOrder.id);
    const paymentId = paid.razorpay_payment_id!;
    const event = capturedEvent(paymentId, order.razorpayOrder.id, order.razorpayOrder.amount);
    const eventId = `evt_race_${order.orderId}`;
    expect((await sendWebhook(t.url, WEBHOOK_SECRET, event, eventId)).body).toEqual({ success: true });
    // The second delivery found no record of the event a moment before the first recorded it, and
    // reads an order that is already settled: it must still learn that the event was applied.
    const second = await t.app.services.payments.confirmWebhookPayment(
      order.razorpayOrder.id,
      paymentId,
      eventId,
    );
    expect(second.replay).toBe(true);
  });

  it('lets one shopper hold stock for one unpaid order only: a new checkout supersedes the earlier', async () => {
    const s = await shopper([[dupatta, 5]]);
    const before = await stockOf(dupatta);
    const first = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    // The shopper pays the first order in a window left open in another tab…
    const paid = await payInWindow(s.client, first.razorpayOrder.id);
    const second = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    expect(await stockOf(dupatta)).toBe(before - 5);
    expect((await s.client.get(`/api/shop/order/details/${first.orderId}`)).body.data).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: 'superseded',
    });
    expect((await s.client.get(`/api/shop/order/details/${second.orderId}`)).body.data).toMatchObject({
      orderStatus: 'pending',
      cancelReason: null,
    });
    // The shopper's list says why (the web app folds superseded, never-paid attempts away).
    const list = (await s.client.get(`/api/shop/order/list/${s.user.id}`)).body.data as Array<{
      _id: string;
      cancelReason: string | null;
    }>;
    expect(list.find((o) => o._id === first.orderId)?.cancelReason).toBe('superseded');
    // …and a superseded order is never confirmed: its payment goes back, it takes no stock and no number.
    const late = await s.client.post('/api/shop/order/verify-razorpay', { ...paid, orderId: first.orderId });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({
      success: false,
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      message: ORDER_MESSAGES.notConfirmed('cancelled', true),
    });
    expect(await stockOf(dupatta)).toBe(before - 5);
    const d = (await s.client.get(`/api/shop/order/details/${first.orderId}`)).body.data;
    expect(d).toMatchObject({ invoiceNumber: null, paymentId: paid.razorpay_payment_id });
    expect(d.refundId).toMatch(/^rfnd_/);
    // The window of a superseded order can no longer take a payment at all.
    const again = await s.client.post('/api/payments/simulated/pay', { order_id: first.razorpayOrder.id });
    expect(again.status).toBe(409);
  });

  it('holds stock for at most one unpaid order per shopper under five simultaneous checkouts', async () => {
    const s = await shopper([[dupatta, 4]]);
    const before = await stockOf(dupatta);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => s.client.post('/api/shop/order/create', { addressId: s.addressId })),
    );
    for (const r of results) expect(r.status).toBe(200);
    const holding = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, s.user.id), eq(orders.stockReserved, true)));
    expect(holding).toHaveLength(1);
    expect(holding[0]!.orderStatus).toBe('pending');
    expect(await stockOf(dupatta)).toBe(before - 4);
    const list = (await s.client.get(`/api/shop/order/list/${s.user.id}`)).body.data as {
      orderStatus: string;
    }[];
    expect(list.map((o) => o.orderStatus).sort()).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
      'pending',
    ]);
  });

  it('the database itself refuses a second stock hold for one shopper', async () => {
    const s = await shopper([[dupatta, 1]]);
    const first = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, first.orderId));
    const { id: _id, providerOrderId: _p, invoiceNumber: _i, ...copy } = row!;
    await expect(t.database.db.insert(orders).values(copy)).rejects.toThrow();
  });

  it('never oversells: 10 shoppers race for the last 3 units', async () => {
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper([[lastUnits, 1]])));
    const results = await Promise.all(
      shoppers.map((s) => s.client.post('/api/shop/order/create', { addressId: s.addressId })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(MESSAGES.toast.stockExceeded(0));
    }
    expect(await stockOf(lastUnits)).toBe(0);
  });

  const lapse = (orderId: string) =>
    t.database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));

  it('releases lapsed reservations; a late payment is confirmed if prices and stock allow, else refunded', async () => {
    const s = await shopper([[spare, 1]]);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    expect(await stockOf(spare)).toBe(0);
    const paid = await payInWindow(s.client, order.razorpayOrder.id);
    await lapse(order.orderId);
    expect(await t.app.services.reservations.expireReservations()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(spare)).toBe(1);
    expect((await s.client.get(`/api/shop/order/details/${order.orderId}`)).body.data.orderStatus).toBe(
      'cancelled',
    );

    // Paid late while the unit is still there at the same price: confirmed, stock taken again.
    const late = await s.client.post('/api/shop/order/verify-razorpay', { ...paid, orderId: order.orderId });
    expect(late.body).toMatchObject({ success: true, orderStatus: 'confirmed', paymentStatus: 'paid' });
    expect(await stockOf(spare)).toBe(0);

    // Paid late after someone else bought the last unit: refunded, still cancelled, no stock taken.
    const s2 = await shopper([[saree, 1]]);
    const order2 = (await s2.client.post('/api/shop/order/create', { addressId: s2.addressId })).body;
    const paid2 = await payInWindow(s2.client, order2.razorpayOrder.id);
    await lapse(order2.orderId);
    await t.app.services.reservations.expireReservations();
    await t.database.db.update(products).set({ totalStock: 0 }).where(eq(products.id, saree));
    const refused = await s2.client.post('/api/shop/order/verify-razorpay', {
      ...paid2,
      orderId: order2.orderId,
    });
    expect(refused.body).toMatchObject({
      success: false,
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      message: ORDER_MESSAGES.notConfirmed('soldOut', true),
    });
    const d = (await s2.client.get(`/api/shop/order/details/${order2.orderId}`)).body.data;
    expect(d).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded', invoiceNumber: null });
    expect(d.refundId).toMatch(/^rfnd_/);
    expect(await stockOf(saree)).toBe(0);
    await t.database.db.update(products).set({ totalStock: 5 }).where(eq(products.id, saree));
  });

  it('refunds a late payment when the price changed after the reservation lapsed', async () => {
    const s = await shopper([[dupatta, 1]]);
    const before = await stockOf(dupatta);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    const paid = await payInWindow(s.client, order.razorpayOrder.id);
    await lapse(order.orderId);
    await t.app.services.reservations.expireReservations();
    await t.database.db.update(products).set({ pricePaise: 300000 }).where(eq(products.id, dupatta));
    try {
      const res = await s.client.post('/api/shop/order/verify-razorpay', { ...paid, orderId: order.orderId });
      expect(res.body).toMatchObject({
        success: false,
        orderStatus: 'cancelled',
        paymentStatus: 'refunded',
        message: ORDER_MESSAGES.notConfirmed('priceChanged', true),
      });
      expect(await stockOf(dupatta)).toBe(before);
    } finally {
      await t.database.db.update(products).set({ pricePaise: 250000 }).where(eq(products.id, dupatta));
    }
  });

  it('never confirms an order staff cancelled and repriced: the payment is refunded (checkout and webhook)', async () => {
    const { ids, admin } = await seedProducts(t, [
      { title: 'Hundred Rupee Kerchief', price: 100, totalStock: 10 },
    ]);
    const kerchief = ids[0]!;
    const s = await shopper([[kerchief, 5]]);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    expect(order.razorpayOrder.amount).toBe(52500);
    const paid = await payInWindow(s.client, order.razorpayOrder.id);
    const cancel = await admin.put(`/api/admin/orders/update/${order.orderId}`, { orderStatus: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect(await stockOf(kerchief)).toBe(10);
    const product = (await admin.get(`/api/shop/products/get/${kerchief}`)).body.data;
    const reprice = await admin.put(`/api/admin/products/edit/${kerchief}`, { ...product, price: 10000 });
    expect(reprice.status).toBe(200);

    const res = await s.client.post('/api/shop/order/verify-razorpay', { ...paid, orderId: order.orderId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      message: ORDER_MESSAGES.notConfirmed('cancelled', true),
    });
    expect(await stockOf(kerchief)).toBe(10);
    const d = (await s.client.get(`/api/shop/order/details/${order.orderId}`)).body.data;
    expect(d).toMatchObject({ totalAmount: 525, invoiceNumber: null, orderStatus: 'cancelled' });
    // The same payment arriving again by webhook changes nothing and refunds nothing twice.
    const event = capturedEvent(paid.razorpay_payment_id!, order.razorpayOrder.id, 52500);
    expect((await sendWebhook(t.url, WEBHOOK_SECRET, event, `evt_${order.orderId}`)).status).toBe(200);
    expect(await orderRow(t, order.orderId)).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      refundId: d.refundId,
    });
    expect(await stockOf(kerchief)).toBe(10);
  });

  it('refunds a payment for an order the shopper cancelled, arriving by webhook only', async () => {
    const s = await shopper([[dupatta, 2]]);
    const before = await stockOf(dupatta);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    const paid = await payInWindow(s.client, order.razorpayOrder.id);
    expect((await s.client.post(`/api/shop/order/cancel/${order.orderId}`)).status).toBe(200);
    const event = capturedEvent(
      paid.razorpay_payment_id!,
      order.razorpayOrder.id,
      order.razorpayOrder.amount,
    );
    expect((await sendWebhook(t.url, WEBHOOK_SECRET, event, `evt_c_${order.orderId}`)).status).toBe(200);
    const d = (await s.client.get(`/api/shop/order/details/${order.orderId}`)).body.data;
    expect(d).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded', invoiceNumber: null });
    expect(await stockOf(dupatta)).toBe(before);
    // The shopper's own verification afterwards reads the same outcome.
    const res = await s.client.post('/api/shop/order/verify-razorpay', { ...paid, orderId: order.orderId });
    expect(res.body).toMatchObject({
      success: false,
      message: ORDER_MESSAGES.notConfirmed('cancelled', true),
    });
  });

  it('tells the web app that payments are simulated, so checkout can say no money is taken', async () => {
    const res = await new Client(t.url).get('/api/common/config');
    expect(res.body.data.simulatedPayments).toBe(true);
  });

  it('the simulated window pays only the signed-in shopper’s own order, while it awaits payment', async () => {
    const a = await shopper([[dupatta, 1]]);
    const b = await shopper([[dupatta, 1]]);
    const orderB = (await b.client.post('/api/shop/order/create', { addressId: b.addressId })).body;
    const stolen = await a.client.post('/api/payments/simulated/pay', { order_id: orderB.razorpayOrder.id });
    expect(stolen.status).toBe(404);
    expect(stolen.body).not.toHaveProperty('razorpay_signature');
    await b.client.post(`/api/shop/order/cancel/${orderB.orderId}`);
    expect(
      (await b.client.post('/api/payments/simulated/pay', { order_id: orderB.razorpayOrder.id })).status,
    ).toBe(409);
  });

  it('caps how long a shopper can keep extending a reservation', async () => {
    const s = await shopper([[dupatta, 2]]);
    const before = await stockOf(dupatta);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    // Created 45 minutes ago (RESERVATION_MINUTES 30): a retry extends only to 60 minutes after creation.
    const createdAt = new Date(Date.now() - 45 * 60_000);
    await t.database.db.update(orders).set({ createdAt }).where(eq(orders.id, order.orderId));
    const retry = await s.client.post(`/api/shop/order/retry/${order.orderId}`);
    expect(retry.status).toBe(200);
    expect(new Date(retry.body.reservedUntil).getTime()).toBe(createdAt.getTime() + 60 * 60_000);
    // Past twice the reservation time: no more extensions; the stock goes back.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(orders.id, order.orderId));
    const refused = await s.client.post(`/api/shop/order/retry/${order.orderId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ORDER_MESSAGES.holdEnded);
    expect(await stockOf(dupatta)).toBe(before);
  });

  /** Resolves once `n` queries of this test database wait for a lock (PostgreSQL only). */
  async function lockWaiters(n: number) {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const { rows } = (await t.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if (rows[0]!.n >= n) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`fewer than ${n} queries ever waited for a lock`);
  }

  it('a retry of an order that is paid (even while the retry runs) says it is already paid', async () => {
    const s = await shopper([[dupatta, 1]]);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    const paid = await payInWindow(s.client, order.razorpayOrder.id);
    const verify = () =>
      s.client.post('/api/shop/order/verify-razorpay', { ...paid, orderId: order.orderId });
    const retry = () => s.client.post(`/api/shop/order/retry/${order.orderId}`);
    if (backend === 'postgres') {
      // The retry reads the order while it is still pending, then the payment commits before the retry's
      // own update: the order's row is held, the payment queues for it first, the retry behind it.
      const [verified, retried] = await t.database.db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.orderId)).for('update');
        const paying = verify();
        await lockWaiters(1);
        const retrying = retry();
        await lockWaiters(2);
        return [paying, retrying];
      });
      expect((await verified).body).toMatchObject({ success: true, paymentStatus: 'paid' });
      expect((await retried).status).toBe(409);
      expect((await retried).body.message).toBe(ORDER_MESSAGES.alreadyPaid);
    } else {
      // PGlite runs one transaction at a time: no race to stage, only the order paid before the retry.
      expect((await verify()).body).toMatchObject({ success: true, paymentStatus: 'paid' });
    }
    const again = await retry();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.alreadyPaid);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', cancelReason: null });
  });

  it('answers 4xx, not 500, to an address id of the wrong shape and to an order above the online limit', async () => {
    const s = await shopper([[dupatta, 1]]);
    for (const addressId of ['not-a-uuid', 'x'.repeat(500), 12]) {
      const res = await s.client.post('/api/shop/order/create', { addressId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.toast.noAddress);
    }
    const bad = await s.client.post('/api/shop/order/create', { addressInfo: { addressId: 'nope' } });
    expect(bad.status).toBe(400);

    const { ids } = await seedProducts(t, [
      { title: 'Temple Gold Zari Heirloom', price: 10_000_000, totalStock: 5 },
    ]);
    const rich = await shopper([[ids[0]!, 3]]);
    const before = await stockOf(ids[0]!);
    const res = await rich.client.post('/api/shop/order/create', { addressId: rich.addressId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ORDER_MESSAGES.tooLarge('₹1,00,00,000.00'));
    expect(await stockOf(ids[0]!)).toBe(before);
  });

  it('lets the shopper cancel a pending order (stock back) or pay it later', async () => {
    const s = await shopper([[dupatta, 3]]);
    const before = await stockOf(dupatta);
    const order = (await s.client.post('/api/shop/order/create', { addressId: s.addressId })).body;
    expect(await stockOf(dupatta)).toBe(before - 3);
    const retry = await s.client.post(`/api/shop/order/retry/${order.orderId}`);
    expect(retry.body.razorpayOrder).toEqual(order.razorpayOrder);
    const cancelled = await s.client.post(`/api/shop/order/cancel/${order.orderId}`);
    expect(cancelled.body.data.orderStatus).toBe('cancelled');
    expect(await stockOf(dupatta)).toBe(before);
    expect((await s.client.post(`/api/shop/order/cancel/${order.orderId}`)).status).toBe(409);
    expect((await s.client.post(`/api/shop/order/retry/${order.orderId}`)).status).toBe(409);
    const list = await s.client.get(`/api/shop/order/list/${s.user.id}`);
    expect(list.body.data.map((o: { _id: string }) => o._id)).toEqual([order.orderId]);
    expect((await new Client(t.url).get(`/api/shop/order/list/${s.user.id}`)).status).toBe(401);
  });
});
