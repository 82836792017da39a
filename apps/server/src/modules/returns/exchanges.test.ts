// Issue 37: an exchange made places a replacement order for what the shopper chose, the difference
// refunded (cheaper) or collected at the door (dearer); a replacement not delivered gives back what the
// returned units paid of it, to the original payment, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COD_MESSAGES, formatPaise, RETURN_MESSAGES as M } from '@resham/shared';
import { orders, returns as returnsTable } from '../../db/schema';
import { seedProducts } from '../../../test/catalog-fixtures';
import { describeEachDatabase, startTestApp, type Client, type TestApp } from '../../../test/harness';
import {
  emailsFor,
  orderRow,
  pdfText,
  refundRows,
  SHIPMENT,
  shopperWithCart,
  stockOf,
} from '../../../test/order-fixtures';
import { deliveredOrder, receivedReturn } from '../../../test/return-fixtures';

describeEachDatabase('exchanges (issue 37)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  let dupatta: string;
  let lastOne: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Peacock Kanchipuram', price: 12000, totalStock: 1000 },
      { title: 'Zari Dupatta', price: 2400, totalStock: 1000 },
      { title: 'Last Pen Kalamkari', price: 6000, totalStock: 1 },
    ]);
    admin = seeded.admin;
    [saree, dupatta, lastOne] = seeded.ids as [string, string, string];
  });
  afterAll(() => t?.close());

  const ask = (client: Client, orderId: string, body: Record<string, unknown>) =>
    client.post(`/api/shop/order/return/${orderId}`, body);
  const step = (id: string, body: Record<string, unknown>) => admin.put(`/api/admin/returns/${id}`, body);
  const exchangeOf = (productId: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
    items: [{ productId, quantity }],
    reason: 'colour-differs',
    kind: 'exchange',
    ...extra,
  });
  /** An order of `productId`, delivered, with an exchange of one unit asked for and received. */
  async function receivedExchange(
    productId: string,
    exchangeFor?: { productId: string; quantity: number }[],
  ) {
    const o = await deliveredOrder(t, admin, [{ productId, quantity: 2 }]);
    const asked = await ask(
      o.client,
      o.orderId,
      exchangeOf(productId, 1, exchangeFor ? { exchangeFor } : {}),
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    await receivedReturn(admin, asked.body.data._id);
    return { ...o, returnId: asked.body.data._id as string, asked: asked.body.data };
  }
  const details = async (client: Client, orderId: string) =>
    (await client.get(`/api/shop/order/details/${orderId}`)).body.data;

  it('the same saree again: a paid replacement with its own invoice, nothing refunded, placed once', async () => {
    const o = await receivedExchange(saree);
    expect(o.asked).toMatchObject({
      kind: 'exchange',
      exchangeFor: [{ productId: saree, title: 'Peacock Kanchipuram', quantity: 1 }],
      replacementOrder: null,
    });
    const stock = await stockOf(t, saree);
    const raced = await Promise.all([
      step(o.returnId, { status: 'exchanged' }),
      step(o.returnId, { status: 'exchanged' }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    const made = raced.find((r) => r.status === 200)!.body.data;
    const replacementId = made.replacementOrder.id as string;
    expect(made.replacementOrder.orderNumber).toBeGreaterThan(0);
    expect(await stockOf(t, saree)).toBe(stock - 1);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, o.user.id))).toHaveLength(2);

    const replacement = await details(o.client, replacementId);
    expect(replacement).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: 12600,
      exchangeCredit: 12600,
      shippingCharges: 0,
      cartItems: [{ productId: saree, quantity: 1 }],
    });
    expect(replacement.invoiceNumber).toMatch(/^INV\//);
    const invoice = await pdfText(o.client, 'POST', `/api/shop/order/invoice/${replacementId}`);
    expect(invoice.text).toContain(`Payment: ${formatPaise(1_260_000)} by returned goods (exchange)`);
    expect(invoice.text).not.toContain('cash on delivery');
    expect(await refundRows(t, o.orderId)).toHaveLength(0);
    const [mail] = await emailsFor(t, `return-exchanged:${o.returnId}`);
    expect(mail!.text).toContain(`order #${made.replacementOrder.orderNumber}`);
    expect(await emailsFor(t, `order-confirmation:${replacementId}`)).toHaveLength(1);
    // Her requests show the replacement.
    const listed = (await o.client.get(`/api/shop/order/returns/${o.orderId}`)).body.data[0];
    expect(listed.replacementOrder).toEqual(made.replacementOrder);

    // Staff turn the replacement down: its price goes back to the payment that paid for it, once.
    const rejected = await admin.put(`/api/admin/orders/update/${replacementId}`, {
      orderStatus: 'rejected',
      reason: 'The replacement was damaged in the store.',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const original = await orderRow(t, o.orderId);
    const [refund] = await refundRows(t, replacementId);
    expect(refund).toMatchObject({
      amountPaise: 1_260_000,
      providerPaymentId: original.paymentId,
      status: 'succeeded',
    });
    expect((await orderRow(t, replacementId)).paymentStatus).toBe('refunded');
  });

  it('a cheaper choice: the replacement is paid from the returned saree and the difference refunded once', async () => {
    const o = await receivedExchange(saree, [{ productId: dupatta, quantity: 2 }]);
    const made = await step(o.returnId, { status: 'exchanged' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const replacement = await details(o.client, made.body.data.replacementOrder.id);
    expect(replacement).toMatchObject({ paymentStatus: 'paid', totalAmount: 5040, exchangeCredit: 5040 });
    // ₹12,600 paid for the saree − ₹5,040 for two dupattas with tax.
    const refunds = await refundRows(t, o.orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      reason: 'customer_return',
      amountPaise: 756_000,
      status: 'succeeded',
    });
    const [mail] = await emailsFor(t, `return-exchanged:${o.returnId}`);
    expect(mail!.text).toContain(`we have refunded the difference, ${formatPaise(756_000)}`);
  });

  it('a dearer choice: the difference is collected at the door; cancelled, the dupatta’s credit goes back', async () => {
    const o = await receivedExchange(dupatta, [{ productId: saree, quantity: 1 }]);
    const made = await step(o.returnId, { status: 'exchanged' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const replacementId = made.body.data.replacementOrder.id as string;
    expect(await details(o.client, replacementId)).toMatchObject({
      orderStatus: 'confirmed',
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      totalAmount: 12600,
      exchangeCredit: 2520,
    });
    expect(await refundRows(t, o.orderId)).toHaveLength(0);
    const invoice = await pdfText(o.client, 'POST', `/api/shop/order/invoice/${replacementId}`);
    expect(invoice.text).toContain(
      `Payment: ${formatPaise(252_000)} by returned goods (exchange), ${formatPaise(1_008_000)} cash on delivery`,
    );
    const [confirmation] = await emailsFor(t, `order-confirmation:${replacementId}`);
    expect(confirmation!.text).toContain(`please keep ${formatPaise(1_008_000)} ready`);
    // Delivered only with the difference collected.
    const move = (body: Record<string, unknown>) =>
      admin.put(`/api/admin/orders/update/${replacementId}`, body);
    expect((await move({ orderStatus: 'inProcess' })).status).toBe(200);
    expect((await move({ orderStatus: 'inShipping', ...SHIPMENT })).status).toBe(200);
    expect((await move({ orderStatus: 'delivered' })).body.message).toBe(
      COD_MESSAGES.collectMissing(formatPaise(1_008_000)),
    );
    // The parcel comes back undelivered: nothing was collected; the dupatta's ₹2,520 goes back, once.
    expect((await move({ orderStatus: 'returned' })).status).toBe(200);
    expect((await move({ orderStatus: 'returned' })).status).toBe(409);
    const original = await orderRow(t, o.orderId);
    const refunds = await refundRows(t, o.orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      reason: 'customer_return',
      amountPaise: 252_000,
      providerPaymentId: original.paymentId,
      status: 'succeeded',
    });
  });

  it('a dearer replacement the shopper cancels gives the credit back too', async () => {
    const o = await receivedExchange(dupatta, [{ productId: saree, quantity: 1 }]);
    const replacementId = (await step(o.returnId, { status: 'exchanged' })).body.data.replacementOrder.id;
    const cancelled = await o.client.post(`/api/shop/order/cancel/${replacementId}`, {
      reason: 'changed-mind',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.message).toContain(formatPaise(252_000));
    expect((await refundRows(t, o.orderId)).map((r) => r.amountPaise)).toEqual([252_000]);
  });

  it('refuses what cannot be exchanged, each with its reason', async () => {
    const o = await deliveredOrder(t, admin, [{ productId: saree, quantity: 1 }]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { ...exchangeOf(saree), kind: 'refund', exchangeFor: [{ productId: dupatta, quantity: 1 }] },
        M.exchangeForRefund,
      ],
      [
        exchangeOf(saree, 1, { exchangeFor: [{ productId: crypto.randomUUID(), quantity: 1 }] }),
        M.exchangeProductGone,
      ],
      [
        exchangeOf(saree, 1, { exchangeFor: [{ productId: 'not-a-product', quantity: 1 }] }),
        M.exchangeProductGone,
      ],
      [
        exchangeOf(saree, 1, {
          exchangeFor: [
            { productId: dupatta, quantity: 6 },
            { productId: dupatta, quantity: 6 },
          ],
        }),
        M.exchangeTooMany,
      ],
      [exchangeOf(saree, 1, { exchangeFor: [{ productId: dupatta, quantity: 11 }] }), ''],
      [exchangeOf(saree, 1, { exchangeFor: [] }), ''],
    ];
    for (const [body, message] of cases) {
      const res = await ask(o.client, o.orderId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
  });

  it('cash on delivery: exchanges are refused at the request', async () => {
    const s = await shopperWithCart(t, dupatta, { verified: true });
    const orderId = (
      await s.client.post('/api/shop/order/create', { addressId: s.addressId, paymentMethod: 'cod' })
    ).body.orderId as string;
    for (const body of [
      { orderStatus: 'inProcess' },
      { orderStatus: 'inShipping', ...SHIPMENT },
      { orderStatus: 'delivered', cashCollected: true },
    ])
      await admin.put(`/api/admin/orders/update/${orderId}`, body);
    const res = await ask(s.client, orderId, exchangeOf(dupatta));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.exchangeNeedsOnlinePayment);
  });

  it('a choice sold out by the day of the exchange: 409, nothing placed, and the return can be refunded', async () => {
    const o = await receivedExchange(saree, [{ productId: lastOne, quantity: 1 }]);
    const buyer = await deliveredOrder(t, admin, [{ productId: lastOne, quantity: 1 }], { deliver: false });
    expect(buyer.orderId).toBeTruthy();
    const res = await step(o.returnId, { status: 'exchanged' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.replacementSoldOut('Last Pen Kalamkari', 0));
    const [row] = await t.database.db.select().from(returnsTable).where(eq(returnsTable.id, o.returnId));
    expect(row).toMatchObject({ status: 'received', replacementOrderId: null });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, o.user.id))).toHaveLength(1);
    const refunded = await step(o.returnId, { status: 'refunded' });
    expect(refunded.status).toBe(200);
    expect((await refundRows(t, o.orderId)).map((r) => r.amountPaise)).toEqual([1_260_000]);
  });
});
