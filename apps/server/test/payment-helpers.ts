import { hmacHex } from '../src/modules/payment/signature';
import type { Client } from './harness';

/** What the simulated window's Pay button does: returns Razorpay's three handler fields. */
export async function payInWindow(client: Client, providerOrderId: string) {
  const res = await client.post('/api/payments/simulated/pay', { order_id: providerOrderId });
  if (res.status !== 200) throw new Error(`pay failed: ${JSON.stringify(res.body)}`);
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = res.body;
  return { razorpay_order_id, razorpay_payment_id, razorpay_signature } as Record<string, string>;
}

export async function checkoutAndPay(client: Client, userId: string, addressId: string) {
  const created = await client.post('/api/shop/order/create', { userId, addressId });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const paid = await payInWindow(client, created.body.razorpayOrder.id);
  const verified = await client.post('/api/shop/order/verify-razorpay', {
    ...paid,
    orderId: created.body.orderId,
  });
  return { created, paid, verified };
}

export async function sendWebhook(baseUrl: string, secret: string | null, event: object, eventId: string) {
  const raw = JSON.stringify(event);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-event-id': eventId,
  };
  if (secret) headers['x-razorpay-signature'] = hmacHex(secret, raw);
  const res = await fetch(`${baseUrl}/api/webhooks/razorpay`, { method: 'POST', headers, body: raw });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

export const capturedEvent = (paymentId: string, providerOrderId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: {
      entity: { id: paymentId, order_id: providerOrderId, amount, status: 'captured', currency: 'INR' },
    },
  },
});
