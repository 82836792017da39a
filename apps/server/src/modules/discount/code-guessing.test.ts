import { afterAll, beforeAll, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES } from '@resham/shared';
import { describeEachDatabase, signUpCustomer, startTestApp, type TestApp } from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { CODE_GUESS_LIMITS } from './guess-throttle';

// Issue 33 item 12: codes could be guessed at 60 tries an hour per account, and accounts are free.
describeEachDatabase('guessing discount codes', (backend) => {
  let t: TestApp;
  let saree: string;
  let real: string;
  const { perAccount, perAddress } = CODE_GUESS_LIMITS;

  beforeAll(async () => {
    // The limits as shipped; TRUST_PROXY lets each case speak from client addresses of its own.
    t = await startTestApp(backend, { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' });
    const seeded = await seedProducts(t, [{ title: 'Ilkal Cotton', price: 1500, totalStock: 500 }]);
    saree = seeded.ids[0]!;
    real = `REAL${backend.toUpperCase()}`;
    const res = await seeded.admin.post('/api/admin/discount-codes', {
      code: real,
      type: 'percent',
      value: 10,
    });
    expect(res.status).toBe(201);
  });
  afterAll(() => t.close());

  async function shopper() {
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: saree, quantity: 1 });
    const addressId = await addAddress(s.client, s.user.id);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    return {
      check: (code: string, ip: string) =>
        s.client.post('/api/shop/discount-codes/check', { code, addressId }, from(ip)),
      order: (discountCode: string, ip: string) =>
        s.client.post('/api/shop/order/create', { addressId, discountCode }, from(ip)),
    };
  }
  let guess = 0;
  const wrong = () => `NOPE${backend.slice(0, 2).toUpperCase()}${guess++}`;

  it('a wrong code counts against the account, at the code box and at order creation alike; a right one does not', async () => {
    const s = await shopper();
    const ip = '203.0.113.10';
    for (let i = 0; i < perAccount / 2; i++) {
      // The shop's own code, applied again and again as the cart changes, is no guess.
      expect((await s.check(real.toLowerCase(), ip)).status).toBe(200);
      const checked = await s.check(wrong(), ip);
      expect(checked.status).toBe(400);
      expect(checked.body.message).toBe(DISCOUNT_MESSAGES.notFound);
      const ordered = await s.order(wrong(), ip);
      expect(ordered.status).toBe(409);
      expect(ordered.body.message).toBe(DISCOUNT_MESSAGES.droppedAtOrder(DISCOUNT_MESSAGES.notFound));
    }
    // The account has used its wrong codes for the hour: from any address, for any code, at either place.
    for (const res of [
      await s.check(wrong(), '203.0.113.11'),
      await s.check(real, '203.0.113.12'),
      await s.order(real, ip),
    ]) {
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(
        /^Too many codes that are not valid were tried\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Ordering without a code is not held up.
    const plain = await s.order('', ip);
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
  });

  it('a wrong code counts against the client address, whichever accounts it signs up', async () => {
    const ip = '198.51.100.7';
    let answered = 0;
    for (let account = 0; answered < perAddress && account < 5; account++) {
      const s = await shopper();
      for (let i = 0; i < perAccount && answered < perAddress; i++) {
        expect((await s.check(wrong(), ip)).status).toBe(400);
        answered++;
      }
    }
    const fresh = await shopper();
    expect((await fresh.check(wrong(), ip)).status).toBe(429);
    expect((await fresh.check(real, ip)).status).toBe(429);
    expect((await fresh.order(real, ip)).status).toBe(429);
    // The same new account elsewhere is not held up.
    expect((await fresh.check(real, '198.51.100.8')).status).toBe(200);
  });

  it('a parallel burst of wrong codes gets no more look-ups than the limit', async () => {
    const s = await shopper();
    const burst = await Promise.all(
      Array.from({ length: 3 * perAccount }, () => s.check(wrong(), '192.0.2.44')),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((x) => x === 400)).toHaveLength(perAccount);
    expect(statuses.filter((x) => x === 429)).toHaveLength(2 * perAccount);
  });
});
