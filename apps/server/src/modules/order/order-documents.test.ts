import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
import { startSmtpServer } from '../../../test/smtp';
import { waitFor } from '../../../test/wait-for';
import { amountInWords } from '../invoice/amount-in-words';
import { INVOICE_NOT_READY } from '../invoice/routes';

describeOnPostgres('invoices and order emails', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let product: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(backend, {
      SMTP_URL: smtp.url,
      SHOP_EMAIL: 'shop@resham.example',
      STORE_NAME: 'Resham Silks',
    });
    product = (await seedProducts(t, [{ title: 'Rani Pink Kanchipuram', price: 12345.67, totalStock: 10 }]))
      .ids[0]!;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function buy(quantity: number, over: Record<string, unknown> = {}) {
    const s = await signUpCustomer(t, 'Anitha');
    await s.client.post('/api/shop/cart/add', { productId: product, quantity });
    const addressId = await addAddress(s.client, s.user.id, over);
    const { created, verified } = await checkoutAndPay(s.client, s.user.id, addressId);
    expect(verified.body.paymentStatus).toBe('paid');
    const orderId = created.body.orderId as string;
    const details = await s.client.get(`/api/shop/order/details/${orderId}`);
    // The short number people read aloud, as every email and the invoice print it.
    return { ...s, orderId, number: `#${details.body.data.orderNumber as number}` };
  }

  async function invoiceText(client: Client, orderId: string, body: object = {}) {
    const res = await fetch(`${t.url}/api/shop/order/invoice/${orderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie },
      body: JSON.stringify(body),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes };
  }

  it('emails the shopper and the shop on payment, once', async () => {
    const s = await buy(2);
    const toShopper = await waitFor(() =>
      smtp.received.find((m) => m.to.includes(s.email) && m.headers.includes('is confirmed')),
    );
    expect(s.number).toMatch(/^#\d{4,}$/);
    expect(toShopper.headers).toContain(`Subject: Your Resham Silks order ${s.number} is confirmed`);
    expect(toShopper.decoded).toContain(`Order number: ${s.number}`);
    expect(toShopper.decoded).not.toContain(s.orderId);
    expect(toShopper.decoded).toContain('25,925.90'); // 2 × (12,345.67 + 617.28 tax per unit)
    const toShop = await waitFor(() =>
      smtp.received.find(
        (m) =>
          m.to.includes('shop@resham.example') && new RegExp(`Order number: ${s.number}\\b`).test(m.decoded),
      ),
    );
    expect(toShop.decoded).toContain(s.email);
    const again = await s.client.get(`/api/shop/order/details/${s.orderId}`);
    await t.app.services.emailWorker.runOnce();
    expect(
      smtp.received.filter((m) => new RegExp(`Order number: ${s.number}\\b`).test(m.decoded)),
    ).toHaveLength(2);
    expect(again.body.data.paymentStatus).toBe('paid');
  });

  it('emails the shopper when the order ships and when it is delivered', async () => {
    const s = await buy(1);
    const { client: admin } = await signInAdmin(t);
    for (const status of ['inProcess', 'inShipping', 'delivered']) {
      const shipment = { courier: 'Delhivery', trackingNumber: 'DLV1234567' };
      expect(
        (await admin.put(`/api/admin/orders/update/${s.orderId}`, { orderStatus: status, ...shipment }))
          .status,
      ).toBe(200);
    }
    const mails = await waitFor(() => {
      // confirmation, shipped, delivered
      const m = smtp.received.filter((x) => x.to.includes(s.email));
      return m.length >= 3 ? m : undefined;
    });
    const subjects = mails.map((m) => m.headers.match(/^Subject: (.*)$/m)?.[1] ?? '');
    expect(subjects).toContain(`Your order ${s.number} has shipped`);
    expect(subjects).toContain(`Your order ${s.number} was delivered`);
  });

  it('gives the owner and staff a GST invoice PDF whose totals equal the order; nobody else', async () => {
    const s = await buy(3);
    const details = (await s.client.get(`/api/shop/order/details/${s.orderId}`)).body.data;
    const { res, bytes } = await invoiceText(s.client, s.orderId, { userId: s.user.id });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${s.orderId}.pdf"`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
    const file = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain(details.invoiceNumber);
    expect(text).toMatch(new RegExp(`Order No\\.\\s+${s.number}\\b`));
    expect(text).not.toContain(s.orderId);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('33ABCDE1234F1Z5');
    // 3 × 12,345.67 = 37,037.01 taxable; tax 3 × 617.28 = 1,851.84 split 925.92 + 925.92; total 38,888.85
    expect(details.totalAmount).toBe(38888.85);
    expect(text).toContain('37,037.01');
    expect(text).toContain('925.92');
    expect(text).toContain('38,888.85');
    const flowing = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    expect(flowing).toContain(amountInWords(3888885));
    expect(amountInWords(3888885)).toBe(
      'Rupees Thirty-Eight Thousand Eight Hundred Eighty-Eight and Eighty-Five Paise Only',
    );

    const other = await signUpCustomer(t);
    expect((await invoiceText(other.client, s.orderId)).res.status).toBe(404);
    expect((await invoiceText(other.client, s.orderId, { userId: s.user.id })).res.status).toBe(403);
    expect((await invoiceText(new Client(t.url), s.orderId)).res.status).toBe(401);
    const { client: admin } = await signInAdmin(t);
    expect((await invoiceText(admin, s.orderId)).res.status).toBe(200);
  });

  it('has no invoice before payment', async () => {
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: product, quantity: 1 });
    const addressId = await addAddress(s.client, s.user.id);
    const created = await s.client.post('/api/shop/order/create', { addressId });
    const { res, bytes } = await invoiceText(s.client, created.body.orderId);
    expect(res.status).toBe(409);
    expect(JSON.parse(bytes.toString()).message).toBe(INVOICE_NOT_READY);
  });
});
