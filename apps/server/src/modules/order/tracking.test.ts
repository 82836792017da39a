import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES, TRACKING_MESSAGES } from '@resham/shared';
import {
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type Client,
  type TestApp,
} from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';
import { emailsFor, pdfText, SHIPMENT, shopperWithCart, stockOf } from '../../../test/order-fixtures';
import { LABEL_NOT_READY } from '../shipping-label/routes';

describeOnPostgres('shipment tracking, the shipping label and order emails', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { STORE_ADDRESS: '24, Raja Street, Coimbatore 641001' });
    const seeded = await seedProducts(t, [{ title: 'Wine Kanchipuram', price: 5000, totalStock: 100 }]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  const move = (orderId: string, body: Record<string, unknown>) =>
    admin.put(`/api/admin/orders/update/${orderId}`, body);

  async function paidInProcess(address?: Record<string, unknown>) {
    const s = await shopperWithCart(t, saree, { quantity: 2, ...(address ? { address } : {}) });
    const { created } = await checkoutAndPay(s.client, s.user.id, s.addressId);
    const orderId = created.body.orderId as string;
    expect((await move(orderId, { orderStatus: 'inProcess' })).status).toBe(200);
    return { ...s, orderId };
  }

  it('In Shipping needs a courier and an AWB; hostile values get a clear 400', async () => {
    const o = await paidInProcess();
    const cases: [Record<string, unknown>, string][] = [
      [{}, TRACKING_MESSAGES.courierRequired],
      [{ courier: 'Delhivery' }, TRACKING_MESSAGES.awbRequired],
      [{ courier: 'Delhivery', trackingNumber: 'AB 12 34' }, TRACKING_MESSAGES.awbInvalid],
      [{ courier: 'Delhivery', trackingNumber: 'AB1\u00002' }, ''], // the NUL guard answers first
      [{ courier: 'Delhivery', trackingNumber: '9'.repeat(41) }, TRACKING_MESSAGES.awbInvalid],
      [{ courier: 'Delhi\u0007very', trackingNumber: 'AB1234' }, ''],
      [{ courier: 'x'.repeat(61), trackingNumber: 'AB1234' }, ''],
      [{ ...SHIPMENT, trackingUrl: 'javascript:alert(1)' }, TRACKING_MESSAGES.urlInvalid],
      [{ ...SHIPMENT, trackingUrl: 'http://track.example/1' }, TRACKING_MESSAGES.urlInvalid],
      [{ ...SHIPMENT, trackingUrl: `https://t.example/${'a'.repeat(600)}` }, TRACKING_MESSAGES.urlInvalid],
      [{ ...SHIPMENT, trackingNumber: 12345678 }, ''],
    ];
    for (const [fields, message] of cases) {
      const res = await move(o.orderId, { orderStatus: 'inShipping', ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
    expect((await o.client.get(`/api/shop/order/details/${o.orderId}`)).body.data.orderStatus).toBe(
      'inProcess',
    );
  });

  it('a known courier gets its tracking page from the AWB; the shopper sees courier, AWB and link', async () => {
    const o = await paidInProcess();
    expect(
      (
        await move(o.orderId, {
          orderStatus: 'inShipping',
          courier: 'Blue Dart',
          trackingNumber: 'BD77001234',
        })
      ).status,
    ).toBe(200);
    const data = (await o.client.get(`/api/shop/order/details/${o.orderId}`)).body.data;
    expect(data).toMatchObject({
      orderStatus: 'inShipping',
      paymentMethod: 'razorpay',
      courier: 'Blue Dart',
      trackingNumber: 'BD77001234',
      trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD77001234',
    });
    // Another courier with its own link keeps it; one without a link has none.
    const other = await paidInProcess();
    await move(other.orderId, {
      orderStatus: 'inShipping',
      courier: 'Shree Maruti',
      trackingNumber: 'SM-445566',
      trackingUrl: 'https://www.shreemaruti.com/track?awb=SM-445566',
    });
    expect((await other.client.get(`/api/shop/order/details/${other.orderId}`)).body.data.trackingUrl).toBe(
      'https://www.shreemaruti.com/track?awb=SM-445566',
    );
    const plain = await paidInProcess();
    await move(plain.orderId, {
      orderStatus: 'inShipping',
      courier: 'Local courier',
      trackingNumber: 'LC0001',
    });
    expect(
      (await plain.client.get(`/api/shop/order/details/${plain.orderId}`)).body.data.trackingUrl,
    ).toBeNull();
  });

  it('emails shipped (with the AWB, the link and a gift recipient) and delivered, each exactly once', async () => {
    const o = await paidInProcess({
      isGift: true,
      recipientName: 'Lakshmi Narayanan',
      giftMessage: 'Happy Diwali!',
    });
    const ship = { orderStatus: 'inShipping', courier: 'India Post', trackingNumber: 'EK123456789IN' };
    const [first, second] = await Promise.all([move(o.orderId, ship), move(o.orderId, ship)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const shipped = await emailsFor(t, `order-inShipping:${o.orderId}`);
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.to).toBe(o.email);
    expect(shipped[0]!.text).toContain('Courier: India Post');
    expect(shipped[0]!.text).toContain('AWB / tracking number: EK123456789IN');
    expect(shipped[0]!.text).toContain('consignment=EK123456789IN');
    expect(shipped[0]!.text).toContain('Recipient: Lakshmi Narayanan');
    expect(shipped[0]!.html).toContain('Track parcel');

    await Promise.all([
      move(o.orderId, { orderStatus: 'delivered' }),
      move(o.orderId, { orderStatus: 'delivered' }),
    ]);
    expect(await emailsFor(t, `order-delivered:${o.orderId}`)).toHaveLength(1);
  });

  it('prints a label: AWB as text and Code 128, PREPAID or COD amount, recipient, contents, return address', async () => {
    const o = await paidInProcess({
      isGift: true,
      recipientName: 'Lakshmi Narayanan',
      giftMessage: 'With love',
    });
    const before = await pdfText(admin, 'GET', `/api/admin/orders/label/${o.orderId}`);
    expect(before.status).toBe(200);
    expect(before.text).toContain('AWB: not assigned yet');
    await move(o.orderId, { orderStatus: 'inShipping', courier: 'DTDC', trackingNumber: 'D1004567890' });
    const label = await pdfText(admin, 'GET', `/api/admin/orders/label/${o.orderId}`);
    expect(label.type).toBe('application/pdf');
    for (const expected of [
      'PREPAID',
      'Lakshmi Narayanan',
      'D1004567890',
      'DTDC',
      '2 × Wine Kanchipuram',
      'FROM / RETURN TO',
      '24, Raja Street, Coimbatore 641001',
    ]) {
      expect(label.text).toContain(expected);
    }
    expect(label.text).not.toContain('COD');

    const cod = await shopperWithCart(t, saree, { verified: true });
    const codOrder = (
      await cod.client.post('/api/shop/order/create', { addressId: cod.addressId, paymentMethod: 'cod' })
    ).body.orderId;
    const codLabel = await pdfText(admin, 'GET', `/api/admin/orders/label/${codOrder}`);
    expect(codLabel.text).toContain('COD: collect ₹5,250.00');
    expect(codLabel.text).not.toContain('PREPAID');
  });

  it('a prepaid parcel returned undelivered is refunded once, its stock back once', async () => {
    const o = await paidInProcess();
    await move(o.orderId, { orderStatus: 'inShipping', ...SHIPMENT });
    const stock = await stockOf(t, saree);
    const res = await move(o.orderId, { orderStatus: 'returned' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_ORDER_MESSAGES.returnedRefunded);
    const again = await move(o.orderId, { orderStatus: 'returned' });
    expect(again.body.message).toBe(ADMIN_ORDER_MESSAGES.alreadyRefunded);
    expect(await stockOf(t, saree)).toBe(stock + 2);
    const details = (await o.client.get(`/api/shop/order/details/${o.orderId}`)).body.data;
    expect(details).toMatchObject({ orderStatus: 'returned', paymentStatus: 'refunded' });
    expect(details.refundId).toMatch(/^rfnd_/);
    // The shopper is told once that the parcel came back and the money is on its way back.
    const mails = await emailsFor(t, `order-returned:${o.orderId}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(o.email);
    expect(mails[0]!.subject).toMatch(/came back to us and is refunded$/);
    expect(mails[0]!.text).toContain('came back to us undelivered');
    expect(mails[0]!.text).toContain('Your payment of ₹10,500.00 is being refunded');
  });

  it('the label is staff-only and only for confirmed orders', async () => {
    const o = await paidInProcess();
    expect((await o.client.get(`/api/admin/orders/label/${o.orderId}`)).status).toBe(403);
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: saree, quantity: 1 });
    const unpaid = await shopperWithCart(t, saree);
    const created = await unpaid.client.post('/api/shop/order/create', { addressId: unpaid.addressId });
    const res = await admin.get(`/api/admin/orders/label/${created.body.orderId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(LABEL_NOT_READY);
    expect((await admin.get('/api/admin/orders/label/not-a-uuid')).status).toBe(400);
    expect((await admin.get('/api/admin/orders/label/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });
});
