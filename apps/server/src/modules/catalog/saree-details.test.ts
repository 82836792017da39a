// Issue 36, item 1: what a saree is made of — written by the product drawer's API, answered by the
// product page's, left out of the listing's cards, suggested back to the drawer; bad values are 400s
// naming their field.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DETAIL_MESSAGES } from '@resham/shared';
import { uploadOne } from '../../../test/fixtures';
import {
  Client,
  describeOnPostgres,
  signInAdmin,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';

const DETAILS = {
  fabric: '  Pure   mulberry silk ',
  weave: 'Kanchipuram',
  colour: 'Crimson with gold',
  occasion: ['festive', 'wedding'],
  lengthMetres: 6.3,
  blousePiece: true,
  zari: 'pure',
  care: 'Dry clean only.',
  silkMark: true,
};

describeOnPostgres('what a saree is made of (issue 36)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let image: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInAdmin(t)).client;
    image = await uploadOne(admin);
    await admin.post('/api/common/categories', { name: 'Kanchipuram Silk Sarees' });
  });
  afterAll(() => t.close());

  const product = (over: Record<string, unknown> = {}) => ({
    title: `Temple border ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Gold zari on crimson.',
    category: 'Kanchipuram Silk Sarees',
    price: 20000,
    totalStock: 4,
    images: [image],
    ...over,
  });

  it('keeps what the drawer sends, tidied, and answers it on the product page, not on the cards', async () => {
    const added = await admin.post('/api/admin/products/add', product(DETAILS));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const expected = {
      fabric: 'Pure mulberry silk',
      weave: 'Kanchipuram',
      colour: 'Crimson with gold',
      occasion: ['wedding', 'festive'],
      lengthMetres: 6.3,
      blousePiece: true,
      zari: 'pure',
      care: 'Dry clean only.',
      silkMark: true,
    };
    expect(added.body.data).toMatchObject(expected);
    const id = added.body.data._id as string;
    const page = await new Client(t.url).get(`/api/shop/products/get/${id}`);
    expect(page.body.data).toMatchObject(expected);
    const listing = await new Client(t.url).get('/api/shop/products/get');
    const card = (listing.body.data as Array<Record<string, unknown>>).find((p) => p._id === id)!;
    expect(card.title).toBe(added.body.data.title);
    expect(card).not.toHaveProperty('fabric');
  });

  it('a product without them answers them as not given', async () => {
    const added = await admin.post('/api/admin/products/add', product());
    expect(added.body.data).toMatchObject({
      fabric: null,
      weave: null,
      occasion: [],
      lengthMetres: null,
      blousePiece: null,
      zari: null,
      silkMark: null,
    });
  });

  it('an edit that does not send them keeps them; one that sends them blank clears them', async () => {
    const added = await admin.post('/api/admin/products/add', product(DETAILS));
    const id = added.body.data._id as string;
    const {
      fabric: _f,
      weave: _w,
      colour: _c,
      occasion: _o,
      lengthMetres: _l,
      blousePiece: _b,
      zari: _z,
      care: _k,
      silkMark: _s,
      ...plain
    } = added.body.data as Record<string, unknown>;
    const kept = await admin.put(`/api/admin/products/edit/${id}`, { ...plain, totalStock: 4, images: [] });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ fabric: 'Pure mulberry silk', lengthMetres: 6.3, zari: 'pure' });
    const cleared = await admin.put(`/api/admin/products/edit/${id}`, {
      ...plain,
      totalStock: 4,
      images: [],
      fabric: '',
      lengthMetres: '',
      zari: null,
      occasion: [],
      blousePiece: '',
    });
    expect(cleared.body.data).toMatchObject({
      fabric: null,
      lengthMetres: null,
      zari: null,
      occasion: [],
      blousePiece: null,
      weave: 'Kanchipuram',
    });
  });

  it('refuses what is not a saree’s detail with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ lengthMetres: 99 }, 'lengthMetres', DETAIL_MESSAGES.length],
      [{ lengthMetres: 6.305 }, 'lengthMetres', DETAIL_MESSAGES.length],
      [{ lengthMetres: 1e308 }, 'lengthMetres', DETAIL_MESSAGES.length],
      [{ zari: 'gold' }, 'zari', DETAIL_MESSAGES.zari],
      [{ occasion: ['funeral'] }, 'occasion', DETAIL_MESSAGES.occasion],
      [{ occasion: 'wedding' }, 'occasion', DETAIL_MESSAGES.occasion],
      [{ fabric: 'x'.repeat(61) }, 'fabric', DETAIL_MESSAGES.tooLong('Fabric')],
      [{ silkMark: 'maybe' }, 'silkMark', DETAIL_MESSAGES.yesNo('Silk Mark')],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post('/api/admin/products/add', product(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
      expect(JSON.stringify(res.body.issues ?? res.body.errors ?? res.body)).toContain(field);
    }
    // A NUL byte or an SQL-shaped value is refused or kept as text, never run.
    const nul = await admin.post('/api/admin/products/add', product({ fabric: 'silk\u0000' }));
    expect(nul.status).toBe(400);
    const sqlish = await admin.post(
      '/api/admin/products/add',
      product({ weave: "x'); drop table products;--" }),
    );
    expect(sqlish.status).toBe(201);
    expect(sqlish.body.data.weave).toBe("x'); drop table products;--");
  });

  it('suggests the fabrics, colours and weaves in use, most used first, to the admin alone', async () => {
    await admin.post('/api/admin/products/add', product({ fabric: 'Soft silk', weave: 'Kanchipuram' }));
    const values = await admin.get('/api/admin/products/detail-values');
    expect(values.status).toBe(200);
    expect(values.body.data.weave[0]).toBe('Kanchipuram');
    expect(values.body.data.fabric).toEqual(expect.arrayContaining(['Pure mulberry silk', 'Soft silk']));
    const shopper = await signUpCustomer(t);
    expect((await shopper.client.get('/api/admin/products/detail-values')).status).toBe(403);
    expect((await new Client(t.url).get('/api/admin/products/detail-values')).status).toBe(401);
  });
});
