import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_SEARCH } from '@resham/shared';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';

// A customer calls: the owner finds her order by name (any script), phone (any form), email or number.
describeOnPostgres('admin order search', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  const placed: Record<string, { orderId: string; orderNumber: number }> = {};

  async function customer(userName: string, email: string) {
    const client = new Client(t.url);
    const password = 'temple border 9';
    expect((await client.post('/api/auth/register', { userName, email, password })).status).toBe(201);
    const login = await client.post('/api/auth/login', { email, password });
    return { client, user: login.body.user as { id: string } };
  }
  async function order(who: { client: Client; user: { id: string } }, phone: string, over = {}) {
    await who.client.post('/api/shop/cart/add', { productId: saree, quantity: 1 });
    const addressId = await addAddress(who.client, who.user.id, { phone, ...over });
    const { created } = await checkoutAndPay(who.client, who.user.id, addressId);
    const details = await admin.get(`/api/admin/orders/details/${created.body.orderId}`);
    return { orderId: created.body.orderId as string, orderNumber: details.body.data.orderNumber as number };
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Arakku Kanchipuram', price: 12000, totalStock: 50 }]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
    const kavitha = await customer('கவிதா ராஜன்', `kavitha.r.${Date.now()}@example.com`);
    placed.kavitha = await order(kavitha, '+91 98400 11223');
    const priya = await customer('Priya Sundaram', `priya.s.${Date.now()}@example.com`);
    placed.priya = await order(priya, '098430-12345');
    // A gift: the friend's name and phone are on the parcel, and found too.
    placed.gift = await order(priya, '7010203040', {
      isGift: true,
      recipientName: 'Meenakshi Iyer',
      giftMessage: 'Happy birthday',
    });
  }, 120_000);
  afterAll(() => t?.close());

  const search = async (q: string) => {
    const res = await admin.get(`/api/admin/orders/get?q=${encodeURIComponent(q)}`);
    expect(res.status, q).toBe(200);
    return (res.body.data as { _id: string }[]).map((o) => o._id).sort();
  };
  const ids = (...names: string[]) => names.map((n) => placed[n]!.orderId).sort();

  it('finds a Tamil name, whole or in part, and a Latin one in any case', async () => {
    expect(await search('கவிதா')).toEqual(ids('kavitha'));
    expect(await search('ராஜன்')).toEqual(ids('kavitha'));
    expect(await search('கவிதா ராஜன்')).toEqual(ids('kavitha'));
    expect(await search('PRIYA')).toEqual(ids('priya', 'gift'));
    expect(await search('priya sundaram')).toEqual(ids('priya', 'gift'));
    expect(await search('meenakshi')).toEqual(ids('gift'));
  });

  it('finds a phone in every form the address form accepts, and part of one', async () => {
    for (const phone of [
      '+91 98400 11223',
      '+91-9840011223',
      '+91 98400-11223',
      '98400 11223',
      '919840011223',
      '098400 11223',
      '9840011223',
      '(98400) 11223',
    ])
      expect(await search(phone), phone).toEqual(ids('kavitha'));
    expect(await search('98430 12345')).toEqual(ids('priya'));
    expect(await search('12345')).toEqual(ids('priya'));
    expect(await search('7010203040')).toEqual(ids('gift'));
  });

  it('finds an email, whole or in part, and the order number', async () => {
    expect(await search('kavitha.r.')).toEqual(ids('kavitha'));
    expect(await search('PRIYA.S.')).toEqual(ids('priya', 'gift'));
    const byNumber = await admin.get(`/api/admin/orders/get?orderNumber=%23${placed.kavitha!.orderNumber}`);
    expect(byNumber.body.data.map((o: { _id: string }) => o._id)).toEqual(ids('kavitha'));
    expect(await search(placed.priya!.orderId)).toEqual(ids('priya'));
    expect(await search('nobody@nowhere')).toEqual([]);
  });

  it('pages a search newest first with its whole count, past the last page too', async () => {
    const page = async (n: number) => {
      const res = await admin.get(`/api/admin/orders/get?q=priya&page=${n}&pageSize=1`);
      expect(res.status).toBe(200);
      return { ids: res.body.data.map((o: { _id: string }) => o._id), total: res.body.total };
    };
    expect(await page(1)).toEqual({ ids: [placed.gift!.orderId], total: 2 });
    expect(await page(2)).toEqual({ ids: [placed.priya!.orderId], total: 2 });
    expect(await page(3)).toEqual({ ids: [], total: 2 });
    const none = await admin.get('/api/admin/orders/get?q=nobody@nowhere');
    expect(none.body.total).toBe(0);
  });

  it('refuses too little, too much and hostile input with a 4xx; wildcards are literal', async () => {
    const tooShort = await admin.get('/api/admin/orders/get?q=ab');
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe(ORDER_SEARCH.tooShort);
    expect((await admin.get(`/api/admin/orders/get?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
    expect(await search('a\\b')).toEqual([]);
    expect(await search("' or 1=1 --")).toEqual([]);
    const nul = await admin.get('/api/admin/orders/get?q=kav%00itha');
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    const shopper = await signUpCustomer(t);
    expect((await shopper.client.get('/api/admin/orders/get?q=கவிதா')).status).toBe(403);
  });

  it('the search index takes each order as it is placed: no pending list for every search to read', async () => {
    // GIN's fastupdate would queue new orders in a list each search scans until a vacuum merges it
    // (a broad name's count on 100,000 orders: 150 ms with 46 pages pending, 13 ms without).
    const result = (await t.database.db.execute(
      sql`select reloptions from pg_class where relname = 'orders_search_trgm_idx'`,
    )) as unknown as { rows: { reloptions: string[] | null }[] };
    expect(result.rows[0]?.reloptions).toEqual(['fastupdate=false']);
  });
});
