import { expect } from 'vitest';
import type { Client, TestApp } from './harness';
import { SHIPMENT, shopperWithCart } from './order-fixtures';
import { checkoutAndPay } from './payment-helpers';

/**
 * A shopper's order of `lines` (product and units), paid online and walked by staff to delivered unless
 * `deliver` is false: what a return or an exchange starts from.
 */
export async function deliveredOrder(
  t: TestApp,
  admin: Client,
  lines: { productId: string; quantity: number }[],
  opts: { deliver?: boolean } = {},
) {
  const [first, ...rest] = lines;
  const s = await shopperWithCart(t, first!.productId, { quantity: first!.quantity });
  for (const line of rest) await s.client.post('/api/shop/cart/add', line);
  const { created, verified } = await checkoutAndPay(s.client, s.user.id, s.addressId);
  expect(verified.status).toBe(200);
  const orderId = created.body.orderId as string;
  if (opts.deliver !== false)
    for (const body of [
      { orderStatus: 'inProcess' },
      { orderStatus: 'inShipping', ...SHIPMENT },
      { orderStatus: 'delivered' },
    ])
      expect((await admin.put(`/api/admin/orders/update/${orderId}`, body)).status).toBe(200);
  return { ...s, orderId };
}

/** Staff book the pickup of a return and receive its units, passing the quality check. */
export async function receivedReturn(admin: Client, returnId: string) {
  for (const body of [
    { status: 'approved', ...SHIPMENT },
    { status: 'received', qualityPassed: true },
  ]) {
    const res = await admin.put(`/api/admin/returns/${returnId}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}
