import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES, MESSAGES, ORDER_MESSAGES } from '@resham/shared';
import { discountCodes, emailOutbox, orders } from '../../db/schema';
import {
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type Client,
  type TestApp,
} from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { payInWindow } from '../../../test/payment-helpers';
import { releaseDiscountUse } from './uses';

const SILK = 'Kanchipuram Silk Sarees';
const COTTON = 'Chettinad Cotton';
const hourFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describeOnPostgres('discount codes API', (backend) => {
  let t: TestApp;
  let admin: Client;
  let silk: string; // ₹12,345.67
  let cotton: string; // ₹999.99

  beforeAll(async () => {
    t = await startTestApp(backend, { SIMULATED_GATEWAY_SECRET: 'simulated-secret-for-tests' });
    const seeded = await seedProducts(t, [
      { title: 'Rani Pink Kanchipuram', price: 12345.67, totalStock: 500, category: SILK },
      { title: 'Mustard Chettinad', price: 999.99, totalStock: 500, category: COTTON },
    ]);
    admin = seeded.admin;
    [silk, cotton] = seeded.ids as [string, string];
  });
  afterAll(() => t.close());

  let n = 0;
  async function createCode(over: Record<string, unknown> = {}) {
    const res = await admin.post('/api/admin/discount-codes', {
      code: `TEST${n++}${backend.slice(0, 2).toUpperCase()}`,
      type: 'percent',
      value: 10,
      minSubtotal: 0,
      ...over,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.data as { id: string; code: string; usesCount: number };
  }
  async function shopper(lines: [string, number][] = [[silk, 1]]) {
    const s = await signUpCustomer(t);
    for (const [productId, quantity] of lines) {
      const res = await s.client.post('/api/shop/cart/add', { userId: s.user.id, productId, quantity });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    }
    return { ...s, addressId: await addAddress(s.client, s.user.id) };
  }
  const usesOf = async (id: string) =>
    (
      await t.database.db
        .select({ u: discountCodes.usesCount })
        .from(discountCodes)
        .where(eq(discountCodes.id, id))
    )[0]!.u;

  it('lets the admin create, list, edit and pause codes; uses so far shown', async () => {
    const created = await admin.post('/api/admin/discount-codes', {
      code: `Diwali${backend}`,
      type: 'flat',
      value: 500,
      minSubtotal: 2000,
      startsAt: '2026-10-20T00:00:00+05:30',
      endsAt: '2099-11-05T23:59:00+05:30',
      maxUses: 100,
      oncePerShopper: true,
      categories: [SILK.toUpperCase()],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      code: `Diwali${backend}`,
      type: 'flat',
      value: 500,
      minSubtotal: 2000,
      startsAt: '2026-10-19T18:30:00.000Z',
      maxUses: 100,
      oncePerShopper: true,
      categories: [SILK],
      active: true,
      usesCount: 0,
      state: 'active',
    });
    const id = created.body.data.id;
    const paused = await admin.put(`/api/admin/discount-codes/${id}`, {
      ...created.body.data,
      value: 750,
      active: false,
    });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ value: 750, active: false, state: 'paused' });
    const list = await admin.get('/api/admin/discount-codes');
    expect(list.body.data.find((c: { id: string }) => c.id === id)).toMatchObject({
      value: 750,
      state: 'paused',
    });
    // The same code in another case is the same code.
    const dup = await admin.post('/api/admin/discount-codes', {
      code: `DIWALI${backend.toUpperCase()}`,
      type: 'percent',
      value: 5,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(DISCOUNT_MESSAGES.codeTaken);
    const missing = await admin.put(`/api/admin/discount-codes/${crypto.randomUUID()}`, {
      code: 'NOPE1',
      type: 'percent',
      value: 5,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses hostile and impossible codes with a clear 400', async () => {
    const base = { code: 'HOSTILE1', type: 'percent', value: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ value: 0 }, DISCOUNT_MESSAGES.percentInvalid],
      [{ value: 91 }, DISCOUNT_MESSAGES.percentInvalid],
      [{ value: 12.5 }, DISCOUNT_MESSAGES.percentInvalid],
      [{ type: 'flat', value: 1e308, minSubtotal: 1e308 }, DISCOUNT_MESSAGES.flatInvalid],
      [{ type: 'flat', value: 0.001, minSubtotal: 10 }, DISCOUNT_MESSAGES.flatInvalid],
      [{ type: 'flat', value: 500, minSubtotal: 400 }, DISCOUNT_MESSAGES.minBelowFlat(526.05)],
      // The minimum is read with GST: ₹501 of items before tax read ₹526.05, so ₹501 is too little.
      [{ type: 'flat', value: 500, minSubtotal: 501 }, DISCOUNT_MESSAGES.minBelowFlat(526.05)],
      [{ type: 'flat', value: 500, minSubtotal: 526.04 }, DISCOUNT_MESSAGES.minBelowFlat(526.05)],
      [{ type: 'bogo' }, DISCOUNT_MESSAGES.typeInvalid],
      [{ value: '10' }, DISCOUNT_MESSAGES.valueInvalid],
      [{ code: 'a b' }, DISCOUNT_MESSAGES.codeInvalid],
      [{ code: 'X'.repeat(31) }, DISCOUNT_MESSAGES.codeInvalid],
      [{ maxUses: 2 ** 40 }, DISCOUNT_MESSAGES.maxUsesInvalid],
      [{ maxUses: 0 }, DISCOUNT_MESSAGES.maxUsesInvalid],
      [{ startsAt: hourFromNow(2), endsAt: hourFromNow(1) }, DISCOUNT_MESSAGES.datesOrder],
      [{ startsAt: 'tomorrow' }, DISCOUNT_MESSAGES.dateInvalid],
      [{ categories: ['No Such Category'] }, DISCOUNT_MESSAGES.unknownCategory('No Such Category')],
      [{ code: 'NUL\u0000CODE' }, MESSAGES.errors.nulCharacter],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post('/api/admin/discount-codes', { ...base, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(over)).toContain(message.slice(0, 30));
    }
    expect(
      (await admin.get('/api/admin/discount-codes')).body.data.some(
        (c: { code: string }) => c.code === 'HOSTILE1',
      ),
    ).toBe(false);
    // A flat code's least minimum names its figure, and that figure is accepted.
    const low = await admin.post('/api/admin/discount-codes', {
      ...base,
      type: 'flat',
      value: 500,
      minSubtotal: 501,
    });
    expect(JSON.stringify(low.body)).toContain('₹526.05 (incl. GST)');
    const least = { ...base, code: 'FLATLEAST', type: 'flat', value: 500, minSubtotal: 526.05 };
    expect((await admin.post('/api/admin/discount-codes', least)).status).toBe(201);
  });

  it('checks a code case-insensitively and answers the summary with GST on the discounted value', async () => {
    const code = await createCode({ type: 'percent', value: 10 });
    const s = await shopper([
      [silk, 1],
      [cotton, 3],
    ]);
    const res = await s.client.post('/api/shop/discount-codes/check', {
      code: `  ${code.code.toLowerCase()} `,
      addressId: s.addressId,
    });
    expect(res.status).toBe(200);
    // 12,345.67 + 3 × 999.99 = 15,345.64; 10% = 1,534.56; tax 5% of 13,811.08 = 690.55 (690.554), spread
    // over the lines and charged in Tamil Nadu as equal CGST and SGST on each: 690.54
    expect(res.body.data).toMatchObject({
      code: code.code,
      summary: {
        subtotal: 15345.64,
        discount: 1534.56,
        discountCode: code.code,
        taxAmount: 690.54,
        shippingCharges: 0,
        totalAmount: 14501.62, // 15,345.64 − 1,534.56 + 690.54
      },
    });
    expect(await usesOf(code.id)).toBe(0); // a check takes no use
  });

  it('refuses a code that does not apply, with why and the summary without it', async () => {
    const s = await shopper([[cotton, 1]]);
    const check = (code: string, addressId: string | undefined = s.addressId) =>
      s.client.post('/api/shop/discount-codes/check', { code, addressId });
    const minimum = await createCode({ minSubtotal: 5000 });
    const silkOnly = await createCode({ categories: [SILK] });
    const paused = await createCode({ active: false });
    const later = await createCode({ startsAt: hourFromNow(24) });
    const over = await createCode({ startsAt: hourFromNow(-48), endsAt: hourFromNow(-24) });
    const expectations: [string, string][] = [
      ['NO-SUCH-CODE', DISCOUNT_MESSAGES.notFound],
      [minimum.code, DISCOUNT_MESSAGES.minSubtotal(5000, 1049.99, false)],
      [silkOnly.code, DISCOUNT_MESSAGES.noEligible],
      [paused.code, DISCOUNT_MESSAGES.paused],
      [later.code, 'This code can be used from'],
      [over.code, DISCOUNT_MESSAGES.expired],
    ];
    for (const [code, message] of expectations) {
      const res = await check(code);
      expect(res.status, code).toBe(400);
      expect(res.body.message, code).toContain(message);
      expect(res.body.summary, code).toMatchObject({
        subtotal: 999.99,
        discount: 0,
        discountCode: null,
        taxAmount: 50,
      });
    }
    // Another shopper's address, a NUL byte, a huge code: 400, never a 500.
    const other = await shopper();
    expect((await check(minimum.code, other.addressId)).body.message).toBe(MESSAGES.toast.noAddress);
    expect((await check(minimum.code, other.addressId)).status).toBe(400);
    expect((await check('AB\u0000CD')).status).toBe(400);
    expect((await check('X'.repeat(10_000))).status).toBe(400);
    expect((await s.client.post('/api/shop/discount-codes/check', { code: 42 })).status).toBe(400);
  });

  it('stores the code on the order; lines carry discount, taxable value and tax that add up', async () => {
    const code = await createCode({ type: 'flat', value: 1000, minSubtotal: 1051.05 });
    const s = await shopper([
      [silk, 1],
      [cotton, 2],
    ]);
    const created = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      discountCode: code.code.toLowerCase(),
      totalAmount: 1,
      discount: 99999,
    });
    expect(created.status).toBe(200);
    const { orderId } = created.body;
    const productSales = async () =>
      Number(
        (
          (await t.database.db.execute(
            sql`select coalesce(sum(revenue_paise), 0) as n from sales_product_days`,
          )) as unknown as {
            rows: { n: string }[];
          }
        ).rows[0]!.n,
      );
    const salesBefore = await productSales();
    const paid = await payInWindow(s.client, created.body.razorpayOrder.id);
    const verified = await s.client.post('/api/shop/order/verify-razorpay', { ...paid, orderId });
    expect(verified.body.success).toBe(true);
    const order = (await s.client.get(`/api/shop/order/details/${orderId}`)).body.data;
    // 12,345.67 + 1,999.98 = 14,345.65 − 1,000 = 13,345.65; 5% = 667.28 (667.2825), spread as 574.25 and
    // 93.03, charged in Tamil Nadu as equal CGST and SGST: 574.24 + 93.02 = 667.26
    expect(order).toMatchObject({
      discountCode: code.code,
      discount: 1000,
      discountPaise: 100000,
      subtotal: 14345.65,
      taxAmount: 667.26,
      totalAmount: 14012.91,
    });
    expect(created.body.razorpayOrder.amount).toBe(1401291);
    // The dashboard's sales by product count what the lines were charged (after the discount, with their tax).
    expect((await productSales()) - salesBefore).toBe(1401291);
    const items = order.cartItems as {
      discount: number;
      taxableValue: number;
      taxAmount: number;
      lineTotal: number;
    }[];
    const paise = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100);
    expect(paise(items.map((i) => i.discount))).toBe(100000);
    expect(paise(items.map((i) => i.taxAmount))).toBe(66726);
    expect(paise(items.map((i) => i.lineTotal))).toBe(1401291);
    items.forEach((i) => expect(i.taxableValue).toBeGreaterThan(0));
    const adminView = (await admin.get(`/api/admin/orders/details/${orderId}`)).body.data;
    expect(adminView).toMatchObject({ discountCode: code.code, discount: 1000 });
    expect(await usesOf(code.id)).toBe(1);
    const mail = await t.database.db
      .select({ html: emailOutbox.html, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`));
    expect(mail[0]!.text).toContain(`Discount (${code.code})`);
    expect(mail[0]!.html).toContain(`Discount (${code.code})`);

    // The invoice prints each line's discount and taxable value; its lines' taxes add up to the order's.
    const res = await fetch(`${t.url}/api/shop/order/invoice/${orderId}`, {
      method: 'POST',
      headers: { cookie: s.client.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'discount-invoice-'));
    const file = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Discount');
    expect(text).toMatch(new RegExp(`Discount Code\\s+${code.code}`));
    expect(text).toMatch(/Less: Discount\s+₹1,000\.00/);
    expect(text).toMatch(/Gross Value\s+₹14,345\.65/);
    expect(text).toMatch(/Taxable Value\s+₹13,345\.65/);
    // Line taxes as printed (CGST + SGST of each line) add up to the order's tax.
    const lineTaxes = items.map((i) => Math.round(i.taxAmount * 100));
    expect(lineTaxes.reduce((a, b) => a + b, 0)).toBe(66726);
    for (const i of items)
      expect(text).toContain(i.taxableValue.toLocaleString('en-IN', { minimumFractionDigits: 2 }));
  });

  it('once per shopper: a second order is refused; a superseded checkout does not count twice', async () => {
    const code = await createCode({ oncePerShopper: true });
    const s = await shopper();
    const first = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      discountCode: code.code,
    });
    expect(first.status).toBe(200);
    // Checking out again supersedes the unpaid order: its use comes back and is taken again.
    const again = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      discountCode: code.code,
    });
    expect(again.status).toBe(200);
    expect(await usesOf(code.id)).toBe(1);
    const paid = await payInWindow(s.client, again.body.razorpayOrder.id);
    await s.client.post('/api/shop/order/verify-razorpay', { ...paid, orderId: again.body.orderId });
    await s.client.post('/api/shop/cart/add', { userId: s.user.id, productId: silk, quantity: 1 });
    const check = await s.client.post('/api/shop/discount-codes/check', { code: code.code });
    expect(check.status).toBe(400);
    expect(check.body.message).toBe(DISCOUNT_MESSAGES.alreadyUsed);
    const third = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      discountCode: code.code,
    });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(DISCOUNT_MESSAGES.droppedAtOrder(DISCOUNT_MESSAGES.alreadyUsed));
  });

  it('gives a use back once when the unpaid order is cancelled or expires', async () => {
    const code = await createCode({ maxUses: 1 });
    const a = await shopper();
    const order = await a.client.post('/api/shop/order/create', {
      addressId: a.addressId,
      discountCode: code.code,
    });
    expect(await usesOf(code.id)).toBe(1);
    const cancel = await a.client.post(`/api/shop/order/cancel/${order.body.orderId}`);
    expect(cancel.status).toBe(200);
    expect(await usesOf(code.id)).toBe(0);
    expect((await a.client.post(`/api/shop/order/cancel/${order.body.orderId}`)).status).toBe(409);
    const again = await t.database.db.transaction((tx) => releaseDiscountUse(tx, order.body.orderId));
    expect(again).toBe(false);
    expect(await usesOf(code.id)).toBe(0);

    // Expiry: the sweep cancels it and gives the use back; a second sweep gives nothing more.
    const b = await shopper();
    const held = await b.client.post('/api/shop/order/create', {
      addressId: b.addressId,
      discountCode: code.code,
    });
    expect(held.status).toBe(200);
    expect(await usesOf(code.id)).toBe(1);
    const paid = await payInWindow(b.client, held.body.razorpayOrder.id); // verified only later
    await t.database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, held.body.orderId));
    expect(await t.app.services.reservations.expireReservations()).toBeGreaterThanOrEqual(1);
    await t.app.services.reservations.expireReservations();
    expect(await usesOf(code.id)).toBe(0);

    // The use is free again: another shopper takes it; then a late payment for the expired order
    // cannot take it back (cap 1) and is refunded.
    const c = await shopper();
    expect(
      (await c.client.post('/api/shop/order/create', { addressId: c.addressId, discountCode: code.code }))
        .status,
    ).toBe(200);
    const late = await b.client.post('/api/shop/order/verify-razorpay', {
      ...paid,
      orderId: held.body.orderId,
    });
    expect(late.body).toMatchObject({
      success: false,
      orderStatus: 'cancelled',
      message: ORDER_MESSAGES.notConfirmed('priceChanged', true),
    });
    expect(await usesOf(code.id)).toBe(1);
  });

  it('a late payment for an expired order takes its use back when the cap allows', async () => {
    const code = await createCode({ maxUses: 5 });
    const s = await shopper();
    const held = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      discountCode: code.code,
    });
    const paid = await payInWindow(s.client, held.body.razorpayOrder.id);
    await t.database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, held.body.orderId));
    await t.app.services.reservations.expireReservations();
    expect(await usesOf(code.id)).toBe(0);
    const late = await s.client.post('/api/shop/order/verify-razorpay', {
      ...paid,
      orderId: held.body.orderId,
    });
    expect(late.body).toMatchObject({ success: true, orderStatus: 'confirmed' });
    expect(await usesOf(code.id)).toBe(1);
  });

  it('answers 409 with the summary without the code when it ran out or expired after the summary', async () => {
    const ranOut = await createCode({ maxUses: 1 });
    const s = await shopper([[cotton, 1]]);
    expect((await s.client.post('/api/shop/discount-codes/check', { code: ranOut.code })).status).toBe(200);
    const other = await shopper();
    const otherOrder = await other.client.post('/api/shop/order/create', {
      addressId: other.addressId,
      discountCode: ranOut.code,
    });
    expect(otherOrder.status).toBe(200);
    const res = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      discountCode: ranOut.code,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      message: DISCOUNT_MESSAGES.droppedAtOrder(DISCOUNT_MESSAGES.usedUp),
      summary: { subtotal: 999.99, discount: 0, discountCode: null, taxAmount: 50, totalAmount: 1049.99 },
    });
    // Nothing was created.
    expect((await s.client.get(`/api/shop/order/list/${s.user.id}`)).body.data).toHaveLength(0);

    const expiring = await createCode({});
    expect((await s.client.post('/api/shop/discount-codes/check', { code: expiring.code })).status).toBe(200);
    await t.database.db
      .update(discountCodes)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(discountCodes.id, expiring.id));
    const late = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      discountCode: expiring.code,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(DISCOUNT_MESSAGES.droppedAtOrder(DISCOUNT_MESSAGES.expired));
    expect(late.body.summary.totalAmount).toBe(1049.99);
    // Without the code the order goes through.
    expect((await s.client.post('/api/shop/order/create', { addressId: s.addressId })).status).toBe(200);
  });

  it('refuses a cap below the uses so far', async () => {
    const code = await createCode({ maxUses: 3 });
    const s = await shopper();
    await s.client.post('/api/shop/order/create', { addressId: s.addressId, discountCode: code.code });
    const list = (await admin.get('/api/admin/discount-codes')).body.data;
    const row = list.find((c: { id: string }) => c.id === code.id);
    expect(row.usesCount).toBe(1);
    const res = await admin.put(`/api/admin/discount-codes/${code.id}`, { ...row, maxUses: 0 });
    expect(res.status).toBe(400);
    const ok = await admin.put(`/api/admin/discount-codes/${code.id}`, { ...row, maxUses: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.state).toBe('usedUp');
  });

  it('an order paid online costs ₹1 or more, whatever the code (a 90% code once made one of 11 paise)', async () => {
    const [rupee, half] = (
      await seedProducts(t, [
        { title: 'Tassel, one rupee', price: 1, totalStock: 50, category: COTTON },
        { title: 'Thread, fifty paise', price: 0.5, totalStock: 50, category: COTTON },
      ])
    ).ids as [string, string];
    const code = await createCode({ value: 90 });
    const s = await shopper([[rupee, 1]]);
    const checked = await s.client.post('/api/shop/discount-codes/check', {
      code: code.code,
      addressId: s.addressId,
    });
    expect(checked.status).toBe(200);
    // ₹1 + GST in Tamil Nadu: CGST and SGST 2 paise each (half of 5 paise, rounded down).
    expect(checked.body.data.summary.totalAmount).toBe(1.04);
    const created = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      discountCode: code.code,
    });
    expect(created.status).toBe(200);
    expect(created.body.razorpayOrder.amount).toBe(104);
    // Below ₹1 without a code: a clear 400, no order.
    const tiny = await shopper([[half, 1]]);
    const refused = await tiny.client.post('/api/shop/order/create', { addressId: tiny.addressId });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ORDER_MESSAGES.tooSmall('₹1.00'));
  });

  if (backend === 'postgres') {
    it('holds a cap of 10 against 50 shoppers ordering at once', { timeout: 300_000 }, async () => {
      const code = await createCode({ maxUses: 10 });
      // Signing 50 shoppers up hashes 50 passwords: a few at a time (the shared machine's 2 cores).
      const shoppers: Awaited<ReturnType<typeof shopper>>[] = [];
      while (shoppers.length < 50)
        shoppers.push(...(await Promise.all([1, 2, 3, 4, 5].map(() => shopper([[cotton, 1]])))));
      const started = Date.now();
      const results = await Promise.all(
        shoppers.map((s) =>
          s.client.post('/api/shop/order/create', { addressId: s.addressId, discountCode: code.code }),
        ),
      );
      const ms = Date.now() - started;
      const statuses = results.map((r) => r.status);
      const won = statuses.filter((x) => x === 200).length;
      const refused = results.filter((r) => r.status === 409);
      console.log(`race: 50 shoppers, cap 10 → ${won} orders, ${refused.length} × 409, in ${ms} ms`);
      expect(won).toBe(10);
      expect(refused).toHaveLength(40);
      refused.forEach((r) =>
        expect(r.body.message).toBe(DISCOUNT_MESSAGES.droppedAtOrder(DISCOUNT_MESSAGES.usedUp)),
      );
      expect(await usesOf(code.id)).toBe(10);
      const withCode = await t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.discountCode, code.code));
      expect(withCode).toHaveLength(10);
    });
  }
});
