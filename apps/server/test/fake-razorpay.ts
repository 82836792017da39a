import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's REST API (v1 orders, payments, refunds) — the one part of the shop's
 * world that cannot be reached from here. It checks HTTP basic auth with the key pair like Razorpay does
 * and answers with Razorpay's entity shapes and error envelope.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<
    string,
    { id: string; amount: number; currency: string; receipt: string; status: string }
  >();
  const payments = new Map<
    string,
    { id: string; order_id: string; amount: number; status: string; currency: string }
  >();
  const refunds: { id: string; payment_id: string; amount: number; receipt: string; status: string }[] = [];
  const requests: { method: string; url: string; body: Record<string, unknown> }[] = [];
  /**
   * failRefunds: refunds fail (Razorpay down or refusing), to test the retry. failLookups: reads of
   * payments (one, or an order's) fail the same way. holdRefunds: a refund call is answered only once
   * release() is called (a slow Razorpay), to widen a race deterministically.
   */
  const control: { failRefunds: boolean; failLookups: boolean; holdRefunds: Promise<void> | null } = {
    failRefunds: false,
    failLookups: false,
    holdRefunds: null,
  };
  const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, body: body ? JSON.parse(body) : {} });
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      const fail = (status: number, description: string) =>
        send(status, {
          error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' },
        });
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return fail(401, 'Authentication failed');
      const url = new URL(req.url!, 'http://x');
      const json = body ? JSON.parse(body) : {};
      let m: RegExpExecArray | null;
      if (req.method === 'GET' && control.failLookups && url.pathname.includes('/payments'))
        return send(502, { error: { code: 'SERVER_ERROR', description: 'Bad gateway' } });
      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        if (!Number.isInteger(json.amount) || json.amount < 100)
          return fail(400, 'The amount must be atleast INR 1.00');
        const order = {
          id: id('order'),
          entity: 'order',
          amount: json.amount,
          currency: json.currency,
          receipt: json.receipt,
          status: 'created',
        };
        orders.set(order.id, order);
        return send(200, order);
      }
      if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname))) {
        if (!orders.has(m[1]!)) return fail(400, 'The id provided does not exist');
        const items = [...payments.values()]
          .filter((p) => p.order_id === m![1])
          .map((p) => ({ entity: 'payment', ...p }));
        return send(200, { entity: 'collection', count: items.length, items });
      }
      if (req.method === 'GET' && (m = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname))) {
        const p = payments.get(m[1]!);
        return p ? send(200, { entity: 'payment', ...p }) : fail(400, 'The id provided does not exist');
      }
      if (req.method === 'GET' && (m = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname))) {
        const items = refunds.filter((r) => r.payment_id === m![1]);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      if (req.method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/capture$/.exec(url.pathname))) {
        const p = payments.get(m[1]!);
        if (!p) return fail(400, 'The id provided does not exist');
        if (p.status !== 'authorized') return fail(400, 'This payment has already been captured');
        if (json.amount !== p.amount || json.currency !== p.currency)
          return fail(400, 'Capture amount must be equal to the amount authorized');
        p.status = 'captured';
        orders.get(p.order_id)!.status = 'paid';
        return send(200, { entity: 'payment', ...p });
      }
      if (req.method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname))) {
        const paymentId = m[1]!;
        const answer = () => {
          if (control.failRefunds)
            return send(502, { error: { code: 'SERVER_ERROR', description: 'Bad gateway' } });
          const p = payments.get(paymentId);
          if (!p || p.status !== 'captured') return fail(400, 'The payment has been fully refunded already');
          const refund = {
            id: id('rfnd'),
            entity: 'refund',
            payment_id: p.id,
            amount: json.amount,
            receipt: json.receipt,
            status: 'processed',
          };
          refunds.push(refund);
          p.status = 'refunded';
          return send(200, refund);
        };
        if (control.holdRefunds) return void control.holdRefunds.then(answer);
        return answer();
      }
      fail(404, 'The requested URL was not found on the server.');
    });
  });
  function pay(orderId: string, status: 'captured' | 'authorized' | 'failed') {
    const order = orders.get(orderId)!;
    const payment = { id: id('pay'), order_id: orderId, amount: order.amount, currency: 'INR', status };
    payments.set(payment.id, payment);
    order.status = status === 'captured' ? 'paid' : 'attempted';
    return payment;
  }
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    requests,
    control,
    /** What happens on Razorpay's side when the shopper pays in its window (automatic capture). */
    capture(orderId: string) {
      return pay(orderId, 'captured');
    },
    /** The same with manual capture: the payment is only authorized until the shop captures it. */
    authorize(orderId: string) {
      return pay(orderId, 'authorized');
    },
    /** A payment attempt the bank declined (Razorpay records it as failed against the order). */
    decline(orderId: string) {
      return pay(orderId, 'failed');
    },
    /**
     * An authorized payment captured on Razorpay's side without the shop asking: auto-capture after the
     * account's timeout, or someone pressing Capture in the dashboard.
     */
    captureOnRazorpay(paymentId: string) {
      const p = payments.get(paymentId)!;
      if (p.status !== 'authorized') throw new Error(`payment ${paymentId} is ${p.status}`);
      p.status = 'captured';
      orders.get(p.order_id)!.status = 'paid';
      return p;
    },
    /** Makes refund calls wait until the returned function is called. */
    holdRefunds() {
      let release!: () => void;
      control.holdRefunds = new Promise<void>((r) => (release = r));
      return () => {
        control.holdRefunds = null;
        release();
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
