import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ADMIN_ORDER_MESSAGES as M,
  ORDER_NUMBER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from '@resham/shared';
import { orders, products, simulatedPayments } from '../../db/schema';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';

/**
 * In Shipping needs the courier and the AWB (issue 23), Rejected a reason (issue 35); other moves ignore
 * them.
 */
const SHIPMENT = {
  courier: 'Delhivery',
  trackingNumber: 'DLV1234567',
  reason: 'The weaver could not finish this saree',
};

describeOnPostgres('admin orders and lifecycle', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Wine Kanchipuram', price: 15000, totalStock: 100 }]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  const stock = async () =>
    (await t.database.db.select({ s: products.totalStock }).from(products).where(eq(products.id, saree)))[0]!
      .s;

  async function paidOrder(quantity = 1) {
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: saree, quantity });
    const addressId = await addAddress(s.client, s.user.id);
    const { created } = await checkoutAndPay(s.client, s.user.id, addressId);
    return { ...s, orderId: created.body.orderId as string };
  }

  async function orderIn(status: OrderStatus) {
    const o = await paidOrder();
    await t.database.db.update(orders).set({ orderStatus: status }).where(eq(orders.id, o.orderId));
    return o;
  }

  it('walks the happy path and the shopper sees each status', async () => {
    const o = await paidOrder();
    for (const status of ['inProcess', 'inShipping', 'delivered'] as const) {
      const res = await admin.put(`/api/admin/orders/update/${o.orderId}`, {
        orderStatus: status,
        ...SHIPMENT,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: M.updated(status) });
      expect((await o.client.get(`/api/shop/order/details/${o.orderId}`)).body.data.orderStatus).toBe(status);
    }
  });

  it('allows exactly the legal moves and refuses every other with a clear message', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (from === to) continue;
        const o = await orderIn(from);
        const res = await admin.put(`/api/admin/orders/update/${o.orderId}`, {
          orderStatus: to,
          ...SHIPMENT,
        });
        if (ORDER_TRANSITIONS[from].includes(to)) {
          expect(res.status, `${from} → ${to}`).toBe(200);
        } else {
          expect(res.status, `${from} → ${to}`).toBe(409);
          expect(res.body.message).toBe(M.illegal(from, to));
        }
      }
    }
    const o = await paidOrder();
    expect(
      (await admin.put(`/api/admin/orders/update/${o.orderId}`, { orderStatus: 'shipped' })).status,
    ).toBe(400);
  }, 480_000);

  it('rejecting a paid order restores stock once and refunds, also when repeated', async () => {
    const before = await stock();
    const o = await paidOrder(3);
    expect(await stock()).toBe(before - 3);
    const res = await admin.put(`/api/admin/orders/update/${o.orderId}`, {
      orderStatus: 'rejected',
      reason: 'The weaver could not finish this saree',
    });
    expect(res.body).toEqual({ success: true, message: M.refunded });
    expect(await stock()).toBe(before);
    const again = await admin.put(`/api/admin/orders/update/${o.orderId}`, { orderStatus: 'rejected' });
    expect(again.body).toEqual({ success: true, message: M.alreadyRefunded });
    expect(await stock()).toBe(before);
    const d = (await admin.get(`/api/admin/orders/details/${o.orderId}`)).body.data;
    expect(d).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'refunded', customerEmail: o.email });
    expect(d.refundId).toMatch(/^rfnd_/);
    const refunds = await t.database.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.kind, 'refund'));
    expect(refunds.filter((r) => r.paymentId === d.paymentId)).toHaveLength(1);
  });

  it('shows a failed refund and retries it without restoring stock twice', async () => {
    const before = await stock();
    const o = await paidOrder(2);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, o.orderId));
    // Make the gateway refuse: the payment is not refundable while it looks uncaptured.
    await t.database.db
      .update(simulatedPayments)
      .set({ status: 'authorized' })
      .where(eq(simulatedPayments.id, row!.paymentId));
    const failed = await admin.put(`/api/admin/orders/update/${o.orderId}`, {
      orderStatus: 'rejected',
      reason: 'The weaver could not finish this saree',
    });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(M.refundFailed);
    expect((await admin.get(`/api/admin/orders/details/${o.orderId}`)).body.data.paymentStatus).toBe(
      'refund_failed',
    );
    expect(await stock()).toBe(before);
    await t.database.db
      .update(simulatedPayments)
      .set({ status: 'captured' })
      .where(eq(simulatedPayments.id, row!.paymentId));
    const retried = await admin.put(`/api/admin/orders/update/${o.orderId}`, { orderStatus: 'rejected' });
    expect(retried.body.message).toBe(M.refunded);
    expect((await admin.get(`/api/admin/orders/details/${o.orderId}`)).body.data.paymentStatus).toBe(
      'refunded',
    );
    expect(await stock()).toBe(before);
  });

  it('lists orders newest first, paged, filtered by status and searched by id or email', async () => {
    const o = await paidOrder();
    const page = await admin.get('/api/admin/orders/get?page=1&pageSize=2');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    expect(page.body.data[0]._id).toBe(o.orderId);
    const dates = page.body.data.map((x: { orderDate: string }) => x.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const confirmed = await admin.get('/api/admin/orders/get?status=confirmed&pageSize=100');
    expect(confirmed.body.data.every((x: { orderStatus: string }) => x.orderStatus === 'confirmed')).toBe(
      true,
    );
    expect(
      (await admin.get(`/api/admin/orders/get?q=${o.orderId}`)).body.data.map((x: { _id: string }) => x._id),
    ).toEqual([o.orderId]);
    const byEmail = await admin.get(`/api/admin/orders/get?q=${encodeURIComponent(o.email.toUpperCase())}`);
    expect(byEmail.body.data.map((x: { _id: string }) => x._id)).toEqual([o.orderId]);
    expect(byEmail.body.data[0]).toMatchObject({ customerEmail: o.email, paymentStatus: 'paid' });
    expect((await admin.get("/api/admin/orders/get?q=%25'%20or%201%3D1")).body.data).toEqual([]);
    // Text shaped almost like an id (36 dashes, 36 hex digits) is searched as text, never a 500.
    for (const q of ['-'.repeat(36), 'a'.repeat(36), `${o.orderId.slice(0, 35)}g`]) {
      const res = await admin.get(`/api/admin/orders/get?q=${q}`);
      expect(res.status, q).toBe(200);
      expect(res.body.data, q).toEqual([]);
    }
    expect((await o.client.get('/api/admin/orders/get')).status).toBe(403);
  });

  it('gives every order a short number (from 1001) and finds an order by it, with or without #', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const mine = (await a.client.get(`/api/shop/order/details/${a.orderId}`)).body.data;
    const n: number = mine.orderNumber;
    expect(Number.isInteger(n) && n >= 1001).toBe(true);
    expect((await a.client.get(`/api/shop/order/list/${a.user.id}`)).body.data[0].orderNumber).toBe(n);
    expect((await admin.get(`/api/admin/orders/details/${a.orderId}`)).body.data.orderNumber).toBe(n);
    expect((await b.client.get(`/api/shop/order/details/${b.orderId}`)).body.data.orderNumber).toBe(n + 1);
    const [first] = await t.database.db
      .select({ n: sql<string>`min(${orders.orderNumber})::text` })
      .from(orders);
    expect(first!.n).toBe('1001');

    for (const text of [String(n), `#${n}`, ` # ${n} `]) {
      const found = await admin.get(`/api/admin/orders/get?orderNumber=${encodeURIComponent(text)}`);
      expect(found.status, text).toBe(200);
      expect(found.body.total).toBe(1);
      expect(
        found.body.data.map((x: { _id: string; orderNumber: number }) => [x._id, x.orderNumber]),
      ).toEqual([[a.orderId, n]]);
    }
    const none = await admin.get('/api/admin/orders/get?orderNumber=999999999');
    expect(none.body).toMatchObject({ success: true, data: [], total: 0 });
    expect((await admin.get(`/api/admin/orders/get?orderNumber=${n}&status=delivered`)).body.data).toEqual(
      [],
    );

    for (const bad of [
      '',
      '#',
      'abc',
      '10a1',
      '-1001',
      '1001.5',
      '1e3',
      '##1001',
      '1234567890123456',
      'x'.repeat(500),
    ]) {
      const res = await admin.get(`/api/admin/orders/get?orderNumber=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: ORDER_NUMBER_MESSAGES.invalid });
    }
    expect((await a.client.get(`/api/admin/orders/get?orderNumber=${n}`)).status).toBe(403);
    expect((await new Client(t.url).get(`/api/admin/orders/get?orderNumber=${n}`)).status).toBe(401);
  });

  it('the dashboard shows the day’s sale', async () => {
    const before = (await admin.get('/api/admin/dashboard')).body.data;
    await paidOrder(2);
    const after = (await admin.get('/api/admin/dashboard')).body.data;
    expect(after.daily).toHaveLength(30);
    expect(after.totals.today.orders).toBe(before.totals.today.orders + 1);
    expect(after.totals.today.revenue).toBeCloseTo(before.totals.today.revenue + 31500, 2);
    expect(after.daily.at(-1).revenue).toBeCloseTo(after.totals.today.revenue, 2);
    expect(after.topProducts[0]).toMatchObject({ productId: saree, title: 'Wine Kanchipuram' });
    expect(after.byStatus.confirmed).toBeGreaterThan(0);
  });

  it('keeps the running totals equal to a recomputation from the orders', async () => {
    const q = async (text: string) =>
      ((await t.database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [kept] = await q(
      `select coalesce(sum(revenue_paise), 0)::text as r, coalesce(sum(orders), 0)::text as n from sales_days`,
    );
    const [actual] = await q(
      `select coalesce(sum(total_paise), 0)::text as r, count(*)::text as n from orders where payment_status = 'paid'`,
    );
    expect(kept).toEqual(actual);
    expect(Number(actual!.n)).toBeGreaterThan(5);
    const counts = await q(`select status, n from order_status_counts where n > 0 order by status`);
    const grouped = await q(
      `select order_status as status, count(*)::int as n from orders group by 1 order by 1`,
    );
    expect(counts).toEqual(grouped);
    const [products] = await q(`select coalesce(sum(revenue_paise), 0)::text as r from sales_product_days`);
    expect(products!.r).toBe(actual!.r);
  });
});
