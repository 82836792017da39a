// Issue 35 item 5 and the dates of item 3: checkout without snags, as a shopper and the shop see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_MESSAGES, deliveryMessage, formatPaise, PAYMENT_METHOD_LABELS } from '@resham/shared';
import { describeOnPostgres, startTestApp, type Client, type TestApp } from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { emailsFor, orderRow, pdfText, shopperWithCart, stockOf } from '../../../test/order-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';

const GIFT = { isGift: true, recipientName: 'Lakshmi Narayanan', giftMessage: 'Happy Onam!' };

describeOnPostgres('checkout without snags', (backend) => {
  describe('with the default settings (COD_FOR_GIFTS off)', () => {
    let t: TestApp;
    let saree: string;
    beforeAll(async () => {
      t = await startTestApp(backend);
      saree = (await seedProducts(t, [{ title: 'Mustard Chettinad Cotton', price: 2400, totalStock: 50 }]))
        .ids[0]!;
    });
    afterAll(() => t.close());

    const estimate = async (pincode: string) =>
      (await fetch(`${t.url}/api/shop/delivery-estimate?pincode=${pincode}`).then((r) => r.json())) as {
        data: { earliest: string; latest: string };
      };

    it('refuses cash on delivery for a gift address with the reason, and takes nothing', async () => {
      const s = await shopperWithCart(t, saree, { verified: true, address: GIFT });
      const before = await stockOf(t, saree);
      const res = await s.client.post('/api/shop/order/create', {
        addressId: s.addressId,
        paymentMethod: 'cod',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: COD_MESSAGES.giftOff });
      expect(await stockOf(t, saree)).toBe(before);
      // The web app is told, so checkout shows the option disabled with the same words.
      const config = (await fetch(`${t.url}/api/common/config`).then((r) => r.json())) as {
        data: { cod: { forGifts: boolean } };
      };
      expect(config.data.cod.forGifts).toBe(false);
      // The same gift is paid online.
      const online = await s.client.post('/api/shop/order/create', { addressId: s.addressId });
      expect(online.status).toBe(200);
    });

    it('keeps the delivery dates checkout showed on the order, and the emails repeat them', async () => {
      const s = await shopperWithCart(t, saree, { verified: true });
      const promise = (await estimate('641002')).data;
      const { created, verified } = await checkoutAndPay(s.client, s.user.id, s.addressId);
      expect(verified.status).toBe(200);
      const orderId = created.body.orderId as string;
      const details = (await s.client.get(`/api/shop/order/details/${orderId}`)).body.data;
      expect(details).toMatchObject({ deliveryEarliest: promise.earliest, deliveryLatest: promise.latest });

      const [confirmation] = await emailsFor(t, `order-confirmation:${orderId}`);
      const when = deliveryMessage(promise).replace('Delivery by ', '');
      expect(confirmation!.text).toContain(`Expected delivery: by ${when}`);
      expect(confirmation!.html).toContain(when);
      const [notice] = await emailsFor(t, `new-order:${orderId}`);
      expect(notice!.text).toContain(`Expected delivery: by ${when}`);
    });

    it('names an online payment "Paid online (UPI/card)", never the gateway, in the emails and on the invoice', async () => {
      const s = await shopperWithCart(t, saree, { verified: true });
      const { created } = await checkoutAndPay(s.client, s.user.id, s.addressId);
      const orderId = created.body.orderId as string;
      const [confirmation] = await emailsFor(t, `order-confirmation:${orderId}`);
      expect(confirmation!.text).toContain(`Payment: ${PAYMENT_METHOD_LABELS.paidOnline}`);
      expect(confirmation!.text).not.toMatch(/razorpay/i);
      const invoice = await pdfText(s.client, 'POST', `/api/shop/order/invoice/${orderId}`);
      expect(invoice.text).toContain(`Payment: ${PAYMENT_METHOD_LABELS.paidOnline}`);
    });

    it('keeps no dates for an address abroad (the promise is for Indian pincodes)', async () => {
      const s = await shopperWithCart(t, saree, {
        address: {
          country: 'United States',
          state: 'California',
          city: 'San Jose',
          pincode: '951120',
          phone: '4085550100',
        },
      });
      const created = await s.client.post('/api/shop/order/create', { addressId: s.addressId });
      expect(created.status).toBe(200);
      const row = await orderRow(t, created.body.orderId);
      expect([row.deliveryEarliest, row.deliveryLatest]).toEqual([null, null]);
    });

    it('marks the address her latest order went to, so checkout chooses it for her', async () => {
      const s = await shopperWithCart(t, saree);
      const other = await addAddress(s.client, s.user.id, { ...GIFT, address: '4, Temple Street' });
      const list = async () =>
        (await s.client.get(`/api/shop/address/get/${s.user.id}`)).body.data as {
          _id: string;
          lastUsed: boolean;
        }[];
      // No order yet: none is marked.
      expect((await list()).map((a) => a.lastUsed)).toEqual([false, false]);
      expect((await s.client.post('/api/shop/order/create', { addressId: other })).status).toBe(200);
      expect((await list()).map((a) => [a._id, a.lastUsed])).toEqual([
        [s.addressId, false],
        [other, true],
      ]);
      // Another shopper's orders mark nothing of hers.
      const stranger = await shopperWithCart(t, saree);
      expect(
        (await stranger.client.post('/api/shop/order/create', { addressId: stranger.addressId })).status,
      ).toBe(200);
      expect((await list()).find((a) => a.lastUsed)?._id).toBe(other);
    });
  });

  describe('with COD_FOR_GIFTS on', () => {
    let t: TestApp;
    let admin: Client;
    let saree: string;
    beforeAll(async () => {
      t = await startTestApp(backend, { COD_FOR_GIFTS: 'true' });
      const seeded = await seedProducts(t, [{ title: 'Wine Kanchipuram', price: 2400, totalStock: 10 }]);
      admin = seeded.admin;
      saree = seeded.ids[0]!;
    });
    afterAll(() => t.close());

    it('takes a gift paid on delivery, and the emails and the packing label say the recipient pays', async () => {
      const s = await shopperWithCart(t, saree, { verified: true, address: GIFT });
      const res = await s.client.post('/api/shop/order/create', {
        addressId: s.addressId,
        paymentMethod: 'cod',
      });
      expect(res.status).toBe(200);
      const orderId = res.body.orderId as string;
      const pays = COD_MESSAGES.recipientPays(formatPaise((await orderRow(t, orderId)).totalPaise));

      const [confirmation] = await emailsFor(t, `order-confirmation:${orderId}`);
      expect(confirmation!.text).toContain(pays);
      expect(confirmation!.text).not.toContain('please keep');
      const [notice] = await emailsFor(t, `new-order:${orderId}`);
      expect(notice!.text).toContain(`Payment: ${pays}`);
      const label = await pdfText(admin, 'GET', `/api/admin/orders/label/${orderId}`);
      expect(label.text).toContain(pays);
      expect(label.text).toContain('Lakshmi Narayanan');
    });
  });
});
