import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, startTestApp, type Client, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { readCsv } from '../../../test/csv-parse';
import { checkoutAndPay } from '../../../test/payment-helpers';
import { orderRow, pdfText, shopperWithCart } from '../../../test/order-fixtures';

/** This month in India, 'YYYY-MM'. */
const thisMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);

describeOnPostgres('CGST and SGST equal on every line, invoice and register', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // 5 % of ₹7,250.50 is ₹362.525: once charged ₹362.53 and printed CGST ₹181.26 beside SGST ₹181.27.
    const seeded = await seedProducts(t, [{ title: 'Mustard Gadwal Silk', price: 7_250.5, totalStock: 10 }]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  it('charges a Tamil Nadu buyer CGST ₹181.26 and SGST ₹181.26, and the PDF, register and CSV say so', async () => {
    const s = await shopperWithCart(t, saree, { quantity: 1 });
    const { created, verified } = await checkoutAndPay(s.client, s.user.id, s.addressId);
    expect(verified.body.paymentStatus).toBe('paid');
    const orderId = created.body.orderId as string;
    const order = (await s.client.get(`/api/shop/order/details/${orderId}`)).body.data;
    expect(order.taxAmount).toBe(362.52);
    expect(order.totalAmount).toBe(7_613.02); // never above the ₹7,613.03 the product page showed

    const invoice = await pdfText(s.client, 'POST', `/api/shop/order/invoice/${orderId}`);
    expect(invoice.text).toContain('7,250.50 181.26 181.26 7,613.02');
    expect(invoice.text).not.toContain('181.27');

    const { invoiceNumber } = await orderRow(t, orderId);
    const report = (await admin.get(`/api/admin/reports/gst?month=${thisMonth()}`)).body.data;
    const line = report.register.find((l: { invoiceNumber: string }) => l.invoiceNumber === invoiceNumber);
    expect(line).toMatchObject({ taxable: 7_250.5, cgst: 181.26, sgst: 181.26, igst: 0, total: 7_613.02 });
    expect(report.totals.invoices.cgst).toBe(report.totals.invoices.sgst);

    const res = await fetch(`${t.url}/api/admin/reports/gst?month=${thisMonth()}&format=csv&part=register`, {
      headers: { cookie: admin.cookie },
    });
    const [header, ...rows] = (await readCsv(res)).rows;
    const row = rows.find((r) => r[0] === invoiceNumber)!;
    const cell = (name: string) => row[header!.indexOf(name)];
    expect([cell('CGST'), cell('SGST'), cell('Total')]).toEqual(['181.26', '181.26', '7613.02']);
  });
});
