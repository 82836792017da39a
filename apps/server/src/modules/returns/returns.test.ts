// Issue 37: a shopper's return request for her delivered order, walked by staff to refunded, with the
// hostile cases: another shopper's order, parallel requests for the same units, after the window,
// approve and reject raced, a refund raced — exactly one refund of the units' share.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_MESSAGES as M } from '@resham/shared';
import { adminActivity, orders, refunds, returns as returnsTable } from '../../db/schema';
import { seedProducts } from '../../../test/catalog-fixtures';
import { makeImage, uploadOne } from '../../../test/fixtures';
import { describeEachDatabase, startTestApp, type Client, type TestApp } from '../../../test/harness';
import { emailsFor, SHIPMENT, shopperWithCart, stockOf } from '../../../test/order-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';
import { deliveredOrder as orderOf } from '../../../test/return-fixtures';

describeEachDatabase('returns (issue 37)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  let dupatta: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Peacock Kanchipuram', price: 12000, totalStock: 1000 },
      { title: 'Zari Dupatta', price: 2400, totalStock: 1000 },
    ]);
    admin = seeded.admin;
    [saree, dupatta] = seeded.ids as [string, string];
  });
  afterAll(() => t?.close());

  const move = (orderId: string, body: Record<string, unknown>) =>
    admin.put(`/api/admin/orders/update/${orderId}`, body);
  const step = (id: string, body: Record<string, unknown>) => admin.put(`/api/admin/returns/${id}`, body);

  /** A shopper's paid order of 3 sarees and a dupatta, walked to delivered. */
  const deliveredOrder = (opts: { deliver?: boolean } = {}) =>
    orderOf(
      t,
      admin,
      [
        { productId: saree, quantity: 3 },
        { productId: dupatta, quantity: 1 },
      ],
      opts,
    );

  async function uploadPhoto(client: Client) {
    const form = new FormData();
    form.append('my_file', new Blob([await makeImage('jpeg', 400, 300)]), 'tear.jpg');
    const res = await fetch(`${t.url}/api/shop/order/return-photos`, {
      method: 'POST',
      headers: { cookie: client.cookie! },
      body: form,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: { url: string }[] }).results[0]!.url;
  }

  const request = (client: Client, orderId: string, body: Record<string, unknown>) =>
    client.post(`/api/shop/order/return/${orderId}`, body);
  const oneSaree = () => ({
    items: [{ productId: saree, quantity: 1 }],
    reason: 'changed-mind',
    kind: 'refund',
  });

  it('walks a request to refunded: stock back once, one refund of the units’ share, every step logged and emailed', async () => {
    const o = await deliveredOrder();
    const before = await stockOf(t, saree);
    const photo = await uploadPhoto(o.client);
    const asked = await request(o.client, o.orderId, {
      items: [{ productId: saree, quantity: 2 }],
      reason: 'damaged',
      kind: 'refund',
      note: 'The pallu is torn.',
      photos: [photo],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const ret = asked.body.data;
    // Two of three sarees: their share of the order with tax (₹12,000 + 5% each).
    expect(ret).toMatchObject({
      status: 'requested',
      amount: 25200,
      items: [{ productId: saree, quantity: 2 }],
    });
    const listed = await o.client.get(`/api/shop/order/returns/${o.orderId}`);
    expect(listed.body.data.map((r: { _id: string }) => r._id)).toEqual([ret._id]);

    expect((await step(ret._id, { status: 'approved' })).body.message).toBe(M.pickupNeeded);
    expect((await step(ret._id, { status: 'received', qualityPassed: true })).status).toBe(409);
    const approved = await step(ret._id, {
      status: 'approved',
      courier: 'Delhivery',
      trackingNumber: 'RVP123456',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await step(ret._id, { status: 'received' })).body.message).toBe(M.qualityNeeded);
    const received = await step(ret._id, { status: 'received', qualityPassed: true });
    expect(received.status).toBe(200);
    expect(received.body.data.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    expect(await stockOf(t, saree)).toBe(before + 2);
    // Received once: the units go back once.
    expect((await step(ret._id, { status: 'received', qualityPassed: true })).status).toBe(409);
    expect(await stockOf(t, saree)).toBe(before + 2);

    // Two staff at once: one refund call, one refund row.
    const raced = await Promise.all([
      step(ret._id, { status: 'refunded' }),
      step(ret._id, { status: 'refunded' }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'customer_return', amountPaise: 2_520_000, status: 'succeeded' });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(order!.paymentStatus).toBe('paid'); // a part of it went back
    expect((await step(ret._id, { status: 'closed' })).status).toBe(200);

    const log = await t.database.db
      .select({ kind: adminActivity.kind })
      .from(adminActivity)
      .where(eq(adminActivity.subject, ret._id))
      .orderBy(adminActivity.id);
    expect(log.map((l) => l.kind)).toEqual([
      'return.approved',
      'return.received',
      'return.refunded',
      'return.closed',
    ]);
    for (const status of ['requested', 'approved', 'received', 'refunded', 'closed'])
      expect(await emailsFor(t, `return-${status}:${ret._id}`), status).toHaveLength(1);
  });

  it('answers another shopper’s order as not found, and staff routes only to staff', async () => {
    const o = await deliveredOrder();
    const stranger = await shopperWithCart(t, dupatta);
    expect((await request(stranger.client, o.orderId, oneSaree())).status).toBe(404);
    expect((await stranger.client.get(`/api/shop/order/returns/${o.orderId}`)).status).toBe(404);
    expect((await stranger.client.get('/api/admin/returns')).status).toBe(403);
    const mine = await request(o.client, o.orderId, oneSaree());
    expect(
      (await stranger.client.put(`/api/admin/returns/${mine.body.data._id}`, { status: 'rejected' })).status,
    ).toBe(403);
  });

  it('refuses what the rules refuse, each with its reason', async () => {
    const undelivered = await deliveredOrder({ deliver: false });
    expect((await request(undelivered.client, undelivered.orderId, oneSaree())).body.message).toBe(
      M.notDelivered,
    );
    const o = await deliveredOrder();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...oneSaree(), reason: 'damaged' }, 400, M.photosRequired],
      [{ ...oneSaree(), photos: ['/media/0123456789abcdef0123456789abcdef-1.webp'] }, 400, M.photoNotYours],
      [{ ...oneSaree(), items: [{ productId: crypto.randomUUID(), quantity: 1 }] }, 400, M.itemNotInOrder],
      [
        { ...oneSaree(), items: [{ productId: saree, quantity: 4 }] },
        400,
        M.tooMany('Peacock Kanchipuram', 3),
      ],
      [{ ...oneSaree(), items: [{ productId: saree, quantity: 2 ** 40 }] }, 400, ''],
      [{ ...oneSaree(), reason: 'bored' }, 400, M.reasonNotOffered],
      [{ ...oneSaree(), note: 'x'.repeat(1001) }, 400, ''],
      [{ ...oneSaree(), items: [] }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await request(o.client, o.orderId, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
  });

  it('two parallel requests for the same last units: one is taken, the other is told it is open', async () => {
    const o = await deliveredOrder();
    const both = await Promise.all([
      request(o.client, o.orderId, { ...oneSaree(), items: [{ productId: saree, quantity: 3 }] }),
      request(o.client, o.orderId, { ...oneSaree(), items: [{ productId: saree, quantity: 3 }] }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.message).toBe(M.openRequest('Peacock Kanchipuram'));
    // A rejected request gives its units back to ask again.
    const open = both.find((r) => r.status === 201)!.body.data;
    const raced = await Promise.all([
      step(open._id, { status: 'approved', courier: 'Delhivery', trackingNumber: 'RVP99' }),
      step(open._id, { status: 'rejected', reason: 'Worn after delivery.' }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    const settled = (await o.client.get(`/api/shop/order/returns/${o.orderId}`)).body.data[0];
    if (settled.status === 'rejected') {
      expect(settled.rejectionReason).toBe('Worn after delivery.');
      expect((await request(o.client, o.orderId, oneSaree())).status).toBe(201);
    } else expect((await request(o.client, o.orderId, oneSaree())).status).toBe(409);
  });

  it('a request turned down, even once closed, gives its units back to ask for again', async () => {
    const o = await deliveredOrder();
    const all = { ...oneSaree(), items: [{ productId: saree, quantity: 3 }] };
    const first = (await request(o.client, o.orderId, all)).body.data;
    expect((await step(first._id, { status: 'rejected', reason: 'Worn after delivery.' })).status).toBe(200);
    expect((await step(first._id, { status: 'closed' })).status).toBe(200);
    const again = await request(o.client, o.orderId, all);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    // The same units carry the same share: nothing was given for the turned-down ones.
    expect(again.body.data.amount).toBe(first.amount);
  });

  it('takes up to 3 photos, as images, from a signed-in shopper', async () => {
    const o = await deliveredOrder();
    const send = async (form: FormData | string, cookie = o.client.cookie!) =>
      fetch(`${t.url}/api/shop/order/return-photos`, { method: 'POST', headers: { cookie }, body: form });
    const photos = async (n: number) => {
      const form = new FormData();
      for (let i = 0; i < n; i++)
        form.append('my_file', new Blob([await makeImage('png', 200, 200)]), `${i}.png`);
      return form;
    };
    const tooMany = await send(await photos(4));
    expect(tooMany.status).toBe(413);
    expect(((await tooMany.json()) as { message: string }).message).toBe(M.photosTooMany);
    expect((await send('not a form')).status).toBe(400);
    const notImage = new FormData();
    notImage.append('my_file', new Blob(['%PDF-1.4 not an image']), 'x.png');
    expect((await send(notImage)).status).toBe(400);
    expect(
      (await fetch(`${t.url}/api/shop/order/return-photos`, { method: 'POST', body: await photos(1) }))
        .status,
    ).toBe(401);
    expect((await send(await photos(3))).status).toBe(200);
  });

  it('after the window: a 400 naming the day it closed', async () => {
    const o = await deliveredOrder();
    await t.database.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '8 days'` })
      .where(eq(orders.id, o.orderId));
    const res = await request(o.client, o.orderId, oneSaree());
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The return window for this order closed on \d{1,2} \w+ \d{4}\.$/);
  });

  describe('staff', () => {
    it('lists returns by state; a state the shop does not have is a 400', async () => {
      const o = await deliveredOrder();
      const mine = (await request(o.client, o.orderId, oneSaree())).body.data;
      const requested = await admin.get('/api/admin/returns?status=requested&pageSize=100');
      expect(requested.status).toBe(200);
      expect(requested.body.data.map((r: { _id: string }) => r._id)).toContain(mine._id);
      expect(requested.body.data.every((r: { status: string }) => r.status === 'requested')).toBe(true);
      expect((await admin.get('/api/admin/returns?status=lost')).status).toBe(400);
      expect((await step(crypto.randomUUID(), { status: 'approved' })).status).toBe(404);
      expect((await step(mine._id, { status: 'refunded' })).status).toBe(409);
      expect((await step(mine._id, { status: 'rejected', reason: 'x' })).body.message).toBe(
        M.rejectionReason,
      );
    });

    it('a failed quality check keeps the stock and refunds nothing: the return can only be closed', async () => {
      const o = await deliveredOrder();
      const ret = (await request(o.client, o.orderId, oneSaree())).body.data;
      await step(ret._id, { status: 'approved', ...SHIPMENT });
      const stock = await stockOf(t, saree);
      expect((await step(ret._id, { status: 'received', qualityPassed: false })).status).toBe(200);
      expect(await stockOf(t, saree)).toBe(stock);
      expect((await step(ret._id, { status: 'refunded' })).body.message).toBe(M.qualityFailed);
      expect((await step(ret._id, { status: 'closed' })).status).toBe(200);
      expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, o.orderId))).toHaveLength(
        0,
      );
    });
  });

  it('cash on delivery: the refund goes where she says, is recorded with its transfer, and where is then forgotten', async () => {
    const s = await shopperWithCart(t, dupatta, { quantity: 1, verified: true });
    const oneDupatta = () => ({ ...oneSaree(), items: [{ productId: dupatta, quantity: 1 }] });
    const created = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      paymentMethod: 'cod',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const orderId = created.body.orderId as string;
    await move(orderId, { orderStatus: 'inProcess' });
    await move(orderId, { orderStatus: 'inShipping', ...SHIPMENT });
    expect((await move(orderId, { orderStatus: 'delivered', cashCollected: true })).status).toBe(200);

    expect((await request(s.client, orderId, oneDupatta())).body.message).toBe(M.refundToRequired);
    for (const [refundTo, message] of [
      [{ upi: 'not a upi' }, M.upiInvalid],
      [{ accountName: 'Kavitha R', accountNumber: '12345', ifsc: 'SBIN0001234' }, M.accountInvalid],
      [{ accountName: 'Kavitha R', accountNumber: '123456789012', ifsc: 'SBIN1234' }, M.ifscInvalid],
    ] as const) {
      const res = await request(s.client, orderId, { ...oneDupatta(), refundTo });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const asked = await request(s.client, orderId, { ...oneDupatta(), refundTo: { upi: 'kavitha@okaxis' } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(JSON.stringify(asked.body)).not.toContain('okaxis'); // never answered back
    const id = asked.body.data._id as string;
    // Staff see where to send it, and how the order was paid.
    const listed = (await admin.get('/api/admin/returns?status=requested&pageSize=100')).body.data.find(
      (r: { _id: string }) => r._id === id,
    );
    expect(listed).toMatchObject({ paymentMethod: 'cod', refundTo: { upi: 'kavitha@okaxis' } });
    await step(id, { status: 'approved', ...SHIPMENT });
    await step(id, { status: 'received', qualityPassed: true });
    expect((await step(id, { status: 'refunded' })).body.message).toBe(M.transferReference);
    const refunded = await step(id, { status: 'refunded', reference: 'UPI 412345678901' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.refundTo).toBeNull();
    const [row] = await t.database.db.select().from(returnsTable).where(eq(returnsTable.id, id));
    expect(row).toMatchObject({ status: 'refunded', refundTo: null, transferReference: 'UPI 412345678901' });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
  });

  it('returned stock is seen by the stock alerts: a sold-out saree comes back in stock for those who saved it', async () => {
    const image = await uploadOne(admin);
    const added = await admin.post('/api/admin/products/add', {
      title: 'Last Pen Kalamkari',
      description: 'One of a kind.',
      category: 'Kanchipuram Silk Sarees',
      price: 6000,
      totalStock: 1,
      images: [image],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const last = added.body.data._id as string;
    const buyer = await shopperWithCart(t, last, { quantity: 1 });
    const { created } = await checkoutAndPay(buyer.client, buyer.user.id, buyer.addressId);
    const orderId = created.body.orderId as string;
    const saver = await shopperWithCart(t, dupatta);
    await saver.client.post(`/api/shop/wishlist/${last}`);
    const backInStock = async () =>
      (await saver.client.get('/api/shop/wishlist')).body.data.find(
        (w: { product: { _id: string } }) => w.product._id === last,
      ).backInStock as boolean;
    const soldOut = async () =>
      ((await admin.get('/api/admin/dashboard')).body.data.outOfStock as { _id: string }[]).some(
        (p) => p._id === last,
      );
    expect(await soldOut()).toBe(true);
    expect(await backInStock()).toBe(false);

    for (const body of [
      { orderStatus: 'inProcess' },
      { orderStatus: 'inShipping', ...SHIPMENT },
      { orderStatus: 'delivered' },
    ])
      expect((await move(orderId, body)).status).toBe(200);
    const ret = (
      await request(buyer.client, orderId, { ...oneSaree(), items: [{ productId: last, quantity: 1 }] })
    ).body.data;
    await step(ret._id, { status: 'approved', ...SHIPMENT });
    await step(ret._id, { status: 'received', qualityPassed: true });
    expect(await stockOf(t, last)).toBe(1);
    expect(await soldOut()).toBe(false);
    expect(await backInStock()).toBe(true);
  });
});
