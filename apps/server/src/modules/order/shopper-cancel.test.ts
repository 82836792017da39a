import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatPaise, SHOPPER_CANCEL_MESSAGES as M } from '@resham/shared';
import { simulatedPayments } from '../../db/schema';
import {
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type Backend,
  type Client,
  type TestApp,
} from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';
import {
  emailsFor,
  makeRefundsDue,
  orderRow,
  SHIPMENT,
  shopperWithCart,
  stockOf,
} from '../../../test/order-fixtures';

describeOnPostgres('a shopper cancels her order before dispatch', (backend: Backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Wine Kanchipuram', price: 5000, totalStock: 1000 }]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  async function paidOrder(quantity = 1) {
    const s = await shopperWithCart(t, saree, { quantity });
    const { created, verified } = await checkoutAndPay(s.client, s.user.id, s.addressId);
    expect(verified.body.paymentStatus).toBe('paid');
    return { ...s, orderId: created.body.orderId as string };
  }
  const cancel = (client: Client, orderId: string, body: unknown = { reason: 'changed-mind' }) =>
    client.post(`/api/shop/order/cancel/${orderId}`, body);
  const refundsOf = async (orderId: string) => {
    const row = await orderRow(t, orderId);
    return (
      await t.database.db.select().from(simulatedPayments).where(eq(simulatedPayments.kind, 'refund'))
    ).filter((r) => r.paymentId === row.paymentId);
  };

  it('refunds a paid order in full, gives the stock back once, and emails the shopper once', async () => {
    const o = await paidOrder(2);
    const afterOrder = await stockOf(t, saree);
    const total = (await orderRow(t, o.orderId)).totalPaise;

    const noReason = await cancel(o.client, o.orderId, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(M.reasonRequired);
    expect((await cancel(o.client, o.orderId, { reason: 'because' })).status).toBe(400);
    expect((await cancel(o.client, o.orderId, { reason: 'x'.repeat(10_000) })).status).toBe(400);

    const res = await cancel(o.client, o.orderId, { reason: 'found-better-price' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.cancelledRefund(formatPaise(total), true));
    expect(res.body.data).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      shopperCancelReason: 'found-better-price',
      cancelReason: 'shopper',
    });
    expect(res.body.data.refundId).toMatch(/^rfnd_/);
    expect(await stockOf(t, saree)).toBe(afterOrder + 2);
    const refunds = await refundsOf(o.orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountPaise).toBe(total);

    const again = await cancel(o.client, o.orderId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyCancelled);
    expect(await stockOf(t, saree)).toBe(afterOrder + 2);
    const mails = await emailsFor(t, `order-cancelled:${o.orderId}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Your payment of ${formatPaise(total)} is being refunded`);
  });

  it('cancels while in process, never once in shipping; another shopper’s order is a 404', async () => {
    const inProcess = await paidOrder();
    await admin.put(`/api/admin/orders/update/${inProcess.orderId}`, { orderStatus: 'inProcess' });
    expect((await cancel(inProcess.client, inProcess.orderId)).status).toBe(200);

    const shipped = await paidOrder();
    await admin.put(`/api/admin/orders/update/${shipped.orderId}`, { orderStatus: 'inProcess' });
    await admin.put(`/api/admin/orders/update/${shipped.orderId}`, {
      orderStatus: 'inShipping',
      ...SHIPMENT,
    });
    const late = await cancel(shipped.client, shipped.orderId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(M.tooLate);
    expect((await orderRow(t, shipped.orderId)).paymentStatus).toBe('paid');

    const stranger = await signUpCustomer(t);
    const other = await paidOrder();
    expect((await cancel(stranger.client, other.orderId)).status).toBe(404);
    expect((await orderRow(t, other.orderId)).orderStatus).toBe('confirmed');
    // An unpaid order is still cancelled without a reason, as before.
    const unpaid = await shopperWithCart(t, saree);
    const created = await unpaid.client.post('/api/shop/order/create', { addressId: unpaid.addressId });
    expect((await unpaid.client.post(`/api/shop/order/cancel/${created.body.orderId}`)).status).toBe(200);
  });

  it('a refund the provider refuses is recorded and retried by the sweep, never made twice', async () => {
    const o = await paidOrder();
    const row = await orderRow(t, o.orderId);
    // The simulated gateway refuses to refund a payment it marks failed.
    await t.database.db
      .update(simulatedPayments)
      .set({ status: 'failed' })
      .where(eq(simulatedPayments.id, row.paymentId));
    const res = await cancel(o.client, o.orderId);
    expect(res.status).toBe(200);
    expect(res.body.data.paymentStatus).toBe('refund_failed');
    expect(res.body.message).toBe(M.cancelledRefund(formatPaise(row.totalPaise), false));
    await t.database.db
      .update(simulatedPayments)
      .set({ status: 'captured' })
      .where(eq(simulatedPayments.id, row.paymentId));
    // Due again (the sweep waits 10 minutes after a failure): pretend that time has passed.
    await makeRefundsDue(t, o.orderId);
    await Promise.all([t.app.services.refunds.retryRefunds(), t.app.services.refunds.retryRefunds()]);
    expect((await orderRow(t, o.orderId)).paymentStatus).toBe('refunded');
    expect(await refundsOf(o.orderId)).toHaveLength(1);
  });

  it('races: two cancels in parallel, or a cancel against staff’s In Shipping, end with one winner and one refund at most', async () => {
    const rounds = backend === 'postgres' ? 10 : 4;
    const tally = { cancelWon: 0, shippingWon: 0 };
    for (let i = 0; i < rounds; i++) {
      const o = await paidOrder(3);
      const before = await stockOf(t, saree);
      const answers = await Promise.all([
        cancel(o.client, o.orderId),
        cancel(o.client, o.orderId),
        cancel(o.client, o.orderId),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect(await stockOf(t, saree)).toBe(before + 3);
      expect(await refundsOf(o.orderId)).toHaveLength(1);
      expect((await orderRow(t, o.orderId)).paymentStatus).toBe('refunded');
      expect(await emailsFor(t, `order-cancelled:${o.orderId}`)).toHaveLength(1);
    }
    for (let i = 0; i < rounds; i++) {
      const o = await paidOrder(2);
      await admin.put(`/api/admin/orders/update/${o.orderId}`, { orderStatus: 'inProcess' });
      const before = await stockOf(t, saree);
      const [c, s] = await Promise.all([
        cancel(o.client, o.orderId),
        admin.put(`/api/admin/orders/update/${o.orderId}`, { orderStatus: 'inShipping', ...SHIPMENT }),
      ]);
      expect([c.status, s.status].sort()).toEqual([200, 409]);
      const row = await orderRow(t, o.orderId);
      if (c.status === 200) {
        tally.cancelWon++;
        expect(row).toMatchObject({
          orderStatus: 'cancelled',
          paymentStatus: 'refunded',
          trackingNumber: null,
        });
        expect(await stockOf(t, saree)).toBe(before + 2);
        expect(await refundsOf(o.orderId)).toHaveLength(1);
        expect(await emailsFor(t, `order-inShipping:${o.orderId}`)).toHaveLength(0);
      } else {
        tally.shippingWon++;
        expect(c.body.message).toBe(M.tooLate);
        expect(row).toMatchObject({ orderStatus: 'inShipping', paymentStatus: 'paid', refundId: null });
        expect(await stockOf(t, saree)).toBe(before);
        expect(await refundsOf(o.orderId)).toHaveLength(0);
      }
    }
    console.log(`[${backend}] cancel vs In Shipping over ${rounds} races: ${JSON.stringify(tally)}`);
    expect(tally.cancelWon + tally.shippingWon).toBe(rounds);
  }, 180_000);
});
