import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadOne } from '../../../test/fixtures';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import {
  describeOnPostgres,
  signInAdmin,
  signUpCustomer,
  startTestApp,
  type Client,
  type TestApp,
} from '../../../test/harness';
import { checkoutAndPay } from '../../../test/payment-helpers';
import { upsertAdmin } from '../auth/service';

describeOnPostgres('the activity log: every admin write, in its own transaction, append-only', (backend) => {
  let t: TestApp;
  let admin: Client;
  let adminEmail: string;
  let product: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Mango Buta Kanchipuram', price: 15000, totalStock: 2 }]);
    admin = seeded.admin;
    product = seeded.ids[0]!;
    adminEmail = (await admin.get('/api/auth/check-auth')).body.user.email;
  });
  afterAll(() => t.close());

  const log = async (query = '') => {
    const res = await admin.get(`/api/admin/activity?${query}`);
    expect(res.status).toBe(200);
    return res.body as { data: any[]; total: number };
  };

  it('records a product edit: who, what, before → after (only the fields that changed)', async () => {
    const loaded = (await admin.get(`/api/shop/products/get/${product}`)).body.data;
    const res = await admin.put(`/api/admin/products/edit/${product}`, {
      ...loaded,
      price: 16000,
      totalStock: 5,
      expectedStock: 2,
    });
    expect(res.status).toBe(200);
    const [entry] = (await log('kind=product.update')).data;
    expect(entry).toMatchObject({
      actorEmail: adminEmail,
      kind: 'product.update',
      subject: product,
      before: { price: 15000, totalStock: 2 },
      after: { price: 16000, totalStock: 5 },
    });
    expect(Object.keys(entry.after).sort()).toEqual(['price', 'totalStock']);
    // Said in the shop's language: the product's name, ₹ amounts, one line per change.
    expect(entry.subjectName).toBe('Mango Buta Kanchipuram');
    expect(entry.changes).toEqual(['Price: ₹15,000.00 → ₹16,000.00', 'Stock: 2 units → 5 units']);
    // The product's creation was recorded too.
    expect((await log('kind=product.create')).data.some((e) => e.subject === product)).toBe(true);
  });

  it('writes no entry for a refused write (stale stock)', async () => {
    const before = (await log()).total;
    const loaded = (await admin.get(`/api/shop/products/get/${product}`)).body.data;
    const res = await admin.put(`/api/admin/products/edit/${product}`, {
      ...loaded,
      price: 1,
      expectedStock: 99,
    });
    expect(res.status).toBe(409);
    expect((await log()).total).toBe(before);
  });

  it('undoes the write when its entry cannot be written (same transaction)', async () => {
    await t.database.db.execute(sql`
      create function test_refuse_entry() returns trigger language plpgsql as $$
      begin if new.kind = 'banner.create' then raise exception 'no entry'; end if; return new; end $$`);
    await t.database.db.execute(sql`
      create trigger test_refuse_entry before insert on admin_activity for each row execute function test_refuse_entry()`);
    const image = await uploadOne(admin);
    const res = await admin.post('/api/common/feature/add', {
      imageDesktop: image,
      imageMobile: image,
      alt: 'Diwali',
    });
    expect(res.status).toBe(500);
    expect((await admin.get('/api/common/feature/get')).body.data).toHaveLength(0);
    await t.database.db.execute(sql`drop trigger test_refuse_entry on admin_activity`);
    const ok = await admin.post('/api/common/feature/add', {
      imageDesktop: image,
      imageMobile: image,
      alt: 'Diwali',
    });
    expect(ok.status).toBe(201);
    expect((await log('kind=banner')).data[0]).toMatchObject({
      kind: 'banner.create',
      after: { alt: 'Diwali' },
    });
    expect((await admin.delete(`/api/common/feature/delete/${ok.body.data._id}`)).status).toBe(200);
    expect((await log('kind=banner')).data[0]).toMatchObject({ kind: 'banner.delete' });
  });

  it('records categories, featured products, order status, refunds and role changes', async () => {
    const cat = await admin.post('/api/common/categories', { name: 'Banarasi' });
    await admin.put(`/api/common/categories/${cat.body.data._id}`, { name: 'Banarasi Silk' });
    const categoryLog = (await log('kind=category')).data;
    expect(categoryLog.slice(0, 2).map((e) => [e.kind, e.subject])).toEqual([
      ['category.rename', cat.body.data._id],
      ['category.create', cat.body.data._id],
    ]);
    expect((await log('kind=category.rename')).data[0]).toMatchObject({
      before: { name: 'Banarasi' },
      after: { name: 'Banarasi Silk' },
    });
    await admin.put('/api/admin/products/featured', { productIds: [product] });
    expect((await log('kind=featured')).data[0]).toMatchObject({
      after: { productIds: [product] },
      subjectName: 'Featured products on the home page',
      changes: ['Featured products: none → Mango Buta Kanchipuram'],
    });

    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: product, quantity: 1 });
    const paid = await checkoutAndPay(s.client, s.user.id, await addAddress(s.client, s.user.id));
    const orderId = paid.verified.body._id ?? paid.created.body.orderId;
    expect(
      (await admin.put(`/api/admin/orders/update/${orderId}`, { orderStatus: 'inProcess' })).status,
    ).toBe(200);
    expect(
      (
        await admin.put(`/api/admin/orders/update/${orderId}`, {
          orderStatus: 'rejected',
          reason: 'The weaver could not finish this saree',
        })
      ).status,
    ).toBe(200);
    const orderLog = (await log('kind=order')).data;
    expect(orderLog.map((e) => e.kind)).toEqual(['order.refund', 'order.status', 'order.status']);
    expect(orderLog[1]).toMatchObject({
      before: { orderStatus: 'inProcess' },
      after: { orderStatus: 'rejected', reason: 'The weaver could not finish this saree' },
    });
    expect(orderLog[0]).toMatchObject({ after: { paymentStatus: 'refund_pending' } });
    // The refund in rupees as the order's total reads, the statuses as the orders screen labels them.
    const order = (await admin.get(`/api/admin/orders/details/${orderId}`)).body.data;
    expect(orderLog[0].changes).toEqual([
      'Payment: Paid → Refund pending',
      `Amount: ₹${order.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    ]);
    expect(orderLog[0].changes[1]).not.toMatch(/paise/i);
    expect(orderLog[1]).toMatchObject({
      subjectName: `Order ${orderLog[1].subject}`,
      changes: ['Status: In Process → Rejected', 'Reason: The weaver could not finish this saree'],
    });

    await upsertAdmin(t.database.db, s.email, 'another admin pw 9');
    expect((await log('kind=role')).data[0]).toMatchObject({
      actorEmail: 'command line (create-admin)',
      subject: s.email,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
  });

  it('records hiding, showing and deleting a review, and an admin deleting its account, in words', async () => {
    const s = await signUpCustomer(t, 'Meena');
    const posted = await s.client.post('/api/shop/review/add', {
      productId: product,
      reviewValue: 2,
      reviewMessage: 'The colour ran',
    });
    expect(posted.status).toBe(201);
    const [review] = (await admin.get('/api/admin/reviews')).body.data.filter(
      (r: { userId: string }) => r.userId === s.user.id,
    );
    const moderate = (hidden: boolean) => admin.put(`/api/admin/reviews/${review._id}`, { hidden });
    expect((await moderate(true)).status).toBe(200);
    expect((await moderate(true)).status).toBe(200); // already hidden: nothing changes, nothing recorded
    expect((await moderate(false)).status).toBe(200);
    expect((await admin.delete(`/api/admin/reviews/${review._id}`)).status).toBe(200);

    const described = {
      author: 'Meena',
      product: 'Mango Buta Kanchipuram',
      rating: '2 of 5',
      review: 'The colour ran',
    };
    const reviewLog = (await log('kind=review')).data;
    expect(reviewLog.map((e) => [e.kind, e.what, e.subject, e.actorEmail])).toEqual([
      ['review.delete', 'Deleted a review', review._id, adminEmail],
      ['review.show', 'Showed a hidden review again', review._id, adminEmail],
      ['review.hide', 'Hid a review', review._id, adminEmail],
    ]);
    expect(reviewLog[2]).toMatchObject({
      before: { visible: 'shown' },
      after: { visible: 'hidden', ...described },
    });
    expect(reviewLog[1]).toMatchObject({
      before: { visible: 'hidden' },
      after: { visible: 'shown', ...described },
    });
    expect(reviewLog[0]).toMatchObject({ before: { ...described, visible: 'shown' }, after: null });
    // A review that is not there: 404, and no entry.
    const total = (await log()).total;
    expect((await moderate(true)).status).toBe(404);
    expect((await admin.delete(`/api/admin/reviews/${review._id}`)).status).toBe(404);
    expect((await log()).total).toBe(total);

    // An admin deleting its own account is recorded, by its own hand; a shopper's deletion is not staff work.
    const leaving = await signInAdmin(t);
    const deleted = await leaving.client.post('/api/shop/account/delete', { password: leaving.password });
    expect(deleted.status).toBe(200);
    const shopper = await signUpCustomer(t, 'Leaving');
    expect(
      (await shopper.client.post('/api/shop/account/delete', { password: shopper.password })).status,
    ).toBe(200);
    const accountLog = (await log('kind=account')).data;
    expect(accountLog).toHaveLength(1);
    expect(accountLog[0]).toMatchObject({
      kind: 'account.delete',
      what: 'Deleted an admin account',
      actorEmail: leaving.email,
      subject: leaving.email,
      before: { role: 'admin' },
      after: { account: 'deleted' },
    });

    // Every kind recorded so far is said in words on the owner's screen.
    const everything = (await log('pageSize=100')).data;
    expect(everything.filter((e) => e.what === e.kind).map((e) => e.kind)).toEqual([]);
  });

  it('filters by person, kind and date, and refuses bad filters with 400', async () => {
    expect(
      (await log(`actor=${encodeURIComponent(adminEmail)}`)).data.every((e) => e.actorEmail === adminEmail),
    ).toBe(true);
    expect((await log('actor=nobody@example.com')).total).toBe(0);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const all = (await log()).total;
    expect((await log(`from=${today}&to=${today}`)).total).toBe(all);
    expect((await log('to=2020-01-01')).total).toBe(0);
    for (const q of ['from=2026-13-45', 'to=yesterday', "kind=x'or'1", 'from=1999-01-01'])
      expect((await admin.get(`/api/admin/activity?${q}`)).status).toBe(400);
    const s = await signUpCustomer(t);
    expect((await s.client.get('/api/admin/activity')).status).toBe(403);
  });

  it('cannot be edited or deleted, even by SQL', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'allowed',
        (err: { cause?: { message?: string } }) => err.cause?.message,
      );
    expect(await refusal(sql`update admin_activity set actor_email = 'someone else'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from admin_activity`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate admin_activity`)).toMatch(/append-only/);
    expect((await log()).total).toBeGreaterThan(5);
    // And no route changes it: the only activity route is the GET.
    const routes = t.app.apiRoutes.filter((r) => r.url.includes('activity'));
    expect(routes.map((r) => r.method)).toEqual(['GET']);
  });
});
