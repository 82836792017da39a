import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ADMIN_ORDER_MESSAGES as M,
  MESSAGES,
  PLAIN_TEXT_MESSAGE,
  REJECTION_MESSAGES as R,
} from '@resham/shared';
import { products } from '../../db/schema';
import { describeOnPostgres, startTestApp, type Client, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { emailsFor, orderRow, shopperWithCart } from '../../../test/order-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';

// Issue 35: the shop says why it rejects an order; the shopper reads it in her order and in the email.
describeOnPostgres('rejecting an order needs a reason', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Mango Yellow Kanchipuram', price: 9000, totalStock: 50 },
    ]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  const stock = async () =>
    (await t.database.db.select({ s: products.totalStock }).from(products).where(eq(products.id, saree)))[0]!
      .s;
  async function paidOrder() {
    const s = await shopperWithCart(t, saree);
    const { created } = await checkoutAndPay(s.client, s.user.id, s.addressId);
    return { ...s, orderId: created.body.orderId as string };
  }
  const reject = (orderId: string, body: Record<string, unknown>) =>
    admin.put(`/api/admin/orders/update/${orderId}`, { orderStatus: 'rejected', ...body });

  it('refuses a rejection without a reason, or with one too short or too long, and changes nothing', async () => {
    const o = await paidOrder();
    const before = await stock();
    const cases: [Record<string, unknown>, string][] = [
      [{}, R.reasonRequired],
      [{ reason: '' }, R.reasonLength],
      [{ reason: '   ab   ' }, R.reasonLength],
      [{ reason: 'x'.repeat(301) }, R.reasonLength],
      [{ reason: 42 }, R.reasonRequired],
      [{ reason: null }, R.reasonRequired],
      [{ reason: 'Out of stock\u0007' }, PLAIN_TEXT_MESSAGE],
      [{ reason: 'Silk \u202Eevil' }, PLAIN_TEXT_MESSAGE],
      [{ reason: 'Out of\u0000 stock' }, MESSAGES.errors.nulCharacter],
      [{ reason: 'Out of stock \ud800' }, MESSAGES.errors.malformedText],
    ];
    for (const [body, message] of cases) {
      const res = await reject(o.orderId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    const row = await orderRow(t, o.orderId);
    expect(row).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', rejectionReason: null });
    expect(await stock()).toBe(before);
    expect(await emailsFor(t, `order-cancelled:${o.orderId}`)).toEqual([]);
  });

  it('stores the reason trimmed, shows it in the order details and puts it in the email', async () => {
    const o = await paidOrder();
    const reason = '  The zari on this saree failed our check & we have no other piece <b>left</b>.  ';
    const res = await reject(o.orderId, { reason });
    expect(res.body).toEqual({ success: true, message: M.refunded });
    const trimmed = reason.trim();

    const shopper = (await o.client.get(`/api/shop/order/details/${o.orderId}`)).body.data;
    expect(shopper).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'refunded',
      rejectionReason: trimmed,
    });
    const listed = (await o.client.get(`/api/shop/order/list/${o.user.id}`)).body.data;
    expect(listed[0]).toMatchObject({ _id: o.orderId, rejectionReason: trimmed });
    const staff = (await admin.get(`/api/admin/orders/details/${o.orderId}`)).body.data;
    expect(staff.rejectionReason).toBe(trimmed);

    const [mail] = await emailsFor(t, `order-cancelled:${o.orderId}`);
    expect(mail!.to).toBe(o.email);
    expect(mail!.subject).toBe(`Your order #${staff.orderNumber} was cancelled and refunded`);
    expect(mail!.text).toContain(R.shopperReason(trimmed));
    // The reason is text: its markup is shown, never obeyed.
    expect(mail!.html).toContain('&amp; we have no other piece &lt;b&gt;left&lt;/b&gt;.');
    expect(mail!.html).not.toContain('<b>left</b>');
  });

  it('repeating a rejection (how a failed refund is retried) needs no new reason and keeps the first', async () => {
    const o = await paidOrder();
    expect((await reject(o.orderId, { reason: 'Damaged at the loom' })).status).toBe(200);
    const again = await reject(o.orderId, {});
    expect(again.body).toEqual({ success: true, message: M.alreadyRefunded });
    const also = await reject(o.orderId, { reason: 'Another reason altogether' });
    expect(also.status).toBe(200);
    expect((await orderRow(t, o.orderId)).rejectionReason).toBe('Damaged at the loom');
  });

  it('other moves ignore a reason; an order not rejected has none', async () => {
    const o = await paidOrder();
    const res = await admin.put(`/api/admin/orders/update/${o.orderId}`, {
      orderStatus: 'inProcess',
      reason: 'not a rejection',
    });
    expect(res.status).toBe(200);
    const d = (await o.client.get(`/api/shop/order/details/${o.orderId}`)).body.data;
    expect(d).toMatchObject({ orderStatus: 'inProcess', rejectionReason: null });
  });
});
