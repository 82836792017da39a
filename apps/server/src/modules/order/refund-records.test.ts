import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { PAYMENT_STATUSES } from '@resham/shared';
import { refunds } from '../../db/schema';
import { describeEachDatabase, startTestApp, type Client, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { startFakeRazorpay } from '../../../test/fake-razorpay';
import {
  makeRefundsDue,
  orderRow,
  refundRows,
  SHIPMENT,
  shopperWithCart,
} from '../../../test/order-fixtures';
import { waitFor } from '../../../test/wait-for';
import { checkoutSignature } from '../payment/signature';
import { IllegalPaymentTransition, PAYMENT_TRANSITIONS, transitionPaymentStatus } from './payment-status';

const KEY_ID = 'rzp_test_refundrecords01';
const KEY_SECRET = 'refund-records-test-secret';

describeEachDatabase('refunds as records, payment status as one machine', (backend) => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let admin: Client;
  let saree: string;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    t = await startTestApp(backend, {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: razorpay.url,
    });
    const seeded = await seedProducts(t, [{ title: 'Refund Ledger Tussar', price: 4000, totalStock: 500 }]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    razorpay.control.failRefunds = false;
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  /** An unpaid order and what the shopper's Razorpay window hands back for a payment of it. */
  async function checkout() {
    const s = await shopperWithCart(t, saree);
    const created = await s.client.post('/api/shop/order/create', { addressId: s.addressId });
    expect(created.status).toBe(200);
    const orderId = created.body.orderId as string;
    const providerOrderId = created.body.razorpayOrder.id as string;
    const verify = (paymentId: string) =>
      s.client.post('/api/shop/order/verify-razorpay', {
        orderId,
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(KEY_SECRET, providerOrderId, paymentId),
      });
    return { ...s, orderId, providerOrderId, verify };
  }
  async function paidOrder() {
    const c = await checkout();
    const payment = razorpay.capture(c.providerOrderId);
    expect((await c.verify(payment.id)).body.paymentStatus).toBe('paid');
    return { ...c, payment };
  }
  const details = async (c: { client: Client }, orderId: string) =>
    (await c.client.get(`/api/shop/order/details/${orderId}`)).body.data;
  /** Refund calls that reached the provider for a payment (a lookup of earlier refunds is not one). */
  const refundCalls = (paymentId: string) =>
    razorpay.requests.filter((r) => r.method === 'POST' && r.url === `/v1/payments/${paymentId}/refund`);
  const refundsOf = (paymentId: string) => razorpay.refunds.filter((r) => r.payment_id === paymentId);

  it('writes one refund row per kind, with the order answers unchanged', async () => {
    // The shopper cancels her paid order.
    const cancelled = await paidOrder();
    const cancel = await cancelled.client.post(`/api/shop/order/cancel/${cancelled.orderId}`, {
      reason: 'changed-mind',
    });
    expect(cancel.status).toBe(200);
    // Staff reject a paid order.
    const rejected = await paidOrder();
    expect(
      (
        await admin.put(`/api/admin/orders/update/${rejected.orderId}`, {
          orderStatus: 'rejected',
          reason: 'The weaver could not finish this saree',
        })
      ).status,
    ).toBe(200);
    // A parcel comes back undelivered.
    const returned = await paidOrder();
    for (const step of [{ orderStatus: 'inProcess' }, { orderStatus: 'inShipping', ...SHIPMENT }])
      await admin.put(`/api/admin/orders/update/${returned.orderId}`, step);
    expect(
      (await admin.put(`/api/admin/orders/update/${returned.orderId}`, { orderStatus: 'returned' })).status,
    ).toBe(200);
    // A payment for an order the shopper cancelled before paying.
    const unpayable = await checkout();
    await unpayable.client.post(`/api/shop/order/cancel/${unpayable.orderId}`);
    const late = razorpay.capture(unpayable.providerOrderId);
    expect((await unpayable.verify(late.id)).body.paymentStatus).toBe('refunded');
    // A second payment for a paid order, and a payment for another amount.
    const twice = await paidOrder();
    const second = razorpay.capture(twice.providerOrderId);
    expect((await twice.verify(second.id)).body.paymentStatus).toBe('paid');
    const tampered = await checkout();
    const short = razorpay.capture(tampered.providerOrderId);
    razorpay.payments.get(short.id)!.amount = 100;
    expect((await tampered.verify(short.id)).status).toBe(400);

    const ownRefund = async (o: { client: Client; orderId: string }, paymentId: string, reason: string) => {
      const row = await orderRow(t, o.orderId);
      expect(await refundRows(t, o.orderId)).toEqual([
        expect.objectContaining({
          reason,
          status: 'succeeded',
          amountPaise: row.totalPaise,
          providerPaymentId: paymentId,
          providerRefundId: refundsOf(paymentId)[0]!.id,
          idempotencyKey: `refund-${o.orderId}`,
          attempts: 1,
        }),
      ]);
      // What the shopper and staff read is what it was: refunded, with the provider's refund id.
      expect(await details(o, o.orderId)).toMatchObject({
        paymentStatus: 'refunded',
        refundId: refundsOf(paymentId)[0]!.id,
      });
      expect((await admin.get(`/api/admin/orders/details/${o.orderId}`)).body.data).toMatchObject({
        paymentStatus: 'refunded',
        refundId: refundsOf(paymentId)[0]!.id,
      });
    };
    await ownRefund(cancelled, cancelled.payment.id, 'shopper_cancelled');
    await ownRefund(rejected, rejected.payment.id, 'rejected');
    await ownRefund(returned, returned.payment.id, 'returned');
    await ownRefund(unpayable, late.id, 'order_not_payable');

    // Another payment than the order's own: its own row; the order stays paid (or unpaid), no refund id.
    expect(await refundRows(t, twice.orderId)).toEqual([
      expect.objectContaining({
        reason: 'duplicate_payment',
        status: 'succeeded',
        amountPaise: (await orderRow(t, twice.orderId)).totalPaise,
        providerPaymentId: second.id,
        idempotencyKey: `refund-duplicate-${second.id}`,
      }),
    ]);
    expect(await details(twice, twice.orderId)).toMatchObject({ paymentStatus: 'paid', refundId: null });
    expect(await refundRows(t, tampered.orderId)).toEqual([
      expect.objectContaining({ reason: 'wrong_amount', status: 'succeeded', amountPaise: 100 }),
    ]);
    expect(await details(tampered, tampered.orderId)).toMatchObject({
      paymentStatus: 'pending',
      refundId: null,
    });
    // Every payment given back once.
    for (const id of [
      cancelled.payment.id,
      rejected.payment.id,
      returned.payment.id,
      late.id,
      second.id,
      short.id,
    ])
      expect(refundCalls(id)).toHaveLength(1);
  });

  it('two sweeps racing claim a refund once: exactly one provider refund call', async () => {
    const o = await paidOrder();
    razorpay.control.failRefunds = true;
    await o.client.post(`/api/shop/order/cancel/${o.orderId}`, { reason: 'changed-mind' });
    razorpay.control.failRefunds = false;
    expect(await refundRows(t, o.orderId)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1 }),
    ]);
    expect((await orderRow(t, o.orderId)).paymentStatus).toBe('refund_failed');
    await makeRefundsDue(t, o.orderId);
    const before = refundCalls(o.payment.id).length;

    // The first sweep's call is held at the provider while a second sweep, and the shopper's page asking
    // for the refund, come in.
    const release = razorpay.holdRefunds();
    let first: Promise<number>;
    try {
      first = t.app.services.refunds.retryRefunds();
      await waitFor(() => refundCalls(o.payment.id).length > before);
      const others = Promise.all([
        t.app.services.refunds.retryRefunds(),
        t.app.services.refunds.refundIfOwed(o.orderId),
      ]);
      // Either returns at once, or it is waiting on a held call of its own: a second refund call.
      const held = new Promise<'held'>((r) => setTimeout(() => r('held'), 3000));
      const answers = await Promise.race([others, held]);
      expect(answers).not.toBe('held');
      const [second, direct] = answers as Awaited<typeof others>;
      expect(second).toBe(0);
      expect(direct.claimed).toBe(false);
      expect(await refundRows(t, o.orderId)).toEqual([expect.objectContaining({ status: 'processing' })]);
    } finally {
      release();
    }
    expect(await first).toBe(1);

    expect(refundCalls(o.payment.id)).toHaveLength(before + 1);
    expect(refundsOf(o.payment.id)).toHaveLength(1);
    expect(await refundRows(t, o.orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded', attempts: 2, lastError: null }),
    ]);
    expect(await details(o, o.orderId)).toMatchObject({
      paymentStatus: 'refunded',
      refundId: refundsOf(o.payment.id)[0]!.id,
    });
    expect(await t.app.services.refunds.retryRefunds()).toBe(0);
  });

  it('a crash between deciding and calling leaves the refund pending, and the sweep makes it', async () => {
    const o = await paidOrder();
    // The process stops right after the cancel's transaction committed, before the refund call.
    vi.spyOn(t.app.services.refunds, 'refund').mockRejectedValueOnce(new Error('process stopped'));
    const res = await o.client.post(`/api/shop/order/cancel/${o.orderId}`, { reason: 'changed-mind' });
    expect(res.status).toBe(500);
    vi.restoreAllMocks();

    // Decided and recorded together: cancelled, owed, the refund row pending, nothing asked of Razorpay.
    expect(await orderRow(t, o.orderId)).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refund_pending',
      refundId: null,
    });
    expect(await refundRows(t, o.orderId)).toEqual([
      expect.objectContaining({ reason: 'shopper_cancelled', status: 'pending', attempts: 0 }),
    ]);
    expect(refundCalls(o.payment.id)).toHaveLength(0);
    // The sweep leaves it a minute (the call right after the decision has that long), then makes it.
    expect(await t.app.services.refunds.retryRefunds()).toBe(0);
    await makeRefundsDue(t, o.orderId);
    expect(await t.app.services.refunds.retryRefunds()).toBe(1);
    expect(refundCalls(o.payment.id)).toHaveLength(1);
    expect(await details(o, o.orderId)).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      refundId: refundsOf(o.payment.id)[0]!.id,
    });
  });

  it('a crash after the provider accepted: the call made again returns the same refund, never a second', async () => {
    const o = await paidOrder();
    vi.spyOn(t.app.services.refunds, 'refund').mockRejectedValueOnce(new Error('process stopped'));
    await o.client.post(`/api/shop/order/cancel/${o.orderId}`, { reason: 'changed-mind' });
    vi.restoreAllMocks();
    // The stopped process had claimed the row and Razorpay had made the refund (its receipt: the row's
    // key, as long as Razorpay keeps it).
    const [row] = await refundRows(t, o.orderId);
    const made = { id: 'rfnd_madebeforecrash', payment_id: o.payment.id, amount: row!.amountPaise };
    razorpay.refunds.push({ ...made, receipt: row!.idempotencyKey.slice(0, 40), status: 'processed' });
    razorpay.payments.get(o.payment.id)!.status = 'refunded';
    await t.database.db
      .update(refunds)
      .set({ status: 'processing', attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(refunds.id, row!.id));
    // Not while its lease runs; once it ends, the sweep finishes it.
    expect(await t.app.services.refunds.retryRefunds()).toBe(0);
    await makeRefundsDue(t, o.orderId);
    expect(await t.app.services.refunds.retryRefunds()).toBe(1);
    expect(refundCalls(o.payment.id)).toHaveLength(0);
    expect(refundsOf(o.payment.id)).toHaveLength(1);
    expect(await details(o, o.orderId)).toMatchObject({ paymentStatus: 'refunded', refundId: made.id });
  });

  it('refuses an illegal payment-status transition and never overwrites a concurrent one', async () => {
    const o = await paidOrder();
    const db = t.database.db;
    // Refunded money is never paid again; a paid order never goes back to pending.
    await expect(transitionPaymentStatus(db, o.orderId, 'paid', 'pending')).rejects.toBeInstanceOf(
      IllegalPaymentTransition,
    );
    await expect(
      transitionPaymentStatus(db, o.orderId, ['refund_pending', 'refunded'], 'paid'),
    ).rejects.toBeInstanceOf(IllegalPaymentTransition);
    expect((await orderRow(t, o.orderId)).paymentStatus).toBe('paid');
    // A legal move from a status the order is no longer in changes nothing.
    expect(await transitionPaymentStatus(db, o.orderId, 'pending', 'authorized_released')).toBeNull();
    expect((await orderRow(t, o.orderId)).paymentStatus).toBe('paid');
    // The table: every status has its row; refunded is the end.
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
    expect(PAYMENT_TRANSITIONS.refunded).toEqual([]);
  });
});
