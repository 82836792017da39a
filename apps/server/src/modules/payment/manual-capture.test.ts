import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES, ORDER_MESSAGES } from '@resham/shared';
import { orders } from '../../db/schema';
import {
  Client,
  describeOnPostgres,
  signInAdmin,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { startFakeRazorpay } from '../../../test/fake-razorpay';
import { capturedEvent, payInWindow, sendWebhook } from '../../../test/payment-helpers';
import { checkoutSignature } from './signature';

const KEY_ID = 'rzp_test_ManualCapture01';
const KEY_SECRET = 'manual-capture-secret-for-tests';
const WEBHOOK_SECRET = 'whsec_manual_capture_0123456789';

/**
 * Razorpay with manual capture (issue 20): money on orders that cannot take it is released when only
 * authorized, refunded once when captured (however late, with or without a webhook), and never kept.
 */
describeOnPostgres('Razorpay manual capture: payments for orders that cannot take them', (backend) => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let admin: Client;
  let silk: string;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    t = await startTestApp(backend, {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    const seeded = await seedProducts(t, [{ title: 'Manual Capture Silk', price: 1500, totalStock: 100 }]);
    admin = seeded.admin;
    silk = seeded.ids[0]!;
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  async function newProduct(title: string, totalStock: number, price = 2000) {
    const res = await admin.post('/api/admin/products/add', {
      title,
      description: `${title}, handwoven.`,
      category: 'Kanchipuram Silk Sarees',
      price,
      salePrice: 0,
      totalStock,
      images: (await admin.get(`/api/shop/products/get/${silk}`)).body.data.images,
    });
    expect(res.status).toBe(201);
    return res.body.data._id as string;
  }

  /** A shopper with `productId` in the cart and an address; checkout() creates (or supersedes) an order. */
  async function shopper(productId = silk, quantity = 1) {
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId, quantity });
    const addressId = await addAddress(s.client, s.user.id);
    const checkout = async () => {
      const created = await s.client.post('/api/shop/order/create', { addressId });
      expect(created.status).toBe(200);
      const providerOrderId = created.body.razorpayOrder.id as string;
      const orderId = created.body.orderId as string;
      const signed = (paymentId: string) => ({
        orderId,
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(KEY_SECRET, providerOrderId, paymentId),
      });
      return { orderId, providerOrderId, signed };
    };
    return { ...s, checkout };
  }
  const details = async (s: { client: Client }, orderId: string) =>
    (await s.client.get(`/api/shop/order/details/${orderId}`)).body.data;
  const refundsOf = (paymentId: string) => razorpay.refunds.filter((r) => r.payment_id === paymentId);
  const capturesOf = (paymentId: string) =>
    razorpay.requests.filter((r) => r.method === 'POST' && r.url === `/v1/payments/${paymentId}/capture`);
  const event = (name: string, p: { id: string; order_id: string; amount: number; status: string }) => {
    const e = capturedEvent(p.id, p.order_id, p.amount);
    return {
      ...e,
      event: name,
      payload: { payment: { entity: { ...e.payload.payment.entity, status: p.status } } },
    };
  };
  let eventCounter = 0;
  const webhook = (name: string, p: { id: string; order_id: string; amount: number; status: string }) =>
    sendWebhook(t.url, WEBHOOK_SECRET, event(name, p), `evt_manual_${backend}_${eventCounter++}`);
  /** Makes an order's next reconciliation check due now (instead of waiting minutes). */
  const due = (orderId: string) =>
    t.database.db
      .update(orders)
      .set({ reconcileAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
  const lapse = async (orderId: string) => {
    await t.database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    await t.app.services.reservations.expireReservations();
  };

  it('an authorized payment on a cancelled order is released, and refunded once when Razorpay captures it later (webhook)', async () => {
    const s = await shopper();
    const { orderId, providerOrderId, signed } = await s.checkout();
    expect((await s.client.post(`/api/shop/order/cancel/${orderId}`)).status).toBe(200);
    const payment = razorpay.authorize(providerOrderId);

    // The first look at the payment (the webhook): not captured, recorded as released — not "refunded".
    expect((await webhook('payment.authorized', payment)).status).toBe(200);
    expect(capturesOf(payment.id)).toHaveLength(0);
    expect(await details(s, orderId)).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'authorized_released',
      refundId: null,
    });
    const verified = await s.client.post('/api/shop/order/verify-razorpay', signed(payment.id));
    expect(verified.body).toMatchObject({
      success: false,
      paymentStatus: 'authorized_released',
      message: ORDER_MESSAGES.cancelledNotTaken,
    });

    // Auto-capture after the account's timeout (or the dashboard): the money came in after all.
    razorpay.captureOnRazorpay(payment.id);
    expect((await webhook('payment.captured', { ...payment, status: 'captured' })).status).toBe(200);
    expect(refundsOf(payment.id)).toEqual([expect.objectContaining({ amount: payment.amount })]);
    expect(await details(s, orderId)).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      refundId: refundsOf(payment.id)[0]!.id,
    });

    // Told again by every path: nothing more is refunded.
    const again = await Promise.all([
      webhook('payment.captured', { ...payment, status: 'captured' }),
      webhook('order.paid', { ...payment, status: 'captured' }),
      s.client.post('/api/shop/order/verify-razorpay', signed(payment.id)),
    ]);
    expect(again.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(again[2]!.body).toMatchObject({
      paymentStatus: 'refunded',
      message: ORDER_MESSAGES.notConfirmed('cancelled', true),
    });
    await due(orderId);
    await t.app.services.reconciliation.reconcile();
    expect(refundsOf(payment.id)).toHaveLength(1);
  });

  it('an authorized payment released on a cancelled order and captured later with no webhook is refunded once by the reconciliation sweep', async () => {
    const s = await shopper();
    const { orderId, providerOrderId, signed } = await s.checkout();
    expect((await s.client.post(`/api/shop/order/cancel/${orderId}`)).status).toBe(200);
    const payment = razorpay.authorize(providerOrderId);
    const verified = await s.client.post('/api/shop/order/verify-razorpay', signed(payment.id));
    expect(verified.body).toMatchObject({ success: false, paymentStatus: 'authorized_released' });
    expect(capturesOf(payment.id)).toHaveLength(0);

    razorpay.captureOnRazorpay(payment.id);
    await due(orderId);
    // Two processes sweeping at once: the order is checked, and refunded, once.
    await Promise.all([t.app.services.reconciliation.reconcile(), t.app.services.reconciliation.reconcile()]);
    expect(refundsOf(payment.id)).toEqual([expect.objectContaining({ amount: payment.amount })]);
    expect(await details(s, orderId)).toMatchObject({
      paymentStatus: 'refunded',
      refundId: refundsOf(payment.id)[0]!.id,
    });
    await due(orderId);
    await t.app.services.reconciliation.reconcile();
    expect(refundsOf(payment.id)).toHaveLength(1);
  });

  it('an authorized late payment for an expired order whose stock is gone, or whose price changed, is never captured', async () => {
    const lastUnit = await newProduct('Manual Capture Last Unit', 1);
    const late = await shopper(lastUnit);
    const order = await late.checkout();
    const payment = razorpay.authorize(order.providerOrderId);
    await lapse(order.orderId);
    // Someone else buys the last unit meanwhile.
    const other = await shopper(lastUnit);
    const otherOrder = await other.checkout();
    const otherPayment = razorpay.capture(otherOrder.providerOrderId);
    const otherPaid = await other.client.post(
      '/api/shop/order/verify-razorpay',
      otherOrder.signed(otherPayment.id),
    );
    expect(otherPaid.body).toMatchObject({ success: true, paymentStatus: 'paid' });

    const res = await late.client.post('/api/shop/order/verify-razorpay', order.signed(payment.id));
    expect(res.body).toMatchObject({
      success: false,
      orderStatus: 'cancelled',
      paymentStatus: 'authorized_released',
      message: ORDER_MESSAGES.notTaken('soldOut'),
    });
    expect(capturesOf(payment.id)).toHaveLength(0);
    expect(razorpay.payments.get(payment.id)!.status).toBe('authorized');
    expect(refundsOf(payment.id)).toHaveLength(0);

    // The same with a price changed after the hold lapsed.
    const repriced = await newProduct('Manual Capture Repriced', 5);
    const s = await shopper(repriced);
    const o = await s.checkout();
    const p = razorpay.authorize(o.providerOrderId);
    await lapse(o.orderId);
    const product = (await admin.get(`/api/shop/products/get/${repriced}`)).body.data;
    expect(
      (await admin.put(`/api/admin/products/edit/${repriced}`, { ...product, price: 2500 })).status,
    ).toBe(200);
    expect((await webhook('payment.authorized', p)).status).toBe(200);
    expect(capturesOf(p.id)).toHaveLength(0);
    expect(await details(s, o.orderId)).toMatchObject({
      paymentStatus: 'authorized_released',
      refundId: null,
    });
    const told = await s.client.post('/api/shop/order/verify-razorpay', o.signed(p.id));
    expect(told.body.success).toBe(false);
    expect(refundsOf(p.id)).toHaveLength(0);
  });

  it('an authorized late payment for an expired order that can still be had is captured and confirms it', async () => {
    const s = await shopper();
    const o = await s.checkout();
    const p = razorpay.authorize(o.providerOrderId);
    await lapse(o.orderId);
    const res = await s.client.post('/api/shop/order/verify-razorpay', o.signed(p.id));
    expect(res.body).toMatchObject({ success: true, orderStatus: 'confirmed', paymentStatus: 'paid' });
    expect(capturesOf(p.id)).toHaveLength(1);
  });

  it('a late payment for an expired order whose product was deleted says the product is no longer sold', async () => {
    const retired = await newProduct('Manual Capture Retired', 3);
    const s = await shopper(retired);
    const o = await s.checkout();
    const p = razorpay.capture(o.providerOrderId);
    await lapse(o.orderId);
    expect((await admin.delete(`/api/admin/products/delete/${retired}`)).status).toBe(200);
    const res = await s.client.post('/api/shop/order/verify-razorpay', o.signed(p.id));
    expect(res.body).toMatchObject({
      success: false,
      paymentStatus: 'refunded',
      message: ORDER_MESSAGES.notConfirmed('productGone', true),
    });
    expect(res.body.message).toContain('no longer sold');
    expect(refundsOf(p.id)).toHaveLength(1);
  });

  it('a webhook for a captured payment of another amount than the order is refunded once, not just acknowledged', async () => {
    const s = await shopper();
    const o = await s.checkout();
    const p = razorpay.capture(o.providerOrderId);
    razorpay.payments.get(p.id)!.amount = 100;
    const captured = { ...p, amount: 100, status: 'captured' };
    expect((await webhook('payment.captured', captured)).status).toBe(200);
    expect(refundsOf(p.id)).toEqual([expect.objectContaining({ amount: 100 })]);
    // Delivered again, with the order's other event, and reported by the checkout: still one refund.
    const again = await Promise.all([
      webhook('payment.captured', captured),
      webhook('order.paid', captured),
      s.client.post('/api/shop/order/verify-razorpay', o.signed(p.id)),
    ]);
    expect(again.map((a) => a.status)).toEqual([200, 200, 400]);
    expect(refundsOf(p.id)).toHaveLength(1);
    expect(await t.app.services.refunds.retryRefunds()).toBe(0);
    expect(refundsOf(p.id)).toHaveLength(1);
    // The order paid nothing: it still awaits its payment.
    expect(await details(s, o.orderId)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
  });

  it('an authorized payment of another amount is never captured', async () => {
    const s = await shopper();
    const o = await s.checkout();
    const p = razorpay.authorize(o.providerOrderId);
    razorpay.payments.get(p.id)!.amount = 100;
    const res = await s.client.post('/api/shop/order/verify-razorpay', o.signed(p.id));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ORDER_MESSAGES.amountMismatch);
    expect(capturesOf(p.id)).toHaveLength(0);
    expect(refundsOf(p.id)).toHaveLength(0);
  });

  it('two admins rejecting the same paid order at once: one refund call; the other hears 409 or the settled answer, never 502', async () => {
    const s = await shopper();
    const o = await s.checkout();
    const p = razorpay.capture(o.providerOrderId);
    const paid = await s.client.post('/api/shop/order/verify-razorpay', o.signed(p.id));
    expect(paid.body).toMatchObject({ success: true, paymentStatus: 'paid' });
    const second = await signInAdmin(t);
    // Razorpay answers the refund only once one of the two admins has had an answer.
    const release = razorpay.holdRefunds();
    const calls = [admin, second.client].map((a) =>
      a.put(`/api/admin/orders/update/${o.orderId}`, {
        orderStatus: 'rejected',
        reason: 'The weaver could not finish this saree',
      }),
    );
    try {
      await Promise.race(calls);
    } finally {
      release();
    }
    const answers = await Promise.all(calls);
    const byStatus = answers.map((a) => a.status).sort();
    expect(byStatus[0]).toBe(200);
    expect([200, 409]).toContain(byStatus[1]);
    expect(answers.map((a) => a.body.message)).toContain(ADMIN_ORDER_MESSAGES.refunded);
    for (const a of answers.filter((a) => a.status === 409)) {
      expect(a.body.message).toBe(ADMIN_ORDER_MESSAGES.refundInProgress);
    }
    const refundCalls = razorpay.requests.filter(
      (r) => r.method === 'POST' && r.url === `/v1/payments/${p.id}/refund`,
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundsOf(p.id)).toHaveLength(1);
    const later = await admin.put(`/api/admin/orders/update/${o.orderId}`, { orderStatus: 'rejected' });
    expect(later.body).toMatchObject({ success: true, message: ADMIN_ORDER_MESSAGES.alreadyRefunded });
    expect(refundsOf(p.id)).toHaveLength(1);
  });

  it('a captured payment on a superseded order (its verify lost) is refunded once by the reconciliation sweep, with no webhook', async () => {
    const s = await shopper();
    const first = await s.checkout();
    // The shopper paid in Razorpay's window; the verify request never reached the shop.
    const lost = razorpay.capture(first.providerOrderId);
    // She checks out again: the first order is superseded.
    const second = await s.checkout();
    expect(await details(s, first.orderId)).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'pending',
    });

    // Another shopper's superseded order whose payment was only authorized: released, never captured.
    const other = await shopper();
    const otherFirst = await other.checkout();
    const held = razorpay.authorize(otherFirst.providerOrderId);
    await other.checkout();

    await due(first.orderId);
    await due(otherFirst.orderId);
    // Every process sweeps: two at once check each order once.
    await Promise.all([t.app.services.reconciliation.reconcile(), t.app.services.reconciliation.reconcile()]);
    expect(razorpay.requests).toContainEqual(
      expect.objectContaining({ method: 'GET', url: `/v1/orders/${first.providerOrderId}/payments` }),
    );
    expect(refundsOf(lost.id)).toEqual([expect.objectContaining({ amount: lost.amount })]);
    expect(await details(s, first.orderId)).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      refundId: refundsOf(lost.id)[0]!.id,
    });
    expect(capturesOf(held.id)).toHaveLength(0);
    expect(refundsOf(held.id)).toHaveLength(0);
    expect(await details(other, otherFirst.orderId)).toMatchObject({ paymentStatus: 'authorized_released' });

    // Asked again later: nothing more is refunded.
    await due(first.orderId);
    await t.app.services.reconciliation.reconcile();
    expect(refundsOf(lost.id)).toHaveLength(1);
    // The newer order is still the one she pays.
    const p = razorpay.capture(second.providerOrderId);
    const paid = await s.client.post('/api/shop/order/verify-razorpay', second.signed(p.id));
    expect(paid.body).toMatchObject({ success: true, paymentStatus: 'paid' });
  });

  it('the sweep asks again after Razorpay was down, and leaves a declined attempt alone', async () => {
    const s = await shopper();
    const first = await s.checkout();
    const declined = razorpay.decline(first.providerOrderId);
    const taken = razorpay.capture(first.providerOrderId);
    await s.checkout();
    await due(first.orderId);
    razorpay.control.failLookups = true;
    try {
      await t.app.services.reconciliation.reconcile();
    } finally {
      razorpay.control.failLookups = false;
    }
    expect(refundsOf(taken.id)).toHaveLength(0);
    expect(await details(s, first.orderId)).toMatchObject({ paymentStatus: 'pending' });
    // (The lease would end in 5 minutes.)
    await due(first.orderId);
    await t.app.services.reconciliation.reconcile();
    expect(refundsOf(taken.id)).toEqual([expect.objectContaining({ amount: taken.amount })]);
    expect(refundsOf(declined.id)).toHaveLength(0);
    expect(await details(s, first.orderId)).toMatchObject({ paymentStatus: 'refunded', paymentId: taken.id });
  });

  it('the sweep asks about an unpaid cancelled order a few times in its first week, then never again', async () => {
    const s = await shopper();
    const o = await s.checkout();
    expect((await s.client.post(`/api/shop/order/cancel/${o.orderId}`)).status).toBe(200);
    const asked = () =>
      razorpay.requests.filter((r) => r.url === `/v1/orders/${o.providerOrderId}/payments`).length;
    let checks = 0;
    for (; checks < 20; checks++) {
      const [row] = await t.database.db
        .select({ at: orders.reconcileAt })
        .from(orders)
        .where(eq(orders.id, o.orderId));
      if (!row!.at) break;
      await due(o.orderId);
      await t.app.services.reconciliation.reconcile();
    }
    expect(asked()).toBe(checks);
    expect(checks).toBeGreaterThan(1);
    expect(checks).toBeLessThanOrEqual(3);
  });

  it('the sweep keeps asking about a released authorisation for days, and refunds it if captured on day 5', async () => {
    const s = await shopper();
    const o = await s.checkout();
    expect((await s.client.post(`/api/shop/order/cancel/${o.orderId}`)).status).toBe(200);
    const payment = razorpay.authorize(o.providerOrderId);
    const asked = () =>
      razorpay.requests.filter((r) => r.url === `/v1/orders/${o.providerOrderId}/payments`).length;
    for (let i = 0; i < 5; i++) {
      await due(o.orderId);
      await t.app.services.reconciliation.reconcile();
    }
    expect(asked()).toBe(5);
    expect(await details(s, o.orderId)).toMatchObject({ paymentStatus: 'authorized_released' });
    razorpay.captureOnRazorpay(payment.id);
    await due(o.orderId);
    await t.app.services.reconciliation.reconcile();
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(await details(s, o.orderId)).toMatchObject({ paymentStatus: 'refunded' });
  });
});

describeOnPostgres('the simulated gateway answers the reconciliation sweep like Razorpay', (backend) => {
  let t: TestApp;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    saree = (await seedProducts(t, [{ title: 'Simulated Sweep Saree', price: 1200, totalStock: 10 }]))
      .ids[0]!;
  });
  afterAll(() => t.close());

  it('refunds a payment made for an order superseded before its verify arrived', async () => {
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: saree, quantity: 1 });
    const addressId = await addAddress(s.client, s.user.id);
    const first = (await s.client.post('/api/shop/order/create', { addressId })).body;
    const paid = await payInWindow(s.client, first.razorpayOrder.id);
    expect((await s.client.post('/api/shop/order/create', { addressId })).status).toBe(200);
    await t.database.db
      .update(orders)
      .set({ reconcileAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, first.orderId));
    await t.app.services.reconciliation.reconcile();
    const d = (await s.client.get(`/api/shop/order/details/${first.orderId}`)).body.data;
    expect(d).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      paymentId: paid.razorpay_payment_id,
    });
    expect(d.refundId).toMatch(/^rfnd_/);
  });
});
