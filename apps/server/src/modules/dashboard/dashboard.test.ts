import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Dashboard } from '@resham/shared';
import { describeOnPostgres, startTestApp, type Client, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { orderRow, SHIPMENT, shopperWithCart } from '../../../test/order-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';

// Cash on delivery is confirmed at once but paid only when the courier collects the cash: until then
// the dashboard neither counts its money nor calls it a paid order.
describeOnPostgres('dashboard: a cash-on-delivery order is paid only once collected', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Arani Silk', price: 3000, totalStock: 50 }]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  const dashboard = async () => {
    const res = await admin.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    return res.body.data as Dashboard;
  };
  const placeCod = async () => {
    const s = await shopperWithCart(t, saree, { verified: true });
    const res = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      paymentMethod: 'cod',
    });
    expect(res.status).toBe(200);
    return res.body.orderId as string;
  };
  const move = async (orderId: string, body: Record<string, unknown>) =>
    expect((await admin.put(`/api/admin/orders/update/${orderId}`, body)).status).toBe(200);

  it('an uncollected COD order waits to be processed as cash on delivery, with no revenue', async () => {
    const before = await dashboard();
    expect(before.toProcess).toEqual({ paid: 0, cashOnDelivery: 0 });

    const online = await shopperWithCart(t, saree);
    await checkoutAndPay(online.client, online.user.id, online.addressId);
    await placeCod();
    const after = await dashboard();
    expect(after.byStatus.confirmed).toBe(2);
    expect(after.toProcess).toEqual({ paid: 1, cashOnDelivery: 1 });
    // Only the online order is a sale.
    expect(after.totals.today.orders).toBe(before.totals.today.orders + 1);
    expect(after.totals.today.revenue).toBeCloseTo(before.totals.today.revenue + 3150, 2);
  });

  it('a collected COD order counts as paid, and no longer waits', async () => {
    const before = await dashboard();
    const orderId = await placeCod();
    expect((await dashboard()).toProcess).toEqual({
      paid: before.toProcess.paid,
      cashOnDelivery: before.toProcess.cashOnDelivery + 1,
    });
    await move(orderId, { orderStatus: 'inProcess' });
    await move(orderId, { orderStatus: 'inShipping', ...SHIPMENT });
    const shipped = await dashboard();
    expect(shipped.toProcess).toEqual(before.toProcess);
    expect(shipped.totals.today).toEqual(before.totals.today);

    await move(orderId, { orderStatus: 'delivered', cashCollected: true });
    const collected = await dashboard();
    const total = (await orderRow(t, orderId)).totalPaise / 100;
    expect(collected.totals.today.orders).toBe(before.totals.today.orders + 1);
    expect(collected.totals.today.revenue).toBeCloseTo(before.totals.today.revenue + total, 2);
    expect(collected.toProcess).toEqual(before.toProcess);
  });
});
