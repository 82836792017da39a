import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatPaise, GSTIN_MESSAGES, rupeesToPaise } from '@resham/shared';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';
import { readCsv } from '../../../test/csv-parse';

const MUMBAI = {
  address: '9, Linking Road, Bandra',
  country: 'India',
  state: 'Maharashtra',
  city: 'Mumbai',
  pincode: '400050',
};

function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-invoice-')), 'invoice.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
}

/** This month in India, 'YYYY-MM'. */
const thisMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);

describeOnPostgres('B2B buyers: GSTIN on the address, the invoice and the report', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Paithani Silk Saree', price: 18_500.55, totalStock: 50 },
    ]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  const invoicePdf = async (orderId: string) => {
    const res = await fetch(`${t.url}/api/shop/order/invoice/${orderId}`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    return pdfText(Buffer.from(await res.arrayBuffer()));
  };

  it('saves a valid GSTIN (normalised) and refuses a wrong checksum, another state or a missing business name', async () => {
    const { client, user } = await signUpCustomer(t, 'Meera');
    const add = (over: object) =>
      client.post('/api/shop/address/add', {
        ...MUMBAI,
        phone: '9820012345',
        isGift: false,
        userId: user.id,
        ...over,
      });
    const bad = await add({ gstin: '27AAPFU0939F1ZW', businessName: 'Mumbai Weaves LLP' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'gstin', message: GSTIN_MESSAGES.checksum }]);
    const otherState = await add({ gstin: '29AAGCB7383J1Z4', businessName: 'Bengaluru Silk House' });
    expect(otherState.status).toBe(400);
    expect(otherState.body.issues[0].message).toBe(GSTIN_MESSAGES.wrongState);
    // The state as typed ('tamil nadu') becomes the canonical name before the GSTIN's state code is compared.
    const lowerState = await add({
      state: 'tamil nadu',
      city: 'Coimbatore',
      pincode: '641002',
      gstin: '27AAPFU0939F1ZV',
      businessName: 'X',
    });
    expect(lowerState.status).toBe(400);
    expect((await add({ gstin: '27AAPFU0939F1ZV' })).body.issues[0].path).toBe('businessName');
    expect((await add({ gstin: { $ne: '' }, businessName: 'X' })).status).toBe(400);
    const good = await add({ gstin: '27aapfu0939f1zv', businessName: 'Mumbai Weaves LLP' });
    expect(good.status).toBe(201);
    expect(good.body.data).toMatchObject({ gstin: '27AAPFU0939F1ZV', businessName: 'Mumbai Weaves LLP' });
    const listed = await client.get(`/api/shop/address/get/${user.id}`);
    expect(listed.body.data[0]).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Mumbai Weaves LLP',
    });
  });

  it("prints the buyer's GSTIN on the invoice and lists the invoice under B2B; a rejected order becomes a credit note", async () => {
    const business = await signUpCustomer(t, 'Meera');
    await business.client.post('/api/shop/cart/add', { productId: saree, quantity: 2 });
    const b2bAddress = await addAddress(business.client, business.user.id, {
      ...MUMBAI,
      phone: '9820012345',
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Mumbai Weaves LLP',
    });
    const b2b = await checkoutAndPay(business.client, business.user.id, b2bAddress);
    expect(b2b.verified.status).toBe(200);
    const b2bId = b2b.created.body.orderId as string;

    const shopper = await signUpCustomer(t, 'Kavya');
    await shopper.client.post('/api/shop/cart/add', { productId: saree, quantity: 1 });
    const tnAddress = await addAddress(shopper.client, shopper.user.id);
    const b2c = await checkoutAndPay(shopper.client, shopper.user.id, tnAddress);
    const b2cId = b2c.created.body.orderId as string;
    expect(
      (
        await admin.put(`/api/admin/orders/update/${b2cId}`, {
          orderStatus: 'rejected',
          reason: 'The weaver could not finish this saree',
        })
      ).status,
    ).toBe(200);

    const text = await invoicePdf(b2bId);
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Mumbai Weaves LLP');
    expect(await invoicePdf(b2cId)).not.toContain('GSTIN: 27');

    const order = (id: string) => admin.get(`/api/admin/orders/details/${id}`).then((r) => r.body.data);
    const [b2bOrder, b2cOrder] = await Promise.all([order(b2bId), order(b2cId)]);
    expect(b2bOrder.addressInfo).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Mumbai Weaves LLP',
    });

    const report = (await admin.get(`/api/admin/reports/gst?month=${thisMonth()}`)).body.data;
    expect(report.b2b).toEqual([
      expect.objectContaining({
        gstin: '27AAPFU0939F1ZV',
        businessName: 'Mumbai Weaves LLP',
        invoiceNumber: b2bOrder.invoiceNumber,
        placeOfSupply: '27-Maharashtra',
        rate: 5,
        cgst: 0,
        sgst: 0,
        invoiceValue: b2bOrder.totalAmount,
      }),
    ]);
    // The B2B invoice's total as printed on the PDF.
    expect(text).toContain(formatPaise(rupeesToPaise(b2bOrder.totalAmount)).replace('₹', ''));
    expect(report.b2c.map((s: { placeOfSupply: string }) => s.placeOfSupply)).toEqual(['33-Tamil Nadu']);
    expect(report.register.map((l: { gstin: string }) => l.gstin)).toEqual(
      expect.arrayContaining(['27AAPFU0939F1ZV', '']),
    );
    expect(report.creditNotes).toEqual([
      expect.objectContaining({
        noteNumber: b2cOrder.creditNoteNumber,
        invoiceNumber: b2cOrder.invoiceNumber,
        reason: 'Order rejected',
        noteValue: b2cOrder.totalAmount,
      }),
    ]);
    const csv = await readCsv(
      await fetch(`${t.url}/api/admin/reports/gst?month=${thisMonth()}&format=csv&part=b2b`, {
        headers: { cookie: admin.cookie },
      }),
    );
    expect(csv.rows[1]!.slice(0, 3)).toEqual([
      '27AAPFU0939F1ZV',
      'Mumbai Weaves LLP',
      b2bOrder.invoiceNumber,
    ]);
  });
});
