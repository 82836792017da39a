// The flash sale: a new piece with 10 units, and 300 shoppers who all try to buy it within seconds.
// Exactly 10 must be paid; everyone else is told it sold out; the time to create an order is reported.
import type { Admin } from './admin';
import type { Recorder } from './recorder';
import type { Account, Ledger } from './shoppers';

export const FLASH_UNITS = 10;

export interface FlashResult {
  at: number;
  tookMs: number;
  shoppers: number;
  created: number;
  paid: number;
  soldOut: number;
  other: Record<string, number>;
  createMs: { p50: number; p95: number; p99: number; max: number };
}

export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
};

/** The admin adds the piece (photo, 10 units) before the sale. */
export async function addFlashProduct(admin: Admin, category: string): Promise<string> {
  const image = await admin.upload();
  if (!image) throw new Error('the flash product photo could not be uploaded');
  return admin.addProduct({
    title: 'Festival Flash Kanjivaram in Peacock Blue',
    description: 'One loom, ten pieces: the festival week collection.',
    category,
    price: 24_999,
    totalStock: FLASH_UNITS,
    images: [image],
  });
}

/** The shop's 'Only 0 …' answer: 409 at checkout, 400 when adding to the cart (the spec's status). */
const soldOut = (res: { status: number; body: any }) =>
  (res.status === 409 || res.status === 400) && /^Only \d+ /.test(String(res.body?.message ?? ''));

export async function flashSale(
  recorder: Recorder,
  accounts: Account[],
  productId: string,
  ledger: Ledger,
): Promise<FlashResult> {
  const at = recorder.now();
  const createMs: number[] = [];
  const result: FlashResult = {
    at,
    tookMs: 0,
    shoppers: accounts.length,
    created: 0,
    paid: 0,
    soldOut: 0,
    other: {},
    createMs: { p50: 0, p95: 0, p99: 0, max: 0 },
  };
  const note = (what: string) => (result.other[what] = (result.other[what] ?? 0) + 1);
  await Promise.all(
    accounts.map(async (a) => {
      const cart = await a.session.post('flash', '/api/shop/cart/add', {
        userId: a.userId,
        productId,
        quantity: 1,
      });
      if (soldOut(cart)) return void result.soldOut++;
      if (cart.status !== 200)
        return note(`cart ${cart.status} ${String(cart.body?.message ?? '').slice(0, 60)}`);
      const t0 = performance.now();
      const created = await a.session.post('flash', '/api/shop/order/create', {
        userId: a.userId,
        addressId: a.addressId,
      });
      createMs.push(performance.now() - t0);
      if (soldOut(created)) return void result.soldOut++;
      if (created.status !== 200)
        return note(`create ${created.status} ${String(created.body?.message ?? '').slice(0, 60)}`);
      result.created++;
      const orderId = created.body.orderId as string;
      const entry = { providerOrderId: created.body.razorpayOrder.id as string, verifiedPaid: false };
      ledger.orders.set(orderId, entry);
      const paid = await a.session.post('flash', '/api/payments/simulated/pay', {
        order_id: entry.providerOrderId,
      });
      if (paid.status !== 200) return note(`pay ${paid.status}`);
      const verified = await a.session.post('flash', '/api/shop/order/verify-razorpay', {
        orderId,
        razorpay_order_id: paid.body.razorpay_order_id,
        razorpay_payment_id: paid.body.razorpay_payment_id,
        razorpay_signature: paid.body.razorpay_signature,
      });
      if (verified.status === 200 && verified.body.paymentStatus === 'paid') {
        entry.verifiedPaid = true;
        result.paid++;
      } else note(`verify ${verified.status}`);
    }),
  );
  result.tookMs = recorder.now() - at;
  result.createMs = {
    p50: pct(createMs, 50),
    p95: pct(createMs, 95),
    p99: pct(createMs, 99),
    max: Math.max(0, ...createMs),
  };
  return result;
}
