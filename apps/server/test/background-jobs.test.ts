import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { emailOutbox, orders, products, refunds } from '../src/db/schema';
import { enqueueEmail } from '../src/lib/mail/outbox';
import { checkoutSignature } from '../src/modules/payment/signature';
import { addAddress, seedProducts } from './catalog-fixtures';
import { startFakeRazorpay } from './fake-razorpay';
import { openTestDatabase, serveTestApp, signUpCustomer, testConfig, type TestApp } from './harness';
import { startSmtpServer } from './smtp';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisisasecretkeyforthetests';

/**
 * Every background job with two app processes on one PostgreSQL (own data folder, own pool, own timers,
 * as on two machines): the reservation sweep, refund retries and the email outbox each do a unit of
 * work once, however the two interleave.
 */
describe('background jobs with two app processes on one database [postgres]', () => {
  let drop: () => Promise<void>;
  let a: TestApp;
  let b: TestApp;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let product: string;

  const startProcess = (database: Database) =>
    serveTestApp({
      database,
      config: testConfig({
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_API_URL: razorpay.url,
        SMTP_URL: smtp.url,
      }),
    });

  beforeAll(async () => {
    razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    smtp = await startSmtpServer();
    const shared = await openTestDatabase('postgres');
    drop = shared.drop;
    a = await startProcess(shared.database);
    b = await startProcess(await openDatabase({ databaseUrl: shared.database.url!, poolSize: 20 }));
    product = (await seedProducts(a, [{ title: 'Two Process Banarasi', price: 9000, totalStock: 40 }]))
      .ids[0]!;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await b?.database.close();
    await drop?.();
    await razorpay?.close();
    await smtp?.close();
  });

  const stock = async () =>
    (await a.database.db.select().from(products).where(eq(products.id, product)))[0]!.totalStock;

  /** A shopper with one unit in the cart and a pending order, made through the given process. */
  async function pendingOrder(via: TestApp) {
    const s = await signUpCustomer(via);
    await s.client.post('/api/shop/cart/add', { productId: product, quantity: 1 });
    const addressId = await addAddress(s.client, s.user.id);
    const created = await s.client.post('/api/shop/order/create', { addressId });
    if (created.status !== 200) throw new Error(JSON.stringify(created.body));
    return { s, orderId: created.body.orderId as string, providerOrderId: created.body.razorpayOrder.id };
  }

  it('the reservation sweep cancels each lapsed order once and gives its stock back once', async () => {
    const before = await stock();
    const made: Awaited<ReturnType<typeof pendingOrder>>[] = [];
    for (let i = 0; i < 12; i += 3) {
      made.push(...(await Promise.all([0, 1, 2].map((j) => pendingOrder((i + j) % 2 ? a : b)))));
    }
    expect(await stock()).toBe(before - 12);
    const ids = made.map((m) => m.orderId);
    await a.database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(inArray(orders.id, ids));

    // Both processes sweep at the same time, twice each.
    const counts = await Promise.all([
      a.app.services.reservations.expireReservations(),
      b.app.services.reservations.expireReservations(),
      a.app.services.reservations.expireReservations(),
      b.app.services.reservations.expireReservations(),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(12);
    expect(await stock()).toBe(before);
    const rows = await a.database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((r) => r.orderStatus === 'cancelled' && r.cancelReason === 'expired')).toBe(true);
    expect(rows.every((r) => !r.stockReserved)).toBe(true);
  }, 120_000);

  it('the sweep skips an order another transaction holds (a payment in progress) instead of waiting', async () => {
    const { orderId } = await pendingOrder(a);
    await a.database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.id, orderId));
    const holder = new pg.Client({ connectionString: a.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from orders where id = $1 for update', [orderId]);
      const sweeps = Promise.all([
        a.app.services.reservations.expireReservations(),
        b.app.services.reservations.expireReservations(),
      ]);
      const waited = await Promise.race([
        sweeps.then(() => false),
        new Promise((r) => setTimeout(() => r(true), 3000)),
      ]);
      expect(waited).toBe(false);
      expect(await sweeps).toEqual([0, 0]);
      const [row] = await a.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row!.orderStatus).toBe('pending');
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect(await b.app.services.reservations.expireReservations()).toBe(1);
  });

  it('refund retries: each owed refund is tried once per round and made once', async () => {
    // Six paid orders that were cancelled before the payment arrived: their money is owed back, and
    // the first refund attempt failed (the provider was down).
    const owed: { orderId: string; paymentId: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const via = i % 2 ? a : b;
      const { s, orderId, providerOrderId } = await pendingOrder(via);
      const payment = razorpay.capture(providerOrderId);
      await s.client.post(`/api/shop/order/cancel/${orderId}`);
      razorpay.control.failRefunds = true;
      const res = await s.client.post('/api/shop/order/verify-razorpay', {
        orderId,
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: checkoutSignature(KEY_SECRET, providerOrderId, payment.id),
      });
      razorpay.control.failRefunds = false;
      expect(res.body.paymentStatus).toBe('refund_failed');
      owed.push({ orderId, paymentId: payment.id });
    }
    const ids = owed.map((o) => o.orderId);
    const due = () =>
      a.database.db
        .update(refunds)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(inArray(refunds.orderId, ids));
    const attempts = (paymentId: string) =>
      razorpay.requests.filter((r) => r.method === 'POST' && r.url === `/v1/payments/${paymentId}/refund`)
        .length;

    // A round while the provider still fails: both processes sweep at once; each refund is tried once.
    await due();
    const tried = owed.map((o) => attempts(o.paymentId));
    razorpay.control.failRefunds = true;
    try {
      await Promise.all([
        a.app.services.refunds.retryRefunds(),
        b.app.services.refunds.retryRefunds(),
        a.app.services.refunds.retryRefunds(),
        b.app.services.refunds.retryRefunds(),
      ]);
    } finally {
      razorpay.control.failRefunds = false;
    }
    expect(owed.map((o, i) => attempts(o.paymentId) - tried[i]!)).toEqual(owed.map(() => 1));

    // The provider is back: both sweep again; every refund is made once, and counted once.
    await due();
    const done = await Promise.all([
      a.app.services.refunds.retryRefunds(),
      b.app.services.refunds.retryRefunds(),
      a.app.services.refunds.retryRefunds(),
      b.app.services.refunds.retryRefunds(),
    ]);
    expect(done.reduce((x, y) => x + y, 0)).toBe(6);
    for (const o of owed)
      expect(razorpay.refunds.filter((r) => r.payment_id === o.paymentId)).toHaveLength(1);
    const rows = await a.database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.map((r) => r.paymentStatus)).toEqual(ids.map(() => 'refunded'));
  }, 120_000);

  it('the email outbox: both processes deliver at once, every message is sent exactly once', async () => {
    // Order emails made by payments through both processes, plus a backlog queued directly.
    const paid: string[] = [];
    for (let i = 0; i < 4; i++) {
      const via = i % 2 ? a : b;
      const { s, orderId, providerOrderId } = await pendingOrder(via);
      const payment = razorpay.capture(providerOrderId);
      const res = await s.client.post('/api/shop/order/verify-razorpay', {
        orderId,
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: checkoutSignature(KEY_SECRET, providerOrderId, payment.id),
      });
      expect(res.body.paymentStatus).toBe('paid');
      paid.push(orderId);
    }
    for (let i = 0; i < 30; i++) {
      await enqueueEmail(a.database.db, {
        to: `backlog${i}@example.com`,
        subject: `Backlog ${i}`,
        html: '<p>hi</p>',
        text: 'hi',
      });
    }
    await Promise.all([
      a.app.services.emailWorker.runOnce(),
      b.app.services.emailWorker.runOnce(),
      a.app.services.emailWorker.runOnce(),
      b.app.services.emailWorker.runOnce(),
    ]);
    const rows = await a.database.db.select().from(emailOutbox);
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
    expect(smtp.received).toHaveLength(rows.length);
    const sent = smtp.received.map((m) => `${m.to.join(',')} ${/^Subject: (.*)$/m.exec(m.headers)?.[1]}`);
    expect(new Set(sent).size).toBe(sent.length);
    for (const id of paid) {
      const keys = rows.filter((r) => r.dedupeKey?.endsWith(id)).map((r) => r.dedupeKey);
      expect(keys.length).toBeGreaterThanOrEqual(1);
      expect(new Set(keys).size).toBe(keys.length);
    }
  }, 120_000);
});
