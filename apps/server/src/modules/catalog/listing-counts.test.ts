import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestApp, signInAdmin, Client, type TestApp } from '../../../test/harness';
import { uploadOne } from '../../../test/fixtures';

// A paged listing's total comes from counts the database keeps per category and subcategory
// (migration listing_counts). Whatever staff do to products, each filter's total must stay the number
// of products the same filter lists without paging.
describeEachDatabase('listing totals', (backend) => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let image: string;
  const categoryIds: Record<string, string> = {};

  const FILTERS = [
    '',
    'category=Kanchipuram+Silk+Sarees',
    'category=Cotton+Sarees',
    'category=Kanchipuram+Silk+Sarees,Cotton+Sarees',
    'category=Kanchipuram+Silk+Sarees&subcategory=Bridal',
    'category=Kanchipuram+Silk+Sarees,Cotton+Sarees&subcategory=Bridal,Chettinad',
    'category=Dupattas',
  ];

  /** Each filter's paged total beside the number its unpaged answer lists. */
  async function totals() {
    const out: Record<string, [number, number]> = {};
    for (const filter of FILTERS) {
      const paged = await guest.get(`/api/shop/products/get?${filter}&page=1&pageSize=2&v=${Math.random()}`);
      const whole = await guest.get(`/api/shop/products/get?${filter}&v=${Math.random()}`);
      expect(paged.status, filter).toBe(200);
      out[filter || 'all'] = [paged.body.total, whole.body.data.length];
    }
    return out;
  }
  const expectTrue = async (all: number) => {
    const seen = await totals();
    for (const [filter, [total, listed]] of Object.entries(seen)) expect(total, filter).toBe(listed);
    expect(seen.all![0]).toBe(all);
  };

  const product = (title: string, category: string, subcategory = '') => ({
    title,
    description: `${title}, handwoven.`,
    category,
    subcategory,
    price: 5000,
    salePrice: 0,
    totalStock: 3,
    images: [image],
    youtubeLink: '',
  });

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInAdmin(t)).client;
    guest = new Client(t.url);
    image = await uploadOne(admin);
    for (const name of ['Kanchipuram Silk Sarees', 'Cotton Sarees', 'Dupattas']) {
      categoryIds[name] = (await admin.post('/api/common/categories', { name })).body.data.id;
    }
    for (const [category, name] of [
      ['Kanchipuram Silk Sarees', 'Bridal'],
      ['Cotton Sarees', 'Chettinad'],
    ] as const) {
      await admin.post('/api/common/subcategories', { categoryId: categoryIds[category], name });
    }
  });
  afterAll(() => t.close());

  it('keeps every total true as products are added, moved, deleted and their category removed', async () => {
    await expectTrue(0);
    const add = async (...args: Parameters<typeof product>) => {
      const res = await admin.post('/api/admin/products/add', product(...args));
      expect(res.status).toBe(201);
      return res.body.data._id as string;
    };
    const bridal = await add('Red Bridal Kanchi', 'Kanchipuram Silk Sarees', 'Bridal');
    await add('Plain Kanchi', 'Kanchipuram Silk Sarees');
    const chettinad = await add('Checked Chettinad', 'Cotton Sarees', 'Chettinad');
    const dupatta = await add('Silk Dupatta', 'Dupattas');
    await expectTrue(4);

    // Moved to another category and subcategory, then out of its subcategory.
    const edit = (id: string, body: ReturnType<typeof product>) =>
      admin.put(`/api/admin/products/edit/${id}`, body);
    expect((await edit(bridal, product('Red Bridal Kanchi', 'Cotton Sarees', 'Chettinad'))).status).toBe(200);
    await expectTrue(4);
    expect((await edit(chettinad, product('Checked Chettinad', 'Cotton Sarees'))).status).toBe(200);
    await expectTrue(4);
    // An edit that moves nothing (price and stock) leaves the totals as they are.
    expect((await edit(dupatta, { ...product('Silk Dupatta', 'Dupattas'), price: 900 })).status).toBe(200);
    await expectTrue(4);

    // Deleted, then its category (whose only products are deleted ones) removed.
    expect((await admin.delete(`/api/admin/products/delete/${dupatta}`)).status).toBe(200);
    await expectTrue(3);
    expect((await admin.delete(`/api/common/categories/${categoryIds.Dupattas}`)).status).toBe(200);
    await expectTrue(3);
  });

  it('keeps the totals true under parallel adds and deletes', async () => {
    const before = (await totals()).all![0];
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        admin.post(
          '/api/admin/products/add',
          product(
            `Parallel ${i}`,
            i % 2 ? 'Cotton Sarees' : 'Kanchipuram Silk Sarees',
            i % 4 ? '' : 'Bridal',
          ),
        ),
      ),
    );
    expect(added.map((r) => r.status)).toEqual(Array(12).fill(201));
    await Promise.all(
      added.slice(0, 3).map((r) => admin.delete(`/api/admin/products/delete/${r.body.data._id}`)),
    );
    await expectTrue(before + 9);
  });

  it('pages past the tenth list the same products as the whole list has there', async () => {
    // The first ten pages have their row counts written into the statement, later ones bound.
    const whole = (await guest.get('/api/shop/products/get?sortBy=title-atoz')).body.data as {
      _id: string;
    }[];
    expect(whole.length).toBeGreaterThanOrEqual(12);
    for (const page of [9, 10, 11, 12, whole.length + 1]) {
      const res = await guest.get(`/api/shop/products/get?sortBy=title-atoz&page=${page}&pageSize=1`);
      expect(res.body.total, `page ${page}`).toBe(whole.length);
      expect(
        res.body.data.map((p: { _id: string }) => p._id),
        `page ${page}`,
      ).toEqual(whole.slice(page - 1, page).map((p) => p._id));
    }
    for (const category of ['Cotton+Sarees', 'Kanchipuram+Silk+Sarees,Cotton+Sarees']) {
      const all = (await guest.get(`/api/shop/products/get?category=${category}&sortBy=price-lowtohigh`)).body
        .data as { _id: string }[];
      const paged = [];
      for (let page = 1; page <= all.length; page++) {
        const res = await guest.get(
          `/api/shop/products/get?category=${category}&sortBy=price-lowtohigh&page=${page}&pageSize=1`,
        );
        paged.push(...(res.body.data as { _id: string }[]));
      }
      expect(
        paged.map((p) => p._id),
        category,
      ).toEqual(all.map((p) => p._id));
    }
  });
});
