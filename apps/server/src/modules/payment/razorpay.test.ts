import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@resham/shared';
import { orders, products, refunds } from '../../db/schema';
import { describeOnPostgres, signUpCustomer, startTestApp, type TestApp } from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { startFakeRazorpay } from '../../../test/fake-razorpay';
import { makeRefundsDue, orderRow, refundRows } from '../../../test/order-fixtures';
import { capturedEvent, sendWebhook } from '../../../test/payment-helpers';
import { checkoutSignature } from './signature';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisisasecretkeyforthetests';
const WEBHOOK_SECRET = 'whsec_razorpay_tests_0123456789';

describeOnPostgres('Razorpay provider (through the official SDK)', (backend) => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let product: string;
  let admin: Awaited<ReturnType<typeof seedProducts>>['admin'];
  beforeAll(async () => {
    razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    t = await startTestApp(backend, {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    const seeded = await seedProducts(t, [
      { title: 'Razorpay Tussar', price: 7000, salePrice: 6500, totalStock: 5 },
    ]);
    product = seeded.ids[0]!;
    admin = seeded.admin;
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  it('creates the Razorpay order for the server total, verifies the signed payment and refunds once', async () => {
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: product, quantity: 2 });
    const addressId = await addAddress(s.client, s.user.id);
    const created = await s.client.post('/api/shop/order/create', { addressId, totalAmount: 1 });
    expect(created.status).toBe(200);
    expect(created.body.checkout).toMatchObject({
      key: KEY_ID,
      provider: 'razorpay',
      description: 'Order Payment',
    });
    const providerOrder = razorpay.orders.get(created.body.razorpayOrder.id)!;
    expect(providerOrder).toMatchObject({
      amount: 2 * 682500,
      currency: 'INR',
      receipt: created.body.orderId,
    });
    expect(created.body.razorpayOrder).toEqual({ id: providerOrder.id, amount: 1365000, currency: 'INR' });

    // The shopper pays in Razorpay's window; its handler receives these three fields.
    const payment = razorpay.capture(providerOrder.id);
    const forged = await s.client.post('/api/shop/order/verify-razorpay', {
      orderId: created.body.orderId,
      razorpay_order_id: providerOrder.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature('wrong-secret', providerOrder.id, payment.id),
    });
    expect(forged.status).toBe(400);
    const verified = await s.client.post('/api/shop/order/verify-razorpay', {
      orderId: created.body.orderId,
      razorpay_order_id: providerOrder.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(KEY_SECRET, providerOrder.id, payment.id),
    });
    expect(verified.body).toMatchObject({ success: true, orderStatus: 'confirmed', paymentStatus: 'paid' });
    expect(razorpay.requests).toContainEqual(
      expect.objectContaining({ method: 'GET', url: `/v1/payments/${payment.id}` }),
    );
    expect(razorpay.requests.some((r) => r.url.endsWith('/capture'))).toBe(false);

    const rejected = await admin.put(`/api/admin/orders/update/${created.body.orderId}`, {
      orderStatus: 'rejected',
      reason: 'The weaver could not finish this saree',
    });
    expect(rejected.body.success).toBe(true);
    expect(razorpay.refunds).toHaveLength(1);
    expect(razorpay.refunds[0]).toMatchObject({ payment_id: payment.id, amount: 1365000 });
    await admin.put(`/api/admin/orders/update/${created.body.orderId}`, { orderStatus: 'rejected' });
    expect(razorpay.refunds).toHaveLength(1);
    const d = (await s.client.get(`/api/shop/order/details/${created.body.orderId}`)).body.data;
    expect(d).toMatchObject({ paymentStatus: 'refunded', refundId: razorpay.refunds[0]!.id });
  });

  it('refuses a payment whose amount differs from the order (a tampered Razorpay order)', async () => {
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: product, quantity: 1 });
    const addressId = await addAddress(s.client, s.user.id);
    const created = await s.client.post('/api/shop/order/create', { addressId });
    const providerOrder = razorpay.orders.get(created.body.razorpayOrder.id)!;
    const payment = razorpay.capture(providerOrder.id);
    razorpay.payments.get(payment.id)!.amount = 100;
    const res = await s.client.post('/api/shop/order/verify-razorpay', {
      orderId: created.body.orderId,
      razorpay_order_id: providerOrder.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(KEY_SECRET, providerOrder.id, payment.id),
    });
    expect(res.status).toBe(400);
    expect(
      (await s.client.get(`/api/shop/order/details/${created.body.orderId}`)).body.data.paymentStatus,
    ).toBe('pending');
  });

  it('tells the web app that payments are real (no demo notice)', async () => {
    const res = await fetch(`${t.url}/api/common/config`);
    expect(((await res.json()) as { data: { simulatedPayments: boolean } }).data.simulatedPayments).toBe(
      false,
    );
  });

  async function checkout(quantity = 1) {
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: product, quantity });
    const addressId = await addAddress(s.client, s.user.id);
    const created = await s.client.post('/api/shop/order/create', { addressId });
    expect(created.status).toBe(200);
    const providerOrderId = created.body.razorpayOrder.id as string;
    const signed = (paymentId: string) => ({
      orderId: created.body.orderId as string,
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(KEY_SECRET, providerOrderId, paymentId),
    });
    return { s, orderId: created.body.orderId as string, providerOrderId, signed };
  }
  const stock = async () =>
    (
      await t.database.db.select({ n: products.totalStock }).from(products).where(eq(products.id, product))
    )[0]!.n;

  it('captures an authorized payment for the exact amount and currency before confirming', async () => {
    const { s, orderId, providerOrderId, signed } = await checkout(2);
    const payment = razorpay.authorize(providerOrderId);
    const verified = await s.client.post('/api/shop/order/verify-razorpay', signed(payment.id));
    expect(verified.body).toMatchObject({ success: true, orderStatus: 'confirmed', paymentStatus: 'paid' });
    const captures = razorpay.requests.filter((r) => r.url === `/v1/payments/${payment.id}/capture`);
    expect(captures).toEqual([
      expect.objectContaining({ method: 'POST', body: { amount: 1365000, currency: 'INR' } }),
    ]);
    expect(razorpay.payments.get(payment.id)!.status).toBe('captured');
    // Verified again (or by webhook): nothing is captured twice.
    await s.client.post('/api/shop/order/verify-razorpay', signed(payment.id));
    expect(razorpay.requests.filter((r) => r.url.endsWith('/capture'))).toHaveLength(captures.length);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.invoiceNumber).toMatch(/^INV\//);
  });

  it('never captures an authorized payment for a cancelled order, and never confirms it', async () => {
    const { s, orderId, providerOrderId, signed } = await checkout();
    const before = await stock();
    expect((await s.client.post(`/api/shop/order/cancel/${orderId}`)).status).toBe(200);
    const payment = razorpay.authorize(providerOrderId);
    const res = await s.client.post('/api/shop/order/verify-razorpay', signed(payment.id));
    expect(res.body).toMatchObject({
      success: false,
      orderStatus: 'cancelled',
      message: ORDER_MESSAGES.cancelledNotTaken,
    });
    expect(razorpay.requests.some((r) => r.url === `/v1/payments/${payment.id}/capture`)).toBe(false);
    expect(razorpay.payments.get(payment.id)!.status).toBe('authorized');
    expect(await orderRow(t, orderId)).toMatchObject({
      paymentStatus: 'authorized_released',
      invoiceNumber: null,
      refundId: null,
    });
    expect(await stock()).toBe(before + 1);
  });

  it('records a failed refund and retries it until Razorpay accepts it', async () => {
    const { s, orderId, providerOrderId, signed } = await checkout();
    const payment = razorpay.capture(providerOrderId);
    await s.client.post(`/api/shop/order/cancel/${orderId}`);
    razorpay.control.failRefunds = true;
    try {
      const res = await s.client.post('/api/shop/order/verify-razorpay', signed(payment.id));
      expect(res.body).toMatchObject({
        success: false,
        orderStatus: 'cancelled',
        paymentStatus: 'refund_failed',
        message: ORDER_MESSAGES.notConfirmed('cancelled', false),
      });
    } finally {
      razorpay.control.failRefunds = false;
    }
    // Not due yet: a failed refund waits before the sweep tries again.
    expect(await t.app.services.refunds.retryRefunds()).toBe(0);
    await makeRefundsDue(t, orderId);
    expect(await t.app.services.refunds.retryRefunds()).toBe(1);
    expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: 'refunded' });
    expect(await refundRows(t, orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded', lastError: null, attempts: 2 }),
    ]);
    expect(razorpay.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    const d = (await s.client.get(`/api/shop/order/details/${orderId}`)).body.data;
    expect(d.refundId).toBe(razorpay.refunds.find((r) => r.payment_id === payment.id)!.id);
  });

  it('a refund claimed by another process is not made twice', async () => {
    const { s, orderId, providerOrderId, signed } = await checkout();
    const payment = razorpay.capture(providerOrderId);
    await s.client.post(`/api/shop/order/cancel/${orderId}`);
    razorpay.control.failRefunds = true;
    await s.client.post('/api/shop/order/verify-razorpay', signed(payment.id));
    razorpay.control.failRefunds = false;
    // Another process's call in flight: the row is claimed, its lease a minute from now.
    await t.database.db
      .update(refunds)
      .set({ status: 'processing', nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(refunds.orderId, orderId));
    const results = await Promise.all([
      t.app.services.refunds.retryRefunds(),
      t.app.services.refunds.refund(orderId),
    ]);
    expect(results[0]).toBe(0);
    expect(results[1].paymentStatus).toBe('refund_failed');
    expect(razorpay.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(0);
    // That process stopped mid-call: its lease ended.
    await makeRefundsDue(t, orderId);
    const [a, b] = await Promise.all([
      t.app.services.refunds.refund(orderId),
      t.app.services.refunds.refund(orderId),
    ]);
    expect([a.paymentStatus, b.paymentStatus]).toContain('refunded');
    expect(razorpay.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
  });

  /** A paid order, and a second payment Razorpay captured for the same provider order. */
  async function paidTwice() {
    const c = await checkout();
    const first = razorpay.capture(c.providerOrderId);
    const paid = await c.s.client.post('/api/shop/order/verify-razorpay', c.signed(first.id));
    expect(paid.body).toMatchObject({ success: true, paymentStatus: 'paid' });
    return { ...c, first, second: razorpay.capture(c.providerOrderId) };
  }
  const owedRow = (paymentId: string) =>
    t.database.db.select().from(refunds).where(eq(refunds.providerPaymentId, paymentId));
  const refundsOf = (paymentId: string) => razorpay.refunds.filter((r) => r.payment_id === paymentId);

  it('a second payment whose refund Razorpay refuses is owed, and refunded once by a later sweep', async () => {
    const { s, orderId, signed, first, second } = await paidTwice();
    razorpay.control.failRefunds = true;
    try {
      const res = await s.client.post('/api/shop/order/verify-razorpay', signed(second.id));
      expect(res.body).toMatchObject({
        success: true,
        paymentStatus: 'paid',
        message: ORDER_MESSAGES.alreadyPaid,
      });
    } finally {
      razorpay.control.failRefunds = false;
    }
    expect(refundsOf(second.id)).toHaveLength(0);
    expect(await owedRow(second.id)).toEqual([
      expect.objectContaining({ orderId, amountPaise: 682500, status: 'failed', attempts: 1 }),
    ]);
    // Not due yet: a failed refund waits before the sweep tries again.
    expect(await t.app.services.refunds.retryRefunds()).toBe(0);
    await t.database.db
      .update(refunds)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(refunds.providerPaymentId, second.id));
    // Two sweeps at once (as from two processes): the owed refund is claimed by one of them.
    const swept = await Promise.all([
      t.app.services.refunds.retryRefunds(),
      t.app.services.refunds.retryRefunds(),
    ]);
    expect(swept.sort()).toEqual([0, 1]);
    expect(refundsOf(second.id)).toEqual([
      expect.objectContaining({ amount: 682500, receipt: `refund-duplicate-${second.id}`.slice(0, 40) }),
    ]);
    expect(await owedRow(second.id)).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        attempts: 2,
        providerRefundId: refundsOf(second.id)[0]!.id,
        lastError: null,
      }),
    ]);
    // Done: later sweeps and the same payment verified again refund nothing more.
    expect(await t.app.services.refunds.retryRefunds()).toBe(0);
    // (The shopper's own checkout may report the second payment only now: the order is paid.)
    const late = await s.client.post('/api/shop/order/verify-razorpay', signed(second.id));
    expect(late.status).toBe(200);
    expect(refundsOf(second.id)).toHaveLength(1);
    // The first payment still pays for the order.
    expect(refundsOf(first.id)).toHaveLength(0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentId: first.id });
  });

  it('a second payment delivered by the checkout and two webhooks at once is owed once and refunded once', async () => {
    const { s, providerOrderId, signed, second } = await paidTwice();
    const event = capturedEvent(second.id, providerOrderId, second.amount);
    const answers = await Promise.all([
      s.client.post('/api/shop/order/verify-razorpay', signed(second.id)),
      sendWebhook(t.url, WEBHOOK_SECRET, event, `evt_captured_${second.id}`),
      sendWebhook(t.url, WEBHOOK_SECRET, { ...event, event: 'order.paid' }, `evt_paid_${second.id}`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(refundsOf(second.id)).toHaveLength(1);
    expect(await owedRow(second.id)).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        attempts: 1,
        providerRefundId: refundsOf(second.id)[0]!.id,
      }),
    ]);
    expect(await t.app.services.refunds.retryRefunds()).toBe(0);
    expect(refundsOf(second.id)).toHaveLength(1);
  });
});
