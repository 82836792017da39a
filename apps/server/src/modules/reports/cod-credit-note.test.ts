import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, startTestApp, type Client, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { orderRow, SHIPMENT, shopperWithCart } from '../../../test/order-fixtures';

/** This month in India, 'YYYY-MM'. */
const thisMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);

describeOnPostgres('GST report: a COD invoice whose cash is never collected', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Chettinad Cotton Saree', price: 1_499.5, totalStock: 20 },
    ]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  async function codOrder() {
    const s = await shopperWithCart(t, saree, { quantity: 2, verified: true });
    const res = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      paymentMethod: 'cod',
    });
    expect(res.body).toMatchObject({ success: true });
    return { id: res.body.orderId as string, client: s.client };
  }
  const move = (id: string, body: object) => admin.put(`/api/admin/orders/update/${id}`, body);

  it('is invoiced and credited in the month it is cancelled, rejected or returned undelivered: it nets to nothing', async () => {
    // The shopper cancels one before dispatch, staff reject one, a third comes back undelivered.
    const cancelled = await codOrder();
    const cancel = await cancelled.client.post(`/api/shop/order/cancel/${cancelled.id}`, {
      reason: 'ordered-by-mistake',
    });
    expect(cancel.status).toBe(200);
    const rejected = (await codOrder()).id;
    expect(
      (await move(rejected, { orderStatus: 'rejected', reason: 'The weaver could not finish this saree' }))
        .status,
    ).toBe(200);
    const returned = (await codOrder()).id;
    expect((await move(returned, { orderStatus: 'inProcess' })).status).toBe(200);
    expect((await move(returned, { orderStatus: 'inShipping', ...SHIPMENT })).status).toBe(200);
    expect((await move(returned, { orderStatus: 'returned' })).status).toBe(200);
    const open = (await codOrder()).id; // still out for delivery: in no month yet

    const [c, j, r, o] = await Promise.all(
      [cancelled.id, rejected, returned, open].map((id) => orderRow(t, id)),
    );
    expect([c!.paidAt, j!.paidAt, r!.paidAt, o!.paymentStatus]).toEqual([null, null, null, 'cod_pending']);
    const report = (await admin.get(`/api/admin/reports/gst?month=${thisMonth()}`)).body.data;
    expect(report.register.map((l: { invoiceNumber: string }) => l.invoiceNumber)).toEqual([
      c!.invoiceNumber,
      j!.invoiceNumber,
      r!.invoiceNumber,
    ]);
    expect(
      report.creditNotes.map((n: { invoiceNumber: string; reason: string; noteValue: number }) => [
        n.invoiceNumber,
        n.reason,
        n.noteValue,
      ]),
    ).toEqual([
      [c!.invoiceNumber, 'Cancelled, cash not collected', c!.totalPaise / 100],
      [j!.invoiceNumber, 'Order rejected', j!.totalPaise / 100],
      [r!.invoiceNumber, 'Returned undelivered, cash not collected', r!.totalPaise / 100],
    ]);
    expect(report.totals.invoices.count).toBe(3);
    expect(report.totals.net).toMatchObject({ count: 0, taxable: 0, tax: 0, value: 0 });
  });
});
