import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signUpCustomer, startTestApp, type TestApp } from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { startFakeRazorpay } from '../../../test/fake-razorpay';
import { checkoutSignature } from './signature';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisisasecretkeyforthetests';

describeEachDatabase('Razorpay provider (through the official SDK)', (backend) => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let product: string;
  let admin: Awaited<ReturnType<typeof seedProducts>>['admin'];
  beforeAll(async () => {
    razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    t = await startTestApp(backend, {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: razorpay.url,
    });
    const seeded = await seedProducts(t, [
      { title: 'Razorpay Tussar', price: 7000, salePrice: 6500, totalStock: 5 },
    ]);
    product = seeded.ids[0]!;
    admin = seeded.admin;
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  it('creates the Razorpay order for the server total, verifies the signed payment and refunds once', async () => {
    const s = await signUpCustomer(t.url);
    await s.client.post('/api/shop/cart/add', { productId: product, quantity: 2 });
    const addressId = await addAddress(s.client, s.user.id);
    const created = await s.client.post('/api/shop/order/create', { addressId, totalAmount: 1 });
    expect(created.status).toBe(200);
    expect(created.body.checkout).toMatchObject({
      key: KEY_ID,
      provider: 'razorpay',
      description: 'Order Payment',
    });
    const providerOrder = razorpay.orders.get(created.body.razorpayOrder.id)!;
    expect(providerOrder).toMatchObject({
      amount: 2 * 682500,
      currency: 'INR',
      receipt: created.body.orderId,
    });
    expect(created.body.razorpayOrder).toEqual({ id: providerOrder.id, amount: 1365000, currency: 'INR' });

    // The shopper pays in Razorpay's window; its handler receives these three fields.
    const payment = razorpay.capture(providerOrder.id);
    const forged = await s.client.post('/api/shop/order/verify-razorpay', {
      orderId: created.body.orderId,
      razorpay_order_id: providerOrder.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature('wrong-secret', providerOrder.id, payment.id),
    });
    expect(forged.status).toBe(400);
    const verified = await s.client.post('/api/shop/order/verify-razorpay', {
      orderId: created.body.orderId,
      razorpay_order_id: providerOrder.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(KEY_SECRET, providerOrder.id, payment.id),
    });
    expect(verified.body).toMatchObject({ success: true, orderStatus: 'confirmed', paymentStatus: 'paid' });
    expect(razorpay.requests).toContainEqual({ method: 'GET', url: `/v1/payments/${payment.id}` });

    const rejected = await admin.put(`/api/admin/orders/update/${created.body.orderId}`, {
      orderStatus: 'rejected',
    });
    expect(rejected.body.success).toBe(true);
    expect(razorpay.refunds).toHaveLength(1);
    expect(razorpay.refunds[0]).toMatchObject({ payment_id: payment.id, amount: 1365000 });
    await admin.put(`/api/admin/orders/update/${created.body.orderId}`, { orderStatus: 'rejected' });
    expect(razorpay.refunds).toHaveLength(1);
    const d = (await s.client.get(`/api/shop/order/details/${created.body.orderId}`)).body.data;
    expect(d).toMatchObject({ paymentStatus: 'refunded', refundId: razorpay.refunds[0]!.id });
  });

  it('refuses a payment whose amount differs from the order (a tampered Razorpay order)', async () => {
    const s = await signUpCustomer(t.url);
    await s.client.post('/api/shop/cart/add', { productId: product, quantity: 1 });
    const addressId = await addAddress(s.client, s.user.id);
    const created = await s.client.post('/api/shop/order/create', { addressId });
    const providerOrder = razorpay.orders.get(created.body.razorpayOrder.id)!;
    const payment = razorpay.capture(providerOrder.id);
    razorpay.payments.get(payment.id)!.amount = 100;
    const res = await s.client.post('/api/shop/order/verify-razorpay', {
      orderId: created.body.orderId,
      razorpay_order_id: providerOrder.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(KEY_SECRET, providerOrder.id, payment.id),
    });
    expect(res.status).toBe(400);
    expect(
      (await s.client.get(`/api/shop/order/details/${created.body.orderId}`)).body.data.paymentStatus,
    ).toBe('pending');
  });
});
