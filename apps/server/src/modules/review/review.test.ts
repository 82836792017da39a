import { afterAll, beforeAll, expect, it } from 'vitest';
import { REVIEW_MESSAGES as R } from '@resham/shared';
import {
  Client,
  describeOnPostgres,
  signInAdmin,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';

describeOnPostgres('reviews API', (backend) => {
  let t: TestApp;
  let saree: string;
  let dupatta: string;
  let admin: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Mustard Silk Cotton', price: 6000, totalStock: 20 },
      { title: 'Ivory Chanderi Dupatta', price: 1800, totalStock: 20 },
    ]);
    [saree, dupatta] = seeded.ids as [string, string];
    admin = (await signInAdmin(t)).client;
  });
  afterAll(() => t.close());

  const guest = () => new Client(t.url);

  it('requires sign-in, applies the rules with the spec messages and uses the session author', async () => {
    expect(
      (await guest().post('/api/shop/review/add', { reviewValue: 5, reviewMessage: 'Lovely' })).status,
    ).toBe(401);
    const s = await signUpCustomer(t, 'Kavya');
    const cases: [Record<string, unknown>, string][] = [
      [{ reviewMessage: 'Nice' }, R.ratingRequired],
      [{ reviewValue: 0, reviewMessage: 'Nice' }, R.ratingRequired],
      [{ reviewValue: 6, reviewMessage: 'Nice' }, R.ratingRequired],
      [{ reviewValue: 4.5, reviewMessage: 'Nice' }, R.ratingRequired],
      [{ reviewValue: 4, reviewMessage: '   ' }, R.textRequired],
      [{ reviewValue: 4, reviewMessage: 'x'.repeat(501) }, R.textTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await s.client.post('/api/shop/review/add', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const ok = await s.client.post('/api/shop/review/add', {
      reviewValue: 5,
      reviewMessage: 'x'.repeat(500),
      userName: 'The Owner',
    });
    expect(ok.status).toBe(201);
    const other = await signUpCustomer(t, 'Other');
    expect(
      (
        await s.client.post('/api/shop/review/add', {
          userId: other.user.id,
          reviewValue: 5,
          reviewMessage: 'Fake',
        })
      ).status,
    ).toBe(403);
    const all = (await guest().get('/api/shop/review/all')).body.data;
    expect(all[0]).toMatchObject({ userId: s.user.id, userName: 'Kavya', reviewValue: 5, verified: false });
  });

  it('keeps review text as text', async () => {
    const s = await signUpCustomer(t, 'Xss');
    const evil = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    await s.client.post('/api/shop/review/add', { reviewValue: 3, reviewMessage: evil });
    const res = await guest().get('/api/shop/review/all');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.data.find((r: { userId: string }) => r.userId === s.user.id).reviewMessage).toBe(evil);
  });

  it('keeps one shop review per account: 25 posts, 10 of them at once, leave only the newest', async () => {
    const s = await signUpCustomer(t, 'Persistent');
    const post = (n: number) =>
      s.client.post('/api/shop/review/add', { reviewValue: 1 + (n % 5), reviewMessage: `Post ${n}` });
    const parallel = await Promise.all(Array.from({ length: 10 }, (_, i) => post(i)));
    expect(parallel.map((r) => r.status)).toEqual(Array(10).fill(201));
    for (let n = 10; n < 25; n++) expect((await post(n)).status).toBe(201);
    const mine = (await guest().get('/api/shop/review/all')).body.data.filter(
      (r: { userId: string }) => r.userId === s.user.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ reviewMessage: 'Post 24', reviewValue: 5 });
  });

  it('labels authors with a paid order as verified, per product for product reviews', async () => {
    const buyer = await signUpCustomer(t, 'Buyer');
    await buyer.client.post('/api/shop/cart/add', { productId: saree, quantity: 1 });
    const addressId = await addAddress(buyer.client, buyer.user.id);
    const { verified } = await checkoutAndPay(buyer.client, buyer.user.id, addressId);
    expect(verified.body.paymentStatus).toBe('paid');
    await buyer.client.post('/api/shop/review/add', {
      reviewValue: 5,
      reviewMessage: 'Beautiful drape',
      productId: saree,
    });
    await buyer.client.post('/api/shop/review/add', {
      reviewValue: 4,
      reviewMessage: 'Never bought this one',
      productId: dupatta,
    });
    await buyer.client.post('/api/shop/review/add', { reviewValue: 5, reviewMessage: 'Great shop' });
    const sareeReviews = (await guest().get(`/api/shop/review/${saree}`)).body.data;
    expect(sareeReviews).toEqual([
      expect.objectContaining({ userName: 'Buyer', verified: true, reviewValue: 5 }),
    ]);
    expect((await guest().get(`/api/shop/review/${dupatta}`)).body.data[0].verified).toBe(false);
    const shop = (await guest().get('/api/shop/review/all')).body.data;
    expect(shop.find((r: { reviewMessage: string }) => r.reviewMessage === 'Great shop').verified).toBe(true);
  });

  it('keeps a hidden review hidden when its author posts again (issue 33)', async () => {
    const s = await signUpCustomer(t, 'Relentless');
    const product = async () => {
      const p = (await guest().get(`/api/shop/products/get/${saree}`)).body.data;
      return [p.averageReview, p.reviewCount];
    };
    const before = await product();
    await s.client.post('/api/shop/review/add', { reviewValue: 1, reviewMessage: 'Rude words' });
    await s.client.post('/api/shop/review/add', {
      reviewValue: 1,
      reviewMessage: 'Rude words',
      productId: saree,
    });
    const mine = (await admin.get('/api/admin/reviews')).body.data.filter(
      (r: { userId: string }) => r.userId === s.user.id,
    ) as { _id: string }[];
    expect(mine).toHaveLength(2);
    for (const r of mine)
      expect((await admin.put(`/api/admin/reviews/${r._id}`, { hidden: true })).status).toBe(200);

    // The author posts again, twice, the second time several at once: both reviews stay hidden.
    for (const round of [1, 2]) {
      const posts = await Promise.all(
        Array.from({ length: round }, () => [
          s.client.post('/api/shop/review/add', { reviewValue: 5, reviewMessage: 'Rude words again' }),
          s.client.post('/api/shop/review/add', {
            reviewValue: 5,
            reviewMessage: 'Rude words again',
            productId: saree,
          }),
        ]).flat(),
      );
      expect(posts.map((p) => p.status)).toEqual(Array(posts.length).fill(201));
    }
    const shown = [
      ...(await guest().get('/api/shop/review/all')).body.data,
      ...(await guest().get(`/api/shop/review/${saree}`)).body.data,
    ];
    expect(shown.filter((r: { userId: string }) => r.userId === s.user.id)).toEqual([]);
    expect(await product()).toEqual(before);
    const held = (await admin.get('/api/admin/reviews')).body.data.filter(
      (r: { userId: string }) => r.userId === s.user.id,
    );
    expect(held).toHaveLength(2);
    for (const r of held) expect(r).toMatchObject({ hidden: true, reviewMessage: 'Rude words again' });

    // Shown again by the shop, it is the author's newest text.
    for (const r of mine)
      expect((await admin.put(`/api/admin/reviews/${r._id}`, { hidden: false })).status).toBe(200);
    const back = (await guest().get(`/api/shop/review/${saree}`)).body.data;
    expect(back.filter((r: { userId: string }) => r.userId === s.user.id)).toEqual([
      expect.objectContaining({ reviewMessage: 'Rude words again', reviewValue: 5 }),
    ]);
  });

  it('keeps averageReview exact; a second review of a product replaces the first; hiding and deleting recount', async () => {
    const a = await signUpCustomer(t, 'A');
    const b = await signUpCustomer(t, 'B');
    const avg = async () => {
      const p = (await guest().get(`/api/shop/products/get/${dupatta}`)).body.data;
      return [p.averageReview, p.reviewCount];
    };
    const before = (await guest().get(`/api/shop/review/${dupatta}`)).body.data as { reviewValue: number }[];
    await a.client.post('/api/shop/review/add', { reviewValue: 1, reviewMessage: 'Meh', productId: dupatta });
    await b.client.post('/api/shop/review/add', { reviewValue: 2, reviewMessage: 'Ok', productId: dupatta });
    await a.client.post('/api/shop/review/add', {
      reviewValue: 5,
      reviewMessage: 'Changed my mind',
      productId: dupatta,
    });
    const values = [...before.map((r) => r.reviewValue), 2, 5];
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(await avg()).toEqual([Math.round(mean * 10) / 10, values.length]);
    const list = (await guest().get(`/api/shop/review/${dupatta}`)).body.data;
    expect(list.filter((r: { userId: string }) => r.userId === a.user.id)).toHaveLength(1);

    const adminList = (await admin.get('/api/admin/reviews')).body.data;
    const bReview = adminList.find(
      (r: { userId: string; productId: string }) => r.userId === b.user.id && r.productId === dupatta,
    );
    expect((await admin.put(`/api/admin/reviews/${bReview._id}`, { hidden: true })).status).toBe(200);
    expect(
      (await guest().get(`/api/shop/review/${dupatta}`)).body.data.map((r: { _id: string }) => r._id),
    ).not.toContain(bReview._id);
    expect((await avg())[1]).toBe(values.length - 1);
    expect((await admin.delete(`/api/admin/reviews/${bReview._id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/reviews/${bReview._id}`)).status).toBe(404);
    expect((await a.client.put(`/api/admin/reviews/${bReview._id}`, { hidden: true })).status).toBe(403);
    expect(
      (
        await a.client.post('/api/shop/review/add', {
          reviewValue: 5,
          reviewMessage: 'x',
          productId: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404);
  });
});
