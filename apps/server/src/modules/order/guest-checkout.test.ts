import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, COD_MESSAGES, GUEST_MESSAGES, MESSAGES, ORDER_MESSAGES } from '@resham/shared';
import { emailOutbox, orders, users } from '../../db/schema';
import { BrowserClient } from '../../../test/browser-client';
import { seedProducts, TN_ADDRESS } from '../../../test/catalog-fixtures';
import { describeEachDatabase, signUpCustomer, startTestApp, type TestApp } from '../../../test/harness';
import { emailsFor, markEmailVerified, orderRow, stockOf } from '../../../test/order-fixtures';
import { GUEST_ORDER_COOKIE } from './guest-links';

let n = 0;
const guestEmail = () => `guest.${Date.now()}.${n++}@example.com`;
const guestPhone = () => `98${String(10_000_000 + ((Date.now() + n++) % 89_999_999)).slice(0, 8)}`;
const { phone: _phone, ...ADDRESS } = TN_ADDRESS;

/** The emails sent to one address, newest last. */
async function inbox(t: TestApp, to: string) {
  return (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).sort(
    (a, b) => a.id - b.id,
  );
}

describeEachDatabase('guest checkout (issue 34)', (backend) => {
  let t: TestApp;
  /** The limits as shipped (RATE_LIMIT_SCALE 1), for the per-email counts. */
  let strict: TestApp;
  let saree: string;
  let single: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { RATE_LIMIT_SCALE: '100' });
    const seeded = await seedProducts(t, [
      { title: 'Mustard Chettinad Cotton', price: 2400, totalStock: 500 },
      { title: 'One Of A Kind Kanchipuram', price: 9000, totalStock: 1 },
    ]);
    [saree, single] = seeded.ids as [string, string];
    strict = await startTestApp(backend, { RATE_LIMIT_SCALE: '1' });
  });
  afterAll(async () => {
    await strict.close();
    await t.close();
  });

  /** A guest with `productId` in her cart, and her details. */
  async function guestWithCart(productId = saree, quantity = 1) {
    const client = new BrowserClient(t.url);
    const added = await client.post('/api/shop/cart/add', { productId, quantity });
    expect(added.status).toBe(200);
    const guest = { name: 'Lakshmi', email: guestEmail(), phone: `+91 ${guestPhone()}` };
    return { client, guest };
  }
  const order = (client: BrowserClient, body: Record<string, unknown>) =>
    client.post('/api/shop/order/create', body);

  /** The 6-digit code emailed to `email`, asked for through the API. */
  async function codeFor(client: BrowserClient, email: string): Promise<string> {
    const asked = await client.post('/api/shop/order/guest-code', { email });
    expect(asked.status).toBe(202);
    const mail = (await inbox(t, email)).filter((m) => /your code is/.test(m.subject)).at(-1)!;
    return /Your code is (\d{6})/.exec(mail.text)![1]!;
  }

  it('pays online as a guest: the order cookie authorises the simulated window and verify; the email links the order', async () => {
    const { client, guest } = await guestWithCart(saree, 2);
    const created = await order(client, { guest, addressInfo: ADDRESS, paymentMethod: 'razorpay' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.razorpayOrder.id).toMatch(/^order_/);
    expect(created.body.checkout.prefill).toEqual({
      name: 'Lakshmi',
      email: guest.email,
      contact: guest.phone.replace(/\D/g, '').slice(2),
    });
    const cookie = created.headers.getSetCookie().find((c) => c.startsWith(`${GUEST_ORDER_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const row = await orderRow(t, created.body.orderId);
    expect(row).toMatchObject({
      guest: true,
      buyerName: 'Lakshmi',
      buyerEmail: guest.email,
      orderStatus: 'pending',
    });
    expect(row.addressInfo).toMatchObject({ pincode: '641002', state: 'Tamil Nadu', city: 'Coimbatore' });

    const paid = await client.post('/api/payments/simulated/pay', {
      order_id: created.body.razorpayOrder.id,
    });
    expect(paid.status).toBe(200);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid.body;
    const verified = await client.post('/api/shop/order/verify-razorpay', {
      orderId: created.body.orderId,
      razorpay_order_id,
      razorpay_payment_id,
      razorpay_signature,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.success).toBe(true);
    expect((await orderRow(t, created.body.orderId)).paymentStatus).toBe('paid');
    // Her cart is emptied of what she bought.
    expect((await client.get('/api/shop/cart/get/guest')).body.data.items).toEqual([]);
    // The create answer names the order's page, which opens it in any browser, as the email's link does.
    const page = /^\/shop\/order\/([\w-]{43})$/.exec(created.body.orderLink)![1]!;
    const opened = await new BrowserClient(t.url).get(`/api/shop/order/guest/${page}`);
    expect(opened.body.data).toMatchObject({ _id: created.body.orderId, paymentStatus: 'paid' });

    const [confirmation] = await emailsFor(t, `order-confirmation:${created.body.orderId}`);
    expect(confirmation!.to).toBe(guest.email);
    const link = /\/shop\/order\/([\w-]{43})/.exec(confirmation!.text)![1]!;
    expect(confirmation!.text).not.toContain('/shop/account');
    const viewed = await new BrowserClient(t.url).get(`/api/shop/order/guest/${link}`);
    expect(viewed.status).toBe(200);
    expect(viewed.body.data).toMatchObject({ _id: created.body.orderId, paymentStatus: 'paid' });
    expect(viewed.headers.get('referrer-policy')).toBe('no-referrer');
    const pdf = await fetch(`${t.url}/api/shop/order/guest/invoice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it("refuses another guest's order: her cookie pays, verifies and opens hers alone", async () => {
    const a = await guestWithCart();
    const b = await guestWithCart();
    const aOrder = await order(a.client, { guest: a.guest, addressInfo: ADDRESS });
    const bOrder = await order(b.client, { guest: b.guest, addressInfo: ADDRESS });
    expect([aOrder.status, bOrder.status]).toEqual([200, 200]);
    // B's browser on A's provider order, A's order id, A's retry and capture: all 404.
    const pay = await b.client.post('/api/payments/simulated/pay', {
      order_id: aOrder.body.razorpayOrder.id,
    });
    expect(pay.status).toBe(404);
    const aPaid = await a.client.post('/api/payments/simulated/pay', {
      order_id: aOrder.body.razorpayOrder.id,
    });
    const steal = await b.client.post('/api/shop/order/verify-razorpay', {
      orderId: aOrder.body.orderId,
      ...aPaid.body,
      success: undefined,
    });
    expect(steal.status).toBe(404);
    expect((await b.client.post(`/api/shop/order/retry/${aOrder.body.orderId}`)).status).toBe(404);
    expect((await b.client.post('/api/shop/order/capture', { orderId: aOrder.body.orderId })).status).toBe(
      404,
    );
    // No cookie at all: as before guests could buy.
    const stranger = new BrowserClient(t.url);
    expect((await stranger.post(`/api/shop/order/retry/${aOrder.body.orderId}`)).status).toBe(401);
    // A forged or guessed order token opens nothing.
    for (const token of [randomBytes(32).toString('base64url'), 'short', 'x'.repeat(43)]) {
      const res = await stranger.get(`/api/shop/order/guest/${token}`);
      expect([400, 404]).toContain(res.status);
      expect(res.body.success).toBe(false);
      const cancel = await stranger.post('/api/shop/order/guest/cancel', { token, reason: 'changed-mind' });
      expect([400, 404]).toContain(cancel.status);
    }
    // A signed-in shopper's routes are not opened by a guest cookie.
    expect((await b.client.get(`/api/shop/order/details/${bOrder.body.orderId}`)).status).toBe(401);
  });

  it('cash on delivery needs the emailed code: none, wrong (5 tries at most), then right; used once', async () => {
    const { client, guest } = await guestWithCart();
    const body = { guest, addressInfo: ADDRESS, paymentMethod: 'cod' };
    const none = await order(client, body);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(GUEST_MESSAGES.codeNeeded);
    const malformed = await order(client, { ...body, emailCode: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(GUEST_MESSAGES.codeShape);
    const code = await codeFor(client, guest.email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await order(client, { ...body, emailCode: wrong });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(GUEST_MESSAGES.codeWrong);
    }
    // Five wrong tries end the code: the right one no longer works.
    expect((await order(client, { ...body, emailCode: code })).body.message).toBe(GUEST_MESSAGES.codeWrong);
    const fresh = await codeFor(client, guest.email);
    const placed = await order(client, { ...body, emailCode: fresh });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ paymentMethod: 'cod', orderStatus: 'confirmed' });
    expect(placed.body.orderLink).toMatch(/^\/shop\/order\/[\w-]{43}$/);
    expect((await orderRow(t, placed.body.orderId)).invoiceNumber).toBeTruthy();
    const [confirmation] = await emailsFor(t, `order-confirmation:${placed.body.orderId}`);
    expect(confirmation!.text).toMatch(/\/shop\/order\/[\w-]{43}/);
    // The code is used up by the order it allowed.
    await client.post('/api/shop/cart/add', { productId: saree });
    expect((await order(client, { ...body, emailCode: fresh })).body.message).toBe(GUEST_MESSAGES.codeWrong);
  });

  it('answers the same 202 for a code whoever asks, and emails at most 3 codes an hour to one address', async () => {
    const email = guestEmail();
    const client = new BrowserClient(strict.url);
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/shop/order/guest-code', { email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ success: true, message: GUEST_MESSAGES.codeSent });
    }
    expect((await inbox(strict, email)).filter((m) => /your code is/.test(m.subject))).toHaveLength(3);
    for (const bad of [{}, { email: 'nope' }, { email: 42 }, { email: 'a@b.co'.repeat(60) }]) {
      const res = await client.post('/api/shop/order/guest-code', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it("keeps issue 33's COD rules for guests: open orders counted by email and phone across carts, expectedTotal", async () => {
    const email = guestEmail();
    const phone = guestPhone();
    const place = async () => {
      const { client } = await guestWithCart();
      const guest = { name: 'Meena', email, phone };
      const code = await codeFor(client, email);
      return order(client, { guest, addressInfo: ADDRESS, paymentMethod: 'cod', emailCode: code });
    };
    for (let i = 0; i < 3; i++) expect((await place()).status).toBe(200);
    const fourth = await place();
    expect(fourth.status).toBe(400);
    expect(fourth.body.message).toBe(COD_MESSAGES.tooManyOpen);

    const { client, guest } = await guestWithCart();
    const stale = await order(client, { guest, addressInfo: ADDRESS, expectedTotal: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.totalChanged).toBe(true);
    const ok = await order(client, {
      guest,
      addressInfo: ADDRESS,
      expectedTotal: stale.body.summary.totalAmount,
    });
    expect(ok.status).toBe(200);
  });

  it('checks the address as the address book does, and answers bad input with 400, never 500', async () => {
    const { client, guest } = await guestWithCart();
    const cases: [Record<string, unknown>, string][] = [
      [{ addressInfo: ADDRESS }, MESSAGES.validation.userNameRequired],
      [
        { guest: { ...guest, email: 'not-an-email' }, addressInfo: ADDRESS },
        MESSAGES.validation.emailInvalid,
      ],
      [{ guest: { ...guest, phone: '12345' }, addressInfo: ADDRESS }, ADDRESS_MESSAGES.phone],
      [{ guest: { ...guest, phone: '5843012345' }, addressInfo: ADDRESS }, ADDRESS_MESSAGES.indianMobile],
      [{ guest }, MESSAGES.toast.noAddress],
      [{ guest, addressInfo: 'Coimbatore' }, ''],
      [{ guest, addressInfo: { ...ADDRESS, pincode: '110001' } }, ''],
      [{ guest, addressInfo: { ...ADDRESS, isGift: true } }, ADDRESS_MESSAGES.giftMessageRequired],
      [
        { guest, addressInfo: { ...ADDRESS, isGift: true, giftMessage: 'Happy Deepavali' } },
        ADDRESS_MESSAGES.recipientNameRequired,
      ],
      [{ guest, addressInfo: { ...ADDRESS, state: 'Atlantis' } }, ADDRESS_MESSAGES.stateRequired],
      [{ guest, addressInfo: ADDRESS, paymentMethod: 'cheque' }, "paymentMethod must be 'online' or 'cod'."],
      [{ guest, addressInfo: ADDRESS, expectedTotal: -1 }, ORDER_MESSAGES.expectedTotalInvalid],
      [{ guest: [], addressInfo: ADDRESS }, ''],
      [{ guest: { ...guest, name: { toString: 1 } }, addressInfo: ADDRESS }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await order(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      if (message) expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    // A gift with its recipient is an address like any other.
    const gift = await order(client, {
      guest,
      addressInfo: { ...ADDRESS, isGift: true, giftMessage: 'Happy Deepavali', recipientName: 'Amma' },
    });
    expect(gift.status).toBe(200);
    // No cart (no cookie): the spec's message.
    const empty = await order(new BrowserClient(t.url), { guest, addressInfo: ADDRESS });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.toast.cartEmpty);
  });

  it('a guest order raced against stock: of 12 guests for the last unit one holds it', async () => {
    const guests = await Promise.all(Array.from({ length: 12 }, () => guestWithCart(single)));
    const results = await Promise.all(
      guests.map((g) => order(g.client, { guest: g.guest, addressInfo: ADDRESS })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(statuses.every((s) => s < 500)).toBe(true);
    expect(await stockOf(t, single)).toBe(0);
    const placed = results.find((r) => r.status === 200)!;
    const row = await orderRow(t, placed.body.orderId);
    expect(row.stockReserved).toBe(true);
  });

  it('opens, tracks and cancels an order through its link; a cancelled order shows only that', async () => {
    const { client, guest } = await guestWithCart();
    const code = await codeFor(client, guest.email);
    const placed = await order(client, {
      guest,
      addressInfo: ADDRESS,
      paymentMethod: 'cod',
      emailCode: code,
    });
    expect(placed.status).toBe(200);
    const [mail] = await emailsFor(t, `order-confirmation:${placed.body.orderId}`);
    const token = /\/shop\/order\/([\w-]{43})/.exec(mail!.text)![1]!;
    const stranger = new BrowserClient(t.url);
    expect((await stranger.get(`/api/shop/order/guest/${token}`)).body.data.orderStatus).toBe('confirmed');
    const noReason = await stranger.post('/api/shop/order/guest/cancel', { token });
    expect(noReason.status).toBe(400);
    const badReason = await stranger.post('/api/shop/order/guest/cancel', { token, reason: 'whim' });
    expect(badReason.status).toBe(400);
    const before = await stockOf(t, saree);
    const cancelled = await stranger.post('/api/shop/order/guest/cancel', { token, reason: 'changed-mind' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.orderStatus).toBe('cancelled');
    expect(await stockOf(t, saree)).toBe(before + 1);
    const again = await stranger.post('/api/shop/order/guest/cancel', { token, reason: 'changed-mind' });
    expect(again.status).toBe(410);
    const gone = await stranger.get(`/api/shop/order/guest/${token}`);
    expect(gone.status).toBe(410);
    expect(gone.body, JSON.stringify(gone.body)).toEqual({
      success: false,
      message: GUEST_MESSAGES.orderCancelled,
      invoice: true,
    });
  });

  it('sends the link by order number and email only when they match, answering alike; limits a flood', async () => {
    const { ids } = await seedProducts(strict, [{ title: 'Lookup Saree', price: 1000, totalStock: 5 }]);
    const client = new BrowserClient(strict.url);
    await client.post('/api/shop/cart/add', { productId: ids[0] });
    const guest = { name: 'Revathi', email: guestEmail(), phone: guestPhone() };
    const placed = await client.post('/api/shop/order/create', { guest, addressInfo: ADDRESS });
    expect(placed.status).toBe(200);
    const { orderNumber } = await orderRow(strict, placed.body.orderId);
    const asker = new BrowserClient(strict.url);
    const lookup = (body: Record<string, unknown>) => asker.post('/api/shop/order/lookup', body);
    const links = async () =>
      (await inbox(strict, guest.email)).filter((m) => m.subject.includes(`your order #${orderNumber}`));
    const answers = [
      await lookup({ orderNumber: `#${orderNumber}`, email: guest.email.toUpperCase() }),
      await lookup({ orderNumber, email: 'someone.else@example.com' }),
      await lookup({ orderNumber: String(orderNumber + 100000), email: guest.email }),
    ];
    for (const a of answers) {
      expect(a.status).toBe(202);
      expect(a.body).toEqual({ success: true, message: GUEST_MESSAGES.lookupSent });
    }
    await strict.app.services.orderLookup.settled();
    expect(await links()).toHaveLength(1);
    expect(await inbox(strict, 'someone.else@example.com')).toHaveLength(0);
    const token = /\/shop\/order\/([\w-]{43})/.exec((await links())[0]!.text)![1]!;
    expect((await new BrowserClient(strict.url).get(`/api/shop/order/guest/${token}`)).status).toBe(200);
    // Bad input is a 400 with the reason.
    expect((await lookup({ orderNumber: 'abc', email: guest.email })).status).toBe(400);
    expect((await lookup({ orderNumber: 1001 })).status).toBe(400);
    // Per email, 3 asks an hour (a miss counts too): one more link, then nothing, answered alike.
    for (let i = 0; i < 3; i++) expect((await lookup({ orderNumber, email: guest.email })).status).toBe(202);
    await strict.app.services.orderLookup.settled();
    expect(await links()).toHaveLength(2);
    // Per client address, 10 an hour: the flood is refused with 429 and a retry time.
    const flood = await Promise.all(
      Array.from({ length: 5 }, () => lookup({ orderNumber, email: guestEmail() })),
    );
    expect(flood.map((r) => r.status).filter((s) => s === 429)).toHaveLength(3);
    expect(flood.find((r) => r.status === 429)!.headers.get('retry-after')).toBeTruthy();
  });

  it('joins her account once that email is verified, never before', async () => {
    const shopper = await signUpCustomer(t);
    const { client } = await guestWithCart();
    const guest = { name: 'Priya', email: shopper.email, phone: guestPhone() };
    const code = await codeFor(client, guest.email);
    const placed = await order(client, {
      guest,
      addressInfo: ADDRESS,
      paymentMethod: 'cod',
      emailCode: code,
    });
    expect(placed.status).toBe(200);
    // Unverified: a sign-in does not take it.
    const signIn = new BrowserClient(t.url);
    expect(
      (await signIn.post('/api/auth/login', { email: shopper.email, password: shopper.password })).status,
    ).toBe(200);
    expect((await signIn.get(`/api/shop/order/list/${shopper.user.id}`)).body.data).toEqual([]);
    await markEmailVerified(t, shopper.user.id);
    expect(
      (await signIn.post('/api/auth/login', { email: shopper.email, password: shopper.password })).status,
    ).toBe(200);
    const list = await signIn.get(`/api/shop/order/list/${shopper.user.id}`);
    expect(list.body.data.map((o: { _id: string }) => o._id)).toEqual([placed.body.orderId]);
    // Its link still opens it.
    const [mail] = await emailsFor(t, `order-confirmation:${placed.body.orderId}`);
    const token = /\/shop\/order\/([\w-]{43})/.exec(mail!.text)![1]!;
    expect((await new BrowserClient(t.url).get(`/api/shop/order/guest/${token}`)).status).toBe(200);
  });

  it('limits guest orders per email, per phone and per address', async () => {
    const limited = await startTestApp(backend, { RATE_LIMIT_SCALE: '0.4' });
    try {
      const { ids } = await seedProducts(limited, [{ title: 'Limit Saree', price: 1000, totalStock: 50 }]);
      const email = guestEmail();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const c = new BrowserClient(limited.url);
        await c.post('/api/shop/cart/add', { productId: ids[0] });
        const res = await c.post('/api/shop/order/create', {
          guest: { name: 'Asha', email, phone: guestPhone() },
          addressInfo: ADDRESS,
        });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.body.message).toMatch(/Too many orders/);
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      // 5 × 0.4 = 2 an hour for one email.
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('"create an account with these details": an account she sets the password of, her order joined at sign-in', async () => {
    const { client, guest } = await guestWithCart();
    const created = await order(client, { guest, addressInfo: ADDRESS, createAccount: true });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const paid = await client.post('/api/payments/simulated/pay', {
      order_id: created.body.razorpayOrder.id,
    });
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid.body;
    const verified = await client.post('/api/shop/order/verify-razorpay', {
      orderId: created.body.orderId,
      razorpay_order_id,
      razorpay_payment_id,
      razorpay_signature,
    });
    expect(verified.body.success).toBe(true);
    await t.app.services.credentials.settled();
    const [account] = await t.database.db.select().from(users).where(eq(users.email, guest.email));
    expect(account).toMatchObject({ userName: 'Lakshmi', emailVerified: false, guest: false });
    // No password anyone knows: signing in with a guess is the usual refusal.
    const guessed = await new BrowserClient(t.url).post('/api/auth/login', {
      email: guest.email,
      password: 'lakshmi-2026',
    });
    expect(guessed.status).toBe(401);
    const mail = (await inbox(t, guest.email)).find((m) => /choose a password/i.test(m.subject))!;
    const token = /\/auth\/reset-password\?token=([\w-]{43})/.exec(mail.text)![1]!;
    const set = await new BrowserClient(t.url).post('/api/auth/reset-password', {
      token,
      password: 'Kanchi silk for Deepavali',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // Choosing it proves the email: signed in, the guest order is in her list.
    const her = new BrowserClient(t.url);
    const login = await her.post('/api/auth/login', {
      email: guest.email,
      password: 'Kanchi silk for Deepavali',
    });
    expect(login.status).toBe(200);
    const list = await her.get(`/api/shop/order/list/${login.body.user.id}`);
    expect(list.body.data.map((o: { _id: string }) => o._id)).toContain(created.body.orderId);

    // An email that has an account gets no second one and no email; the order is placed all the same.
    const again = await guestWithCart();
    const repeat = { ...again.guest, email: guest.email };
    const second = await order(again.client, { guest: repeat, addressInfo: ADDRESS, createAccount: true });
    expect(second.status).toBe(200);
    await t.app.services.credentials.settled();
    expect(await t.database.db.select().from(users).where(eq(users.email, guest.email))).toHaveLength(1);
    expect((await inbox(t, guest.email)).filter((m) => /choose a password/i.test(m.subject))).toHaveLength(1);
  });

  it('keeps no stand-in able to sign in, and no guest order in anyone else’s list', async () => {
    const standIns = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.guest, true), like(users.email, '%@guest.invalid')));
    expect(standIns.length).toBeGreaterThan(0);
    const shopper = await signUpCustomer(t);
    const mine = await t.database.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(mine).toEqual([]);
  });
});
