import { afterAll, beforeAll, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES } from '@resham/shared';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import {
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type Client,
  type TestApp,
} from '../../../test/harness';

const SILK = 'Kanchipuram Silk Sarees';
const COTTON = 'Chettinad Cotton';

/**
 * Issue 35: a code's minimum is the subtotal the shopper reads (GST included), its refusal quotes that
 * figure, and a percent code may cap what it takes off ("up to ₹X").
 */
describeOnPostgres('discount codes as shoppers read them', (backend) => {
  let t: TestApp;
  let admin: Client;
  let silk: string; // ₹12,345.67 before GST: ₹12,962.95 in her cart (+ ₹617.28, 617.2835 rounded)
  let cotton: string; // ₹999.99: ₹1,049.99 in her cart

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
  async function createCode(over: Record<string, unknown>) {
    const res = await admin.post('/api/admin/discount-codes', {
      code: `READ${n++}`,
      type: 'percent',
      value: 10,
      minSubtotal: 0,
      ...over,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.data as { id: string; code: string; maxDiscount: number | null };
  }
  async function shopper(lines: [string, number][]) {
    const s = await signUpCustomer(t);
    for (const [productId, quantity] of lines)
      await s.client.post('/api/shop/cart/add', { userId: s.user.id, productId, quantity });
    const addressId = await addAddress(s.client, s.user.id);
    return {
      ...s,
      addressId,
      check: (code: string) => s.client.post('/api/shop/discount-codes/check', { code, addressId }),
      order: (code: string) =>
        s.client.post('/api/shop/order/create', { userId: s.user.id, addressId, discountCode: code }),
    };
  }

  it('takes a minimum met exactly by the subtotal with GST, and says how much more when it is not', async () => {
    const exact = await createCode({ minSubtotal: 12962.95 });
    const paisaMore = await createCode({ minSubtotal: 12962.96 });
    const s = await shopper([[silk, 1]]);

    const met = await s.check(exact.code);
    expect(met.status).toBe(200);
    expect(met.body.data.summary).toMatchObject({ subtotal: 12345.67, discount: 1234.57 });

    const short = await s.check(paisaMore.code);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(DISCOUNT_MESSAGES.minSubtotal(12962.96, 12962.95, false));
    expect(short.body.message).toBe(
      'Add ₹0.01 more: this code needs a subtotal of ₹12,962.96 (incl. GST), and yours is ₹12,962.95.',
    );
    expect(short.body.summary).toMatchObject({ discount: 0, discountCode: null });

    // Order creation keeps the same rule.
    const placed = await s.order(exact.code);
    expect(placed.status).toBe(200);
    const order = (await s.client.get(`/api/shop/order/details/${placed.body.orderId}`)).body.data;
    expect(order).toMatchObject({ discountCode: exact.code, discount: 1234.57 });
  });

  it('counts only the items a category code applies to, with their GST', async () => {
    const silkOnly = await createCode({ minSubtotal: 13000, categories: [SILK] });
    const s = await shopper([
      [silk, 1],
      [cotton, 1],
    ]);
    const res = await s.check(silkOnly.code);
    expect(res.status).toBe(400);
    // The cotton's ₹1,049.99 does not count: ₹12,962.95 of silk, ₹37.05 short.
    expect(res.body.message).toBe(DISCOUNT_MESSAGES.minSubtotal(13000, 12962.95, true));
    expect(res.body.message).toContain('Add ₹37.05 more');
    expect(res.body.message).toContain('on the items it applies to');
  });

  it('caps a percent code at its most off, at the check and at order creation', async () => {
    const capped = await createCode({ value: 10, maxDiscount: 500 });
    expect(capped.maxDiscount).toBe(500);
    const listed = (await admin.get('/api/admin/discount-codes')).body.data.find(
      (c: { id: string }) => c.id === capped.id,
    );
    expect(listed).toMatchObject({ type: 'percent', value: 10, maxDiscount: 500 });

    const s = await shopper([[silk, 1]]);
    const res = await s.check(capped.code.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Code ${capped.code} applied: 10% off, up to ₹500.00.`);
    expect(res.body.data.description).toBe('10% off, up to ₹500.00');
    // 10% of ₹12,345.67 is ₹1,234.57: ₹500 at most. GST 5% of ₹11,845.67 = ₹592.28 (592.2835).
    expect(res.body.data.summary).toMatchObject({
      subtotal: 12345.67,
      discount: 500,
      taxAmount: 592.28,
      totalAmount: 12345.67 - 500 + 592.28,
    });

    const placed = await s.order(capped.code);
    expect(placed.status).toBe(200);
    const order = (await s.client.get(`/api/shop/order/details/${placed.body.orderId}`)).body.data;
    expect(order).toMatchObject({ discount: 500, taxAmount: 592.28, totalAmount: 12437.95 });

    // Below the cap the percentage stands: 10% of ₹999.99 = ₹100.
    const small = await shopper([[cotton, 1]]);
    expect((await small.check(capped.code)).body.data.summary).toMatchObject({ discount: 100 });

    // An edit may lift the cap (null) or change it.
    const { id: _id, ...fields } = listed;
    const lifted = await admin.put(`/api/admin/discount-codes/${capped.id}`, {
      ...fields,
      maxDiscount: null,
    });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data.maxDiscount).toBeNull();
    const again = await shopper([[silk, 1]]);
    const uncapped = await again.check(capped.code);
    expect(uncapped.body.data.summary).toMatchObject({ discount: 1234.57 });
    expect(uncapped.body.data.description).toBe('10% off');
  });

  it('refuses a cap on a flat code, and a cap that is not a positive amount, with a clear 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'flat', value: 500, minSubtotal: 1000, maxDiscount: 400 }, DISCOUNT_MESSAGES.maxDiscountFlat],
      [{ maxDiscount: 0 }, DISCOUNT_MESSAGES.maxDiscountInvalid],
      [{ maxDiscount: -5 }, DISCOUNT_MESSAGES.maxDiscountInvalid],
      [{ maxDiscount: 0.001 }, DISCOUNT_MESSAGES.maxDiscountInvalid],
      [{ maxDiscount: 1e308 }, DISCOUNT_MESSAGES.maxDiscountInvalid],
      [{ maxDiscount: '500' }, DISCOUNT_MESSAGES.maxDiscountInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post('/api/admin/discount-codes', {
        code: 'CAPPED1',
        type: 'percent',
        value: 10,
        ...over,
      });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.issues, JSON.stringify(over)).toContainEqual({ path: 'maxDiscount', message });
    }
  });
});
