import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@resham/shared';
import {
  accountTokens,
  addresses,
  cartItems,
  emailOutbox,
  orders,
  reviews,
  sessions,
  users,
} from '../../db/schema';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import {
  Client,
  describeOnPostgres,
  signInAdmin,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { checkoutAndPay } from '../../../test/payment-helpers';

/** In Shipping needs the courier and the AWB (issue 23). */
const SHIPMENT = { courier: 'Delhivery', trackingNumber: 'DLV1234567' };

describeOnPostgres('my account: export and deletion', (backend) => {
  let t: TestApp;
  let product: string;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  beforeAll(async () => {
    t = await startTestApp(backend, { STORE_NAME: 'Resham Silks' });
    product = (await seedProducts(t, [{ title: 'Rani Pink Kanchipuram', price: 12345.67, totalStock: 50 }]))
      .ids[0]!;
    admin = await signInAdmin(t);
  });
  afterAll(() => t?.close());

  async function buy(s: Awaited<ReturnType<typeof signUpCustomer>>, addressId: string, quantity = 1) {
    await s.client.post('/api/shop/cart/add', { userId: s.user.id, productId: product, quantity });
    const { created, verified } = await checkoutAndPay(s.client, s.user.id, addressId);
    expect(verified.body.paymentStatus).toBe('paid');
    return created.body.orderId as string;
  }

  async function deliver(orderId: string) {
    for (const orderStatus of ['inProcess', 'inShipping', 'delivered']) {
      const res = await admin.client.put(`/api/admin/orders/update/${orderId}`, { orderStatus, ...SHIPMENT });
      expect(res.status, orderStatus).toBe(200);
    }
  }

  async function invoiceText(cookie: string, orderId: string) {
    const res = await fetch(`${t.url}/api/shop/order/invoice/${orderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'invoice.pdf');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    return execFileSync('pdftotext', ['-layout', file, '-']).toString();
  }

  it('shows the account, with a new one not yet verified', async () => {
    const s = await signUpCustomer(t, 'Profile');
    const res = await s.client.get('/api/shop/account');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: s.user.id,
      email: s.email,
      emailVerified: false,
      role: 'user',
    });
    expect((await new Client(t.url).get('/api/shop/account')).status).toBe(401);
  });

  it('exports everything held, every order included, and only the owner’s', async () => {
    const s = await signUpCustomer(t, 'Export');
    const addressId = await addAddress(s.client, s.user.id);
    const orderIds = [await buy(s, addressId), await buy(s, addressId, 2), await buy(s, addressId)];
    await s.client.post('/api/shop/review/add', { reviewValue: 5, reviewMessage: 'Lovely shop' });
    await s.client.post('/api/shop/cart/add', { userId: s.user.id, productId: product, quantity: 1 });
    const other = await signUpCustomer(t, 'Other');
    const otherAddress = await addAddress(other.client, other.user.id);
    const otherOrder = await buy(other, otherAddress);

    const res = await s.client.get('/api/shop/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="resham-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body;
    expect(data.profile).toMatchObject({ _id: s.user.id, email: s.email, userName: 'Export' });
    expect(data.addresses.map((a: { _id: string }) => a._id)).toEqual([addressId]);
    expect(data.orders.map((o: { _id: string }) => o._id).sort()).toEqual([...orderIds].sort());
    for (const o of data.orders) {
      expect(o.orderStatus).toBe('confirmed');
      expect(o.paymentStatus).toBe('paid');
      expect(o.cartItems[0].title).toBe('Rani Pink Kanchipuram');
      expect(o.buyerName).toBe('Export');
      expect(o.buyerEmail).toBe(s.email);
    }
    expect(data.reviews).toEqual([expect.objectContaining({ message: 'Lovely shop', rating: 5 })]);
    expect(data.cart).toEqual([{ productId: product, quantity: 1 }]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.consents).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(otherOrder);
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data)).not.toContain('passwordHash');
    // another user's id in the query changes nothing
    const withId = await s.client.get(`/api/shop/account/export?userId=${other.user.id}`);
    expect(withId.body.profile._id).toBe(s.user.id);
    expect((await new Client(t.url).get('/api/shop/account/export')).status).toBe(401);
  });

  it('refuses while an order is on its way, and with a wrong password', async () => {
    const s = await signUpCustomer(t, 'Waiting');
    const addressId = await addAddress(s.client, s.user.id);
    const orderId = await buy(s, addressId);
    const wrong = await s.client.post('/api/shop/account/delete', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.account.passwordWrong);
    for (const status of ['confirmed', 'inProcess', 'inShipping']) {
      if (status !== 'confirmed')
        expect(
          (
            await admin.client.put(`/api/admin/orders/update/${orderId}`, {
              orderStatus: status,
              ...SHIPMENT,
            })
          ).status,
        ).toBe(200);
      const res = await s.client.post('/api/shop/account/delete', { password: s.password });
      expect(res.status, status).toBe(409);
      expect(res.body).toEqual({ success: false, message: MESSAGES.account.orderInFlight });
    }
    expect((await s.client.get('/api/auth/check-auth')).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row!.deletedAt).toBeNull();
  });

  it('refuses to delete the last admin', async () => {
    // the catalogue fixture signed in an admin of its own: this one is made the only admin
    await t.database.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), ne(users.id, admin.user.id as string)));
    const res = await admin.client.post('/api/shop/account/delete', { password: admin.password });
    // admins may call customer routes; the last one is never deleted this way
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.account.lastAdmin);
    expect((await admin.client.get('/api/auth/check-auth')).status).toBe(200);
  });

  it('erases the person but keeps orders and invoices printable with the same totals', async () => {
    const s = await signUpCustomer(t, 'Leaving');
    const laptop = new Client(t.url);
    expect((await laptop.post('/api/auth/login', { email: s.email, password: s.password })).status).toBe(200);
    const addressId = await addAddress(s.client, s.user.id, { phone: '9876543210' });
    const orderId = await buy(s, addressId, 3);
    await deliver(orderId);
    await s.client.post('/api/shop/review/add', { reviewValue: 4, reviewMessage: 'Beautiful weave' });
    await s.client.post('/api/shop/cart/add', { userId: s.user.id, productId: product, quantity: 1 });
    await s.client.post('/api/auth/forgot-password', { email: s.email });
    await t.app.services.credentials.settled();
    const before = await invoiceText(admin.client.cookie, orderId);
    const [orderBefore] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));

    const res = await s.client.post('/api/shop/account/delete', { password: s.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.account.deleted });
    expect((await s.client.get('/api/auth/check-auth')).status).toBe(401);
    expect((await laptop.get('/api/auth/check-auth')).status).toBe(401);
    expect(
      (await new Client(t.url).post('/api/auth/login', { email: s.email, password: s.password })).status,
    ).toBe(401);

    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, s.user.id));
    expect(user!.userName).toBe('');
    expect(user!.email).not.toContain(s.email.split('@')[0]!);
    expect(user!.deletedAt).not.toBeNull();
    expect(await db.select().from(addresses).where(eq(addresses.userId, s.user.id))).toHaveLength(0);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, s.user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, s.user.id))).toHaveLength(0);
    expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, s.user.id))).toHaveLength(0);
    const [review] = await db.select().from(reviews).where(eq(reviews.userId, s.user.id));
    expect(review!.userName).toBe('A customer');
    const shown = await new Client(t.url).get('/api/shop/review/all');
    const mine = shown.body.data.find(
      (r: { reviewMessage: string }) => r.reviewMessage === 'Beautiful weave',
    );
    expect(mine.userName).toBe('A customer');

    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.totalPaise).toBe(orderBefore!.totalPaise);
    expect(order!.buyerName).toBe('Leaving');
    expect(order!.buyerEmail).toBe('');
    expect(order!.addressInfo.phone).toBe('');
    expect(order!.addressInfo.address).toBe(orderBefore!.addressInfo.address);
    const after = await invoiceText(admin.client.cookie, orderId);
    expect(after).toContain(orderBefore!.invoiceNumber!);
    expect(after).toContain('Leaving');
    expect(after).toContain('38,888.85');
    expect(before).toContain('38,888.85');
    expect(after).not.toContain(s.email);
    expect(after).not.toContain('9876543210');
    const adminView = await admin.client.get(`/api/admin/orders/details/${orderId}`);
    expect(adminView.status).toBe(200);
    expect(adminView.body.data.customerName).toBe('Leaving');

    // a last email says what was erased; the address can sign up again
    const [farewell] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Resham Silks: your account was deleted'));
    expect(farewell).toBeDefined();
    const again = await new Client(t.url).post('/api/auth/register', {
      userName: 'Back Again',
      email: s.email,
      password: 'a new beginning 5',
    });
    expect(again.status).toBe(201);
    const fresh = new Client(t.url);
    const login = await fresh.post('/api/auth/login', { email: s.email, password: 'a new beginning 5' });
    expect(login.status).toBe(200);
    expect(login.body.user.id).not.toBe(s.user.id);
    const exported = await fresh.get('/api/shop/account/export');
    expect(exported.body.orders).toEqual([]);
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const s = await signUpCustomer(t, 'Hostile');
    for (const body of [
      { password: 'a\u0000b' },
      { password: 'x'.repeat(300_000) },
      { password: { $gt: '' } },
      { password: '' },
      {},
      '{"password":',
    ]) {
      const res = await s.client.post('/api/shop/account/delete', body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await s.client.get('/api/auth/check-auth')).status).toBe(200);
    expect((await new Client(t.url).post('/api/shop/account/delete', { password: s.password })).status).toBe(
      401,
    );
  });
});
