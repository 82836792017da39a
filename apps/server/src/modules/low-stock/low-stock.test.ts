import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOW_STOCK_THRESHOLD, LOW_STOCK_MESSAGES, stockAlert } from '@resham/shared';
import { openDatabase } from '../../db/client';
import { emailOutbox, lowStockDigests, products } from '../../db/schema';
import {
  Client,
  describeOnPostgres,
  openTestDatabase,
  serveTestApp,
  signUpCustomer,
  startTestApp,
  testConfig,
  type TestApp,
} from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { startSmtpServer } from '../../../test/smtp';

const digests = (t: TestApp) =>
  t.database.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, 'low-stock-digest:%'));
/** Moves every digest a day back, as if it had been sent yesterday. */
const ageDigests = (t: TestApp) =>
  t.database.db.execute(
    sql`update low_stock_digests set day = day - 1; update email_outbox set dedupe_key = dedupe_key || ':old' where dedupe_key like 'low-stock-digest:%'`,
  );

describeOnPostgres('low stock: per-product threshold, dashboard and daily digest', (backend) => {
  let t: TestApp;
  let admin: Client;
  let ids: string[];
  beforeAll(async () => {
    t = await startTestApp(backend, { SHOP_EMAIL: 'owner@resham.example' });
    const seeded = await seedProducts(t, [
      { title: 'Last Piece Kanjivaram', price: 25_000, totalStock: 1 },
      { title: 'Two Left Tussar', price: 9_000, totalStock: 2 },
      { title: 'Plenty Cotton', price: 1_500, totalStock: 40 },
      { title: 'Sold Out Organza', price: 6_000, totalStock: 0 },
    ]);
    admin = seeded.admin;
    ids = seeded.ids;
  });
  afterAll(() => t.close());

  const dashboard = async () => (await admin.get('/api/admin/dashboard')).body.data;

  it('the dashboard lists products at or below LOW_STOCK_THRESHOLD (2) or their own threshold', async () => {
    let d = await dashboard();
    expect(d.lowStock.map((p: { title: string }) => p.title)).toEqual([
      'Last Piece Kanjivaram',
      'Two Left Tussar',
    ]);
    expect(d.lowStock[1]).toMatchObject({ totalStock: 2, threshold: 2 });
    expect(d.outOfStock.map((p: { title: string }) => p.title)).toEqual(['Sold Out Organza']);

    const set = await admin.put(`/api/admin/products/${ids[2]}/low-stock-threshold`, { threshold: 40 });
    expect(set).toMatchObject({ status: 200, body: { success: true, message: LOW_STOCK_MESSAGES.saved } });
    expect((await admin.get(`/api/admin/products/${ids[2]}/low-stock-threshold`)).body.data).toEqual({
      threshold: 40,
      defaultThreshold: 2,
    });
    // An admin write like any other: in the activity log, before → after.
    const [logged] = (await admin.get('/api/admin/activity?kind=product.low-stock')).body.data;
    expect(logged).toMatchObject({
      kind: 'product.low-stock',
      before: { lowStockThreshold: null },
      after: { lowStockThreshold: 40 },
    });
    expect(
      (await admin.get(`/api/admin/products/${ids[0]}/low-stock-threshold`)).body.data.threshold,
    ).toBeNull();
    await admin.put(`/api/admin/products/${ids[1]}/low-stock-threshold`, { threshold: 1 });
    d = await dashboard();
    expect(d.lowStock.map((p: { title: string; threshold: number }) => [p.title, p.threshold])).toEqual([
      ['Last Piece Kanjivaram', 2],
      ['Plenty Cotton', 40],
    ]);
    // null: back to the shop's default.
    await admin.put(`/api/admin/products/${ids[1]}/low-stock-threshold`, { threshold: null });
    await admin.put(`/api/admin/products/${ids[2]}/low-stock-threshold`, { threshold: null });
    d = await dashboard();
    expect(d.lowStock.map((p: { title: string }) => p.title)).toEqual([
      'Last Piece Kanjivaram',
      'Two Left Tussar',
    ]);
  });

  it('Admin → Products flags low stock by the dashboard’s rule: both list the same products', async () => {
    // 7 units: "low" by the old products screen's "< 10", not by the shop's alert (2).
    await t.database.db.update(products).set({ totalStock: 7 }).where(eq(products.id, ids[2]!));
    await admin.put(`/api/admin/products/${ids[0]}/low-stock-threshold`, { threshold: 0 });
    try {
      const grid = (await admin.get('/api/admin/products/get?page=1')).body.data as {
        _id: string;
        title: string;
        totalStock: number;
      }[];
      const res = await admin.get(
        `/api/admin/products/low-stock-thresholds?ids=${grid.map((p) => p._id).join(',')}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.defaultThreshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
      const { thresholds } = res.body.data as { thresholds: Record<string, number> };
      expect(thresholds[ids[0]!]).toBe(0);
      expect(thresholds[ids[1]!]).toBe(2);
      // What the products screen shows (stockAlert, as its cards call it) and what the dashboard lists.
      const flagged = (kind: 'low' | 'out') =>
        grid
          .filter((p) => stockAlert(p.totalStock, thresholds[p._id]!) === kind)
          .map((p) => p.title)
          .sort();
      const d = await dashboard();
      const titles = (list: { title: string }[]) => list.map((p) => p.title).sort();
      expect(flagged('low')).toEqual(titles(d.lowStock));
      expect(flagged('out')).toEqual(titles(d.outOfStock));
      expect(flagged('low')).toEqual(['Two Left Tussar']);
      expect(flagged('out')).toEqual(['Sold Out Organza']);
    } finally {
      await t.database.db.update(products).set({ totalStock: 40 }).where(eq(products.id, ids[2]!));
      await admin.put(`/api/admin/products/${ids[0]}/low-stock-threshold`, { threshold: null });
    }
    // Bad input is a 400; a customer a 403; an unknown or deleted id is simply not in the answer.
    const many = Array.from({ length: 101 }, () => ids[0]).join(',');
    for (const q of ['ids=not-a-uuid', `ids=${many}`, `ids=${ids[0]}%00`, ''])
      expect((await admin.get(`/api/admin/products/low-stock-thresholds?${q}`)).status, q.slice(0, 30)).toBe(
        400,
      );
    const unknown = await admin.get(
      '/api/admin/products/low-stock-thresholds?ids=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.body.data.thresholds).toEqual({});
    const { client } = await signUpCustomer(t);
    expect((await client.get(`/api/admin/products/low-stock-thresholds?ids=${ids[0]}`)).status).toBe(403);
  });

  it('refuses a bad threshold with a 400, an unknown product with a 404, and anyone but staff', async () => {
    for (const threshold of [-1, 1.5, '3', 1_000_001, 1e300, true, {}]) {
      const res = await admin.put(`/api/admin/products/${ids[0]}/low-stock-threshold`, { threshold });
      expect(res.status, JSON.stringify(threshold)).toBe(400);
    }
    expect((await admin.put(`/api/admin/products/${ids[0]}/low-stock-threshold`, {})).status).toBe(400);
    expect(
      (await admin.put('/api/admin/products/not-a-uuid/low-stock-threshold', { threshold: 1 })).status,
    ).toBe(400);
    const missing = await admin.put(
      '/api/admin/products/00000000-0000-4000-8000-000000000000/low-stock-threshold',
      { threshold: 1 },
    );
    expect(missing).toMatchObject({ status: 404, body: { message: LOW_STOCK_MESSAGES.notFound } });
    expect((await new Client(t.url).get(`/api/admin/products/${ids[0]}/low-stock-threshold`)).status).toBe(
      401,
    );
    expect(
      (await new Client(t.url).put(`/api/admin/products/${ids[0]}/low-stock-threshold`, { threshold: 1 }))
        .status,
    ).toBe(401);
    const { client } = await signUpCustomer(t);
    expect(
      (await client.put(`/api/admin/products/${ids[0]}/low-stock-threshold`, { threshold: 1 })).status,
    ).toBe(403);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, ids[0]!));
    expect(row!.lowStockThreshold).toBeNull();
  });

  it('one digest a day, only when the list changed since the last one', async () => {
    const results = await Promise.all([
      t.app.lowStockDigest(),
      t.app.lowStockDigest(),
      t.app.lowStockDigest(),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    let mail = await digests(t);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe('owner@resham.example');
    expect(mail[0]!.subject).toMatch(/3 products low on stock/);
    expect(mail[0]!.text).toContain('Last Piece Kanjivaram: 1 left (alert at 2 or fewer)');
    expect(mail[0]!.text).toContain('Sold Out Organza: out of stock');
    expect(mail[0]!.text).not.toContain('Plenty Cotton');

    // Later the same day the list changes: still nothing until tomorrow.
    await t.database.db.update(products).set({ totalStock: 1 }).where(eq(products.id, ids[1]!));
    expect(await t.app.lowStockDigest()).toBe(false);
    expect(await digests(t)).toHaveLength(1);

    // The next day with the same list: nothing; after it changes: one more.
    await ageDigests(t);
    await t.database.db.update(products).set({ totalStock: 2 }).where(eq(products.id, ids[1]!));
    expect(await t.app.lowStockDigest()).toBe(false);
    await t.database.db.update(products).set({ totalStock: 0 }).where(eq(products.id, ids[0]!));
    expect(await t.app.lowStockDigest()).toBe(true);
    mail = await digests(t);
    expect(mail).toHaveLength(2);
    expect(mail.find((m) => !m.dedupeKey!.endsWith(':old'))!.text).toContain(
      'Last Piece Kanjivaram: out of stock',
    );
  });
});

describe('low-stock digest with two app processes on one database [postgres]', () => {
  let drop: () => Promise<void>;
  let a: TestApp;
  let b: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const shared = await openTestDatabase('postgres');
    drop = shared.drop;
    const config = () => testConfig({ SMTP_URL: smtp.url, SHOP_EMAIL: 'owner@resham.example' });
    a = await serveTestApp({ database: shared.database, config: config() });
    b = await serveTestApp({
      database: await openDatabase({ databaseUrl: shared.database.url!, poolSize: 20 }),
      config: config(),
    });
    await seedProducts(a, [{ title: 'Only One Left Banarasi', price: 12_000, totalStock: 1 }]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await b?.database.close();
    await drop?.();
    await smtp?.close();
  });

  it('both processes look at once, many times: exactly one digest is written and sent', async () => {
    const runs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).app.lowStockDigest()),
    );
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await a.database.db.select().from(lowStockDigests)).toHaveLength(1);
    expect(await digests(a)).toHaveLength(1);
    await Promise.all([
      a.app.services.emailWorker.runOnce(),
      b.app.services.emailWorker.runOnce(),
      a.app.services.emailWorker.runOnce(),
      b.app.services.emailWorker.runOnce(),
    ]);
    const received = smtp.received.filter((m) => /low on stock/.test(m.headers));
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['owner@resham.example']);
    expect(received[0]!.decoded).toContain('Only One Left Banarasi: 1 left');
  });
});
