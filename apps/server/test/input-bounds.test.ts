import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PLAIN_TEXT_MESSAGE } from '@resham/shared';
import { addAddress, seedProducts, TN_ADDRESS } from './catalog-fixtures';
import { Client, describeOnPostgres, signUpCustomer, startTestApp, type TestApp } from './harness';

/**
 * Every whole-number field is bounded where it enters (the shared zod schemas): a number past what
 * PostgreSQL's integer holds, sent as JSON or as the text of a form field, is a 400 with the field's
 * message, never a database error (expectedStock ≥ 2^31 once answered 500). And every free-text field
 * that prints on a label or an invoice refuses control and text-direction characters with one rule.
 */

/** Numbers no integer field takes, and the texts of some (the product form sends numbers as text). */
const HUGE: unknown[] = [
  2 ** 31,
  2 ** 31 + 7,
  2 ** 32,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -(2 ** 31) - 1,
  -1e308,
  '2147483648',
  '99999999999999999999',
  '1e30',
];
const hugeArbitrary = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(2 ** 31) - 1 }),
  fc.double({ min: 2 ** 31, max: 1e308, noNaN: true }),
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 30n }).map((n) => n.toString()),
);

describeOnPostgres('input bounds', (backend) => {
  let t: TestApp;
  let admin: Client;
  let customer: Client;
  let customerId: string;
  let productId: string;
  let image: string;
  let bodies: { method: 'POST' | 'PUT'; path: string; body: Record<string, unknown>; fields: string[] }[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Bounded Saree', price: 1000, totalStock: 5 }]);
    admin = seeded.admin;
    image = seeded.image;
    productId = seeded.ids[0]!;
    const signedUp = await signUpCustomer(t, 'Bounds');
    customer = signedUp.client;
    customerId = signedUp.user.id;
    const product = {
      title: 'Bounded Saree',
      description: 'Handwoven.',
      category: 'Kanchipuram Silk Sarees',
      price: 1000,
      salePrice: 900,
      totalStock: 5,
      images: [image],
    };
    bodies = [
      {
        method: 'PUT',
        path: `/api/admin/products/edit/${productId}`,
        body: { ...product, expectedStock: 5 },
        fields: ['expectedStock', 'totalStock', 'price', 'salePrice'],
      },
      {
        method: 'POST',
        path: '/api/admin/products/add',
        body: product,
        fields: ['totalStock', 'price', 'salePrice'],
      },
      { method: 'POST', path: '/api/shop/cart/add', body: { productId, quantity: 1 }, fields: ['quantity'] },
      {
        method: 'PUT',
        path: '/api/shop/cart/update-cart',
        body: { productId, quantity: 1 },
        fields: ['quantity'],
      },
      {
        method: 'POST',
        path: '/api/shop/review/add',
        body: { productId, reviewValue: 4, reviewMessage: 'Lovely weave.' },
        fields: ['reviewValue'],
      },
    ];
  });
  afterAll(() => t.close());

  const callerFor = (path: string) => (path.startsWith('/api/admin') ? admin : customer);

  it('answers 400 with the field named to every out-of-range number in every integer field of a body', async () => {
    const failures: string[] = [];
    const check = async (b: (typeof bodies)[number], field: string, value: unknown) => {
      const res = await callerFor(b.path).request(b.method, b.path, { ...b.body, [field]: value });
      const issue = (res.body.issues as { path: string }[] | undefined)?.[0];
      if (res.status !== 400 || res.body.success !== false || issue?.path !== field)
        failures.push(
          `${b.method} ${b.path} ${field}=${JSON.stringify(value)} → ${res.status} ${JSON.stringify(res.body)}`,
        );
    };
    for (const b of bodies)
      for (const field of b.fields) for (const value of HUGE) await check(b, field, value);
    // And generated ones, with a fixed seed so a failure replays.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodies.flatMap((b) => b.fields.map((field) => [b, field] as const))),
        hugeArbitrary,
        async ([b, field], value) => check(b, field, value),
      ),
      { seed: 20_261_127, numRuns: 60 },
    );
    expect(failures).toEqual([]);
    // The in-range edit still works.
    const fine = await admin.put(`/api/admin/products/edit/${productId}`, bodies[0]!.body);
    expect(fine.status).toBe(200);
  });

  it('answers 400 to an out-of-range page of the listing and the search', async () => {
    for (const value of ['2147483648', '99999999999999999999', '1e30', '-2147483649']) {
      for (const path of ['/api/shop/products/get', '/api/shop/search/saree']) {
        for (const param of ['page', 'pageSize']) {
          const res = await new Client(t.url).get(`${path}?${param}=${value}`);
          expect(res.status, `${path}?${param}=${value}`).toBe(400);
          expect(res.body.success).toBe(false);
        }
      }
    }
  });

  const UNSAFE = { BEL: '\u0007', ESC: '\u001b[31m', 'U+202E': '\u202e', 'U+2066': '\u2066', DEL: '\u007f' };

  it('refuses BEL, ESC and text-direction characters in every free text that prints on a label or invoice', async () => {
    const gift = { ...TN_ADDRESS, isGift: true, giftMessage: 'Happy Diwali', recipientName: 'Meena Iyer' };
    const cases: {
      caller: Client;
      method: 'POST' | 'PUT';
      path: string;
      body: Record<string, unknown>;
      field: string;
    }[] = [
      ...['recipientName', 'giftMessage', 'address', 'notes', 'country', 'state', 'city'].map((field) => ({
        caller: customer,
        method: 'POST' as const,
        path: '/api/shop/address/add',
        body: gift,
        field,
      })),
      ...['title', 'description', 'category', 'subcategory'].map((field) => ({
        caller: admin,
        method: 'PUT' as const,
        path: `/api/admin/products/edit/${productId}`,
        body: {
          title: 'Bounded Saree',
          description: 'Handwoven.',
          category: 'Kanchipuram Silk Sarees',
          price: 1000,
          totalStock: 5,
          images: [image],
        },
        field,
      })),
      {
        caller: new Client(t.url),
        method: 'POST',
        path: '/api/auth/register',
        body: { userName: 'Ravi', email: 'ravi.bidi@example.com', password: 'a long password' },
        field: 'userName',
      },
      {
        caller: admin,
        method: 'POST',
        path: '/api/common/categories',
        body: { name: 'Tussar' },
        field: 'name',
      },
      {
        caller: customer,
        method: 'POST',
        path: '/api/shop/review/add',
        body: { productId, reviewValue: 4, reviewMessage: 'Lovely weave.' },
        field: 'reviewMessage',
      },
    ];
    const failures: string[] = [];
    for (const c of cases) {
      for (const [name, bad] of Object.entries(UNSAFE)) {
        const value = `Meena${bad} Iyer`;
        const res = await c.caller.request(c.method, c.path, { ...c.body, [c.field]: value });
        if (
          res.status !== 400 ||
          res.body.message !== PLAIN_TEXT_MESSAGE ||
          !(res.body.issues as { path: string; message: string }[]).some(
            (i) => i.path === c.field && i.message === PLAIN_TEXT_MESSAGE,
          )
        )
          failures.push(`${c.path} ${c.field} with ${name} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
    // Names in any script, emoji, and line breaks in an address are still welcome.
    const id = await addAddress(customer, customerId, {
      ...gift,
      address: '12, Gandhi Road,\nRS Puram',
      recipientName: 'மீனா ऐयर 🎁',
    });
    expect(id).toMatch(/[0-9a-f-]{36}/);
  });
});
