import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WISHES } from '@resham/shared';
import { buildApp } from '../../app';
import { emailOutbox } from '../../db/schema';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';

const M = WISHES.messages;

describeOnPostgres('wishlist and back-in-stock emails', (backend) => {
  let t: TestApp;
  let admin: Client;
  let inStock: string;
  let soldOut: string;
  let another: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Peacock Blue Kanchipuram', price: 18000, totalStock: 3 },
      { title: 'Ghicha Tussar One of a Kind', price: 9500, totalStock: 0 },
      { title: 'Ivory Chanderi Dupatta', price: 2500, totalStock: 2 },
    ]);
    admin = seeded.admin;
    [inStock, soldOut, another] = seeded.ids as [string, string, string];
  });
  afterAll(() => t?.close());

  const setStock = async (id: string, totalStock: number) => {
    const loaded = (await admin.get(`/api/shop/products/get/${id}`)).body.data;
    const res = await admin.put(`/api/admin/products/edit/${id}`, {
      ...loaded,
      totalStock,
      expectedStock: loaded.totalStock,
    });
    expect(res.status).toBe(200);
  };
  const outbox = (prefix: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `${prefix}%`));

  it('keeps each shopper her own wishlist: saved, listed with stock and price, removed', async () => {
    const a = await signUpCustomer(t, 'Asha');
    const b = await signUpCustomer(t, 'Bala');
    const saved = await a.client.post(`/api/shop/wishlist/${inStock}`);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, message: M.saved, data: [inStock] });
    expect((await a.client.post(`/api/shop/wishlist/${inStock}`)).body.data).toEqual([inStock]);
    await a.client.post(`/api/shop/wishlist/${soldOut}`);
    const list = await a.client.get('/api/shop/wishlist');
    expect(
      list.body.data.map((i: { product: { title: string; totalStock: number; price: number } }) => i.product),
    ).toMatchObject([
      { title: 'Ghicha Tussar One of a Kind', totalStock: 0, price: 9500 },
      { title: 'Peacock Blue Kanchipuram', totalStock: 3, price: 18000 },
    ]);
    // Bala sees none of it and cannot remove Asha's: a delete only ever touches her own rows.
    expect((await b.client.get('/api/shop/wishlist')).body.data).toEqual([]);
    expect((await b.client.get('/api/shop/wishlist/ids')).body.data).toEqual([]);
    expect((await b.client.delete(`/api/shop/wishlist/${inStock}`)).body.data).toEqual([]);
    expect((await a.client.get('/api/shop/wishlist/ids')).body.data.sort()).toEqual(
      [inStock, soldOut].sort(),
    );
    // A user id in the path is not an id this route knows: Asha's wishlist is not an address.
    expect((await b.client.get(`/api/shop/wishlist/${a.user.id}`)).status).toBe(404);
    const removed = await a.client.delete(`/api/shop/wishlist/${soldOut}`);
    expect(removed.body).toEqual({ success: true, message: M.removed, data: [inStock] });
    // Guests are asked to sign in.
    const guest = new Client(t.url);
    expect((await guest.get('/api/shop/wishlist')).status).toBe(401);
    expect((await guest.post(`/api/shop/wishlist/${inStock}`)).status).toBe(401);
  });

  it('refuses hostile input with a 4xx and counts a parallel burst once', async () => {
    const a = await signUpCustomer(t, 'Chitra');
    expect((await a.client.post('/api/shop/wishlist/not-a-uuid')).status).toBe(400);
    expect((await a.client.post('/api/shop/wishlist/%00')).status).toBe(400);
    expect((await a.client.post('/api/shop/wishlist/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => a.client.post(`/api/shop/wishlist/${another}`)),
    );
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect((await a.client.get('/api/shop/wishlist/ids')).body.data).toEqual([another]);
  });

  it('marks a saved product "back in stock" once it returns', async () => {
    const a = await signUpCustomer(t, 'Divya');
    await a.client.post(`/api/shop/wishlist/${another}`);
    const back = async () => (await a.client.get('/api/shop/wishlist')).body.data[0].backInStock as boolean;
    expect(await back()).toBe(false);
    await setStock(another, 0);
    expect(await back()).toBe(false);
    await setStock(another, 4);
    expect(await back()).toBe(true);
  });

  it('takes a request only for a sold-out product, with a valid email from a guest', async () => {
    const guest = new Client(t.url);
    const inStockAsk = await guest.post('/api/shop/stock-alerts', {
      productId: inStock,
      email: 'uma@example.com',
    });
    expect(inStockAsk.status).toBe(409);
    expect(inStockAsk.body.message).toBe(M.inStock);
    expect((await guest.post('/api/shop/stock-alerts', { productId: soldOut })).status).toBe(400);
    expect(
      (await guest.post('/api/shop/stock-alerts', { productId: soldOut, email: 'not an email' })).status,
    ).toBe(400);
    expect(
      (await guest.post('/api/shop/stock-alerts', { productId: 'x', email: 'uma@example.com' })).status,
    ).toBe(400);
    expect(
      (await guest.post('/api/shop/stock-alerts', { productId: soldOut, email: 'u\u0000@example.com' }))
        .status,
    ).toBe(400);
    expect((await guest.post('/api/shop/stock-alerts/confirm', { token: 'a'.repeat(43) })).status).toBe(400);
  });

  it('emails each request once when stock rises from 0, across two processes, and the request ends', async () => {
    const shopper = await signUpCustomer(t, 'Kavitha');
    const mine = await shopper.client.post('/api/shop/stock-alerts', { productId: soldOut });
    expect(mine.body).toEqual({ success: true, message: M.alertSet, data: { status: 'subscribed' } });
    // A guest's request waits for the link she is emailed.
    const guest = new Client(t.url);
    const asked = await guest.post('/api/shop/stock-alerts', {
      productId: soldOut,
      email: 'meena@example.com',
    });
    expect(asked.body).toEqual({
      success: true,
      message: M.alertConfirmSent,
      data: { status: 'confirmSent' },
    });
    // An unconfirmed guest is never emailed: this one asks and never confirms.
    await guest.post('/api/shop/stock-alerts', { productId: soldOut, email: 'never.confirms@example.com' });
    const [confirmation] = (await outbox('stock-alert-confirm:')).filter((m) => m.to === 'meena@example.com');
    const token = /token=([A-Za-z0-9_-]{43})/.exec(confirmation!.text)![1]!;
    const confirmed = await guest.post('/api/shop/stock-alerts/confirm', { token });
    expect(confirmed.body).toEqual({ success: true, message: M.alertConfirmed });
    // A replayed link is refused.
    expect((await guest.post('/api/shop/stock-alerts/confirm', { token })).status).toBe(400);

    // Nothing is due while the product is out of stock.
    expect(await t.app.services.stockAlerts.sweep()).toBe(0);
    await setStock(soldOut, 2);
    // Two processes on one database sweep at once, again and again (PGlite serves one process:
    // there the one app sweeps in parallel with itself).
    const second =
      backend === 'postgres'
        ? await buildApp({ config: t.config, database: t.database, webRoot: null })
        : t.app;
    try {
      const sweeps = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? second : t.app).services.stockAlerts.sweep()),
      );
      expect(sweeps.reduce((n, s) => n + s, 0)).toBe(2);
    } finally {
      if (second !== t.app) await second.close();
    }
    const sent = await outbox('back-in-stock:');
    expect(sent.map((m) => m.to).sort()).toEqual([shopper.email, 'meena@example.com'].sort());
    expect(sent[0]!.subject).toContain('Ghicha Tussar One of a Kind');
    expect(sent[0]!.text).toContain(`/shop/product/${soldOut}`);
    // The requests have ended: sold out and back again, nobody is emailed twice.
    await setStock(soldOut, 0);
    await setStock(soldOut, 1);
    expect(await t.app.services.stockAlerts.sweep()).toBe(0);
    expect(await outbox('back-in-stock:')).toHaveLength(2);
    const open = (await t.database.db.execute(
      sql`select count(*)::int as n from stock_alerts where notified_at is null and confirmed_at is not null`,
    )) as unknown as { rows: { n: number }[] };
    expect(open.rows[0]!.n).toBe(0);
    // Once sold out again, she may ask anew.
    await setStock(soldOut, 0);
    expect((await shopper.client.post('/api/shop/stock-alerts', { productId: soldOut })).status).toBe(200);
    expect(
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'never.confirms@example.com')))
        .length,
    ).toBe(1);
  });

  it("lists the wishlist and requests in the account's data, and erases them with the account", async () => {
    const a = await signUpCustomer(t, 'Gowri');
    await a.client.post(`/api/shop/wishlist/${inStock}`);
    const rare = (await seedProducts(t, [{ title: 'Erasable Ikat', price: 4000, totalStock: 0 }])).ids[0]!;
    await a.client.post('/api/shop/stock-alerts', { productId: rare });
    const exported = (await a.client.get('/api/shop/account/export')).body;
    expect(exported.wishlist.map((w: { productId: string }) => w.productId)).toEqual([inStock]);
    expect(exported.stockAlerts).toMatchObject([{ productId: rare, notifiedAt: null }]);
    expect((await a.client.post('/api/shop/account/delete', { password: a.password })).status).toBe(200);
    const left = (await t.database.db.execute(
      sql`select (select count(*) from wishlist_items where user_id = ${a.user.id})::int as wishes,
                 (select count(*) from stock_alerts where lower(email) = lower(${a.email}))::int as alerts`,
    )) as unknown as { rows: { wishes: number; alerts: number }[] };
    expect(left.rows[0]).toEqual({ wishes: 0, alerts: 0 });
  });
});
