import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeOnPostgres,
  signInAdmin,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';

/** A gift's recipient goes from the address book into the order, its details and its invoice. */
describeOnPostgres('a gift address on an order', (backend) => {
  let t: TestApp;
  let product: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    product = (await seedProducts(t, [{ title: 'Kasavu Set Mundu', price: 2400, totalStock: 10 }])).ids[0]!;
  });
  afterAll(() => t.close());

  it('keeps the recipient on the order after the address changes, and prints them under Ship To', async () => {
    const s = await signUpCustomer(t, 'Priya');
    await s.client.post('/api/shop/cart/add', { productId: product, quantity: 1 });
    const gift = {
      address: '21 Marine Drive, Kochi',
      state: 'Kerala',
      city: 'Ernakulam',
      pincode: '682031',
      phone: '+91 98430 12345',
      isGift: true,
      giftMessage: 'Happy Onam!',
      recipientName: 'Meena Iyer',
    };
    const addressId = await addAddress(s.client, s.user.id, gift);
    const { created, verified } = await checkoutAndPay(s.client, s.user.id, addressId);
    expect(verified.body.paymentStatus).toBe('paid');
    const orderId = created.body.orderId as string;

    // The order keeps the address as it was, recipient included, when the address book changes.
    const edited = await s.client.put(`/api/shop/address/update/${s.user.id}/${addressId}`, {
      ...gift,
      country: 'India',
      userId: s.user.id,
      recipientName: 'Someone Else',
    });
    expect(edited.status).toBe(200);
    const expected = {
      addressId,
      address: '21 Marine Drive, Kochi',
      phone: '9843012345',
      isGift: true,
      giftMessage: 'Happy Onam!',
      recipientName: 'Meena Iyer',
    };
    const mine = await s.client.get(`/api/shop/order/details/${orderId}`);
    expect(mine.body.data.addressInfo).toMatchObject(expected);
    const list = await s.client.get(`/api/shop/order/list/${s.user.id}`);
    expect(list.body.data[0].addressInfo).toMatchObject(expected);
    const { client: admin } = await signInAdmin(t);
    const staff = await admin.get(`/api/admin/orders/details/${orderId}`);
    expect(staff.body.data.addressInfo).toMatchObject(expected);
    expect(staff.body.data.customerName).toBe('Priya');

    // The invoice bills the buyer and ships to the recipient.
    const res = await fetch(`${t.url}/api/shop/order/invoice/${orderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: s.client.cookie },
      body: JSON.stringify({ userId: s.user.id }),
    });
    expect(res.status).toBe(200);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gift-invoice-')), 'invoice.pdf');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const lines = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.trim());
    const header = lines.findIndex((l) => /BILL TO\s+SHIP TO/.test(l));
    expect(header).toBeGreaterThanOrEqual(0);
    expect(lines[header + 1]).toMatch(/^\s*Priya\s+Meena Iyer\s*$/);
    expect(lines[header + 2]).toMatch(/21 Marine Drive, Kochi\s+21 Marine Drive, Kochi/);
  });
});
