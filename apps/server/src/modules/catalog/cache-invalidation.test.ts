import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { seedProducts } from '../../../test/catalog-fixtures';
import { webRootWith } from '../../../test/fake-renderer';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { uploadOne } from '../../../test/fixtures';
import { shopperWithCart, stockOf } from '../../../test/order-fixtures';
import { checkoutAndPay, payInWindow } from '../../../test/payment-helpers';

// Every service that changes what a cached page or answer shows names the change once it committed
// (lib/catalog-tags.ts); what it does not show is left cached. One process here: the other processes
// hear the same changes (test/catalog-changes.test.ts).
describeOnPostgres('what each catalogue write clears from the caches', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  let other: string;
  const guest = () => new Client(t.url);
  const productPaths = (id: string) => [`/shop/product/${id}`, `/api/shop/products/get/${id}`];
  const lists = ['/shop/listing', '/api/shop/products/get', '/api/shop/products/featured'];

  /** Caches `paths`, runs `write`, and answers which of them are still cached after it. */
  async function keptThrough(paths: string[], write: () => Promise<unknown>) {
    for (const path of paths) {
      await guest().get(path);
      expect((await guest().get(path)).headers.get('x-cache'), path).toBe('hit');
    }
    await write();
    // The answers before the pages: a page rendered again reads its answers, and fills them again.
    const hits = new Set<string>();
    const pagesLast = [...paths].sort(
      (a, b) => Number(a.startsWith('/shop/')) - Number(b.startsWith('/shop/')),
    );
    for (const path of pagesLast)
      if ((await guest().get(path)).headers.get('x-cache') === 'hit') hits.add(path);
    return paths.filter((path) => hits.has(path));
  }

  const editStock = async (from: number, to: number) => {
    const current = (await admin.get(`/api/shop/products/get/${saree}`)).body.data;
    const res = await admin.put(`/api/admin/products/edit/${saree}`, {
      ...current,
      totalStock: to,
      expectedStock: from,
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp(backend, {}, undefined, webRootWith());
    const seeded = await seedProducts(t, [
      { title: 'Mysore Crepe', price: 5000, totalStock: 12 },
      { title: 'Chanderi Cotton', price: 3000, totalStock: 30 },
    ]);
    admin = seeded.admin;
    [saree, other] = seeded.ids as [string, string];
  });
  afterAll(() => t.close());

  it('keeps everything through a stock edit the storefront shows nowhere; one across the low-stock line clears the product', async () => {
    const all = [...lists, ...productPaths(saree), ...productPaths(other)];
    // Only the product's own answer goes: it carries the figure, which the owner's form loads.
    const figure = `/api/shop/products/get/${saree}`;
    expect(await keptThrough(all, () => editStock(12, 15))).toEqual(all.filter((p) => p !== figure));
    expect((await guest().get(figure)).body.data.totalStock).toBe(15);
    // 15 → 9: 'Only 9 left' now shows on its card and its page.
    expect(await keptThrough(all, () => editStock(15, 9))).toEqual(productPaths(other));
    expect((await guest().get(`/api/shop/products/get/${saree}`)).body.data.totalStock).toBe(9);
  });

  it('clears the product when an order takes its stock or gives it back: checkout, cancels, a rejection, a lapsed hold, a late payment', async () => {
    const paths = [...lists, ...productPaths(saree), ...productPaths(other)];
    const keptOf = async (write: () => Promise<unknown>) => {
      const kept = await keptThrough(paths, write);
      expect(kept).toEqual(productPaths(other));
    };
    const placed = async () => {
      const s = await shopperWithCart(t, saree);
      const created = await s.client.post('/api/shop/order/create', {
        userId: s.user.id,
        addressId: s.addressId,
      });
      expect(created.status).toBe(200);
      return {
        ...s,
        orderId: created.body.orderId as string,
        providerOrderId: created.body.razorpayOrder.id,
      };
    };

    // Checkout holds a unit (9 → 8); the shopper cancels the unpaid order (8 → 9).
    let order!: Awaited<ReturnType<typeof placed>>;
    await keptOf(async () => (order = await placed()));
    await keptOf(async () =>
      expect((await order.client.post(`/api/shop/order/cancel/${order.orderId}`)).status).toBe(200),
    );
    // A paid order cancelled by the shopper with a reason, and one rejected by staff.
    let paid!: { client: Client; orderId: string };
    await keptOf(async () => {
      const s = await shopperWithCart(t, saree);
      const { created } = await checkoutAndPay(s.client, s.user.id, s.addressId);
      paid = { client: s.client, orderId: created.body.orderId };
    });
    await keptOf(async () => {
      const res = await paid.client.post(`/api/shop/order/cancel/${paid.orderId}`, {
        reason: 'changed-mind',
      });
      expect(res.status).toBe(200);
    });
    await keptOf(async () => {
      const s = await shopperWithCart(t, saree);
      const { created } = await checkoutAndPay(s.client, s.user.id, s.addressId);
      paid = { client: s.client, orderId: created.body.orderId };
    });
    await keptOf(async () => {
      const res = await admin.put(`/api/admin/orders/update/${paid.orderId}`, {
        orderStatus: 'rejected',
        reason: 'The weave has a flaw.',
      });
      expect(res.status).toBe(200);
    });
    // An order whose hold lapsed before its payment arrived is cancelled by the sweep; the payment,
    // confirmed afterwards, takes its unit again.
    await keptOf(async () => (order = await placed()));
    const window = await payInWindow(order.client, order.providerOrderId);
    await keptOf(async () => {
      await t.database.db
        .update(orders)
        .set({ reservedUntil: new Date(Date.now() - 1000) })
        .where(eq(orders.id, order.orderId));
      await t.app.services.reservations.expireReservations();
    });
    expect(await stockOf(t, saree)).toBe(9);
    await keptOf(async () => {
      const verified = await order.client.post('/api/shop/order/verify-razorpay', {
        ...window,
        orderId: order.orderId,
      });
      expect(verified.body.orderStatus).toBe('confirmed');
    });
    expect(await stockOf(t, saree)).toBe(8);
  });

  it('clears a product’s pages for a review of it, and nothing for a review of the shop', async () => {
    const s = await signUpCustomer(t);
    const paths = [...lists, ...productPaths(saree), ...productPaths(other)];
    const review = (body: Record<string, unknown>) => async () =>
      expect(
        (await s.client.post('/api/shop/review/add', { reviewValue: 4, reviewMessage: 'Soft', ...body }))
          .status,
      ).toBe(201);
    expect(await keptThrough(paths, review({}))).toEqual(paths);
    expect(await keptThrough(paths, review({ productId: saree }))).toEqual(productPaths(other));
    const [posted] = (await admin.get('/api/admin/reviews')).body.data.filter(
      (r: { productId: string | null }) => r.productId === saree,
    );
    const hide = async () =>
      expect((await admin.put(`/api/admin/reviews/${posted._id}`, { hidden: true })).status).toBe(200);
    expect(await keptThrough(paths, hide)).toEqual(productPaths(other));
    const remove = async () =>
      expect((await admin.delete(`/api/admin/reviews/${posted._id}`)).status).toBe(200);
    expect(await keptThrough(paths, remove)).toEqual(productPaths(other));
  });

  it('clears the category tree for a new category, and every product for a renamed one', async () => {
    const tree = '/api/common/categories';
    const paths = [tree, ...lists, ...productPaths(saree)];
    const add = async () => expect((await admin.post(tree, { name: 'Organza Sarees' })).status).toBe(201);
    expect(await keptThrough(paths, add)).toEqual([...lists, ...productPaths(saree)]);
    const category = (await guest().get(tree)).body.categories.find(
      (c: { name: string }) => c.name === 'Kanchipuram Silk Sarees',
    );
    const rename = async () =>
      expect((await admin.put(`${tree}/${category.id}`, { name: 'Kanchi Silk Sarees' })).status).toBe(200);
    expect(await keptThrough(paths, rename)).toEqual([]);
    expect((await guest().get(`/api/shop/products/get/${saree}`)).body.data.category).toBe(
      'Kanchi Silk Sarees',
    );
  });

  it('clears the banners for a banner, the featured list for the owner’s choice, and leaves the products', async () => {
    const banners = '/api/common/feature/get';
    const featured = '/api/shop/products/featured';
    const paths = [banners, featured, '/shop/listing', ...productPaths(saree)];
    const image = await uploadOne(admin);
    const mobile = await uploadOne(admin, '#224466');
    const add = async () =>
      expect(
        (
          await admin.post('/api/common/feature/add', {
            imageDesktop: image,
            imageMobile: mobile,
            alt: 'Silks',
          })
        ).status,
      ).toBe(201);
    expect(await keptThrough(paths, add)).toEqual([featured, '/shop/listing', ...productPaths(saree)]);
    const choose = async () =>
      expect((await admin.put('/api/admin/products/featured', { productIds: [other] })).status).toBe(200);
    expect(await keptThrough(paths, choose)).toEqual([banners, '/shop/listing', ...productPaths(saree)]);
  });

  it('clears every list and product page for an import that writes, and the product for a delete', async () => {
    const paths = [...lists, ...productPaths(saree), ...productPaths(other)];
    const sheet = await (
      await fetch(`${t.url}/api/admin/products/export`, { headers: { cookie: admin.cookie } })
    ).text();
    const repriced = sheet.replace(/^(.*Chanderi Cotton.*?),3000\.00,/m, '$1,3100.00,');
    expect(repriced).not.toBe(sheet);
    const apply = async () => {
      const res = await fetch(`${t.url}/api/admin/products/import?apply=true`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', cookie: admin.cookie },
        body: repriced,
      });
      expect(res.status).toBe(200);
    };
    expect(await keptThrough(paths, apply)).toEqual([]);
    expect((await guest().get(`/api/shop/products/get/${other}`)).body.data.price).toBe(3100);
    const remove = async () =>
      expect((await admin.delete(`/api/admin/products/delete/${other}`)).status).toBe(200);
    expect(await keptThrough([...lists, ...productPaths(saree)], remove)).toEqual(productPaths(saree));
  });
});
