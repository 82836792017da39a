import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { emailOutbox, orders, products, refunds, users } from '../src/db/schema';
import { orderRefundIds } from '../src/modules/order/refund-reads';
import { addAddress } from './catalog-fixtures';
import { signUpCustomer, type Client, type TestApp } from './harness';

/** In Shipping needs a courier and an AWB (issue 23). */
export const SHIPMENT = { courier: 'Delhivery', trackingNumber: 'DLV1234567' };

/**
 * A signed-up shopper with `quantity` of `productId` in the cart and an address (Tamil Nadu unless
 * `address` says); `verified`: her email verified, as cash on delivery needs.
 */
export async function shopperWithCart(
  t: TestApp,
  productId: string,
  opts: { quantity?: number; address?: Record<string, unknown>; verified?: boolean } = {},
) {
  const s = await signUpCustomer(t);
  if (opts.verified) await markEmailVerified(t, s.user.id);
  await s.client.post('/api/shop/cart/add', { productId, quantity: opts.quantity ?? 1 });
  const addressId = await addAddress(s.client, s.user.id, opts.address);
  return { ...s, addressId };
}

/** What following the emailed verification link does to the account. */
export async function markEmailVerified(t: TestApp, userId: string): Promise<void> {
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ s: products.totalStock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.s;
}

/** The order's row, with `refundId` as the order answers give it (the provider's id of its refund, once made). */
export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const refundIds = await orderRefundIds(t.database.db, [orderId]);
  return { ...row!, refundId: refundIds.get(orderId) ?? null };
}

/** The order's refund rows, oldest first. */
export async function refundRows(t: TestApp, orderId: string) {
  return t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);
}

/** Makes every refund the order owes due to the sweep now (instead of after its delay or backoff). */
export async function makeRefundsDue(t: TestApp, orderId: string) {
  await t.database.db
    .update(refunds)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'succeeded')));
}

/** The outbox rows written for one cause ('order-inShipping:{id}'), with their text. */
export async function emailsFor(t: TestApp, dedupeKey: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
}

/** A PDF answered by `url` (GET or POST), as pdftotext reads it (words joined by single spaces). */
export async function pdfText(client: Client, method: 'GET' | 'POST', url: string) {
  const res = await fetch(client.baseUrl + url, {
    method,
    headers: { cookie: client.cookie, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200)
    return { status: res.status, text: bytes.toString(), type: res.headers.get('content-type') };
  const file = path.join(os.tmpdir(), `resham-pdf-${process.pid}-${Date.now()}-${Math.random()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    return { status: 200, text, type: res.headers.get('content-type') };
  } finally {
    fs.rmSync(file, { force: true });
  }
}
