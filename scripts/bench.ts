/**
 * npm run bench: the catalogue endpoints of the compiled server at 50 connections (cache hits and
 * misses beside a bare Node HTTP server, the demo catalogue and one of 5,000 products; see
 * bench-catalogue.ts), then order creation at 20 concurrent shoppers. Runs on the embedded database,
 * or on PostgreSQL with DATABASE_URL. BENCH_ONLY=catalogue or BENCH_ONLY=orders runs one half.
 */
import { sql } from 'drizzle-orm';
import { benchCatalogue } from './bench-catalogue';
import { startBenchApp, percentile, table } from './bench-support';

if (process.env.BENCH_ONLY !== 'orders') await benchCatalogue();
if (process.env.BENCH_ONLY === 'catalogue') process.exit(0);

// Load from one address is the point here, not an abuser to refuse: raise the per-client limits.
const app = await startBenchApp({ RATE_LIMIT_SCALE: '100000' });
try {
  const products = (
    (await (await fetch(`${app.url}/api/shop/products/get`)).json()) as { data: { _id: string }[] }
  ).data;
  // Order creation at 20 concurrent shoppers, each ordering in a loop (orders cancelled to keep stock).
  const shoppers = 20;
  const rounds = 10;
  const product = products[0]!;
  // Enough stock that every order in the run can be reserved: this measures the path, not a sell-out.
  await app.database.db.execute(sql`update products set total_stock = 100000 where id = ${product._id}`);
  // Signed up one after another: password hashing is bounded, and a burst of 20 sign-ins is refused
  // (503) by design; the orders below are what this measures.
  const sessions: { headers: Record<string, string>; addressId: string }[] = [];
  for (let i = 0; i < shoppers; i++) {
    sessions.push(
      await (async () => {
        const email = `bench.${Date.now()}.${i}@example.com`;
        const json = { 'content-type': 'application/json' };
        await fetch(`${app.url}/api/auth/register`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ userName: `Bench ${i}`, email, password: 'bench password' }),
        });
        const login = await fetch(`${app.url}/api/auth/login`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email, password: 'bench password' }),
        });
        if (!login.ok)
          throw new Error(`bench shopper ${i} could not sign in: ${login.status} ${await login.text()}`);
        const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
        const headers = { ...json, cookie };
        const address = await fetch(`${app.url}/api/shop/address/add`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            address: '1 Bench Road',
            country: 'India',
            state: 'Tamil Nadu',
            city: 'Coimbatore',
            pincode: '641001',
            phone: '9876543210',
            isGift: false,
          }),
        });
        return { headers, addressId: ((await address.json()) as { data: { _id: string } }).data._id };
      })(),
    );
  }
  const latencies: number[] = [];
  let failures = 0;
  await Promise.all(
    sessions.map(async (s) => {
      for (let i = 0; i < rounds; i++) {
        await fetch(`${app.url}/api/shop/cart/add`, {
          method: 'POST',
          headers: s.headers,
          body: JSON.stringify({ productId: product._id, quantity: 1 }),
        });
        const t0 = performance.now();
        const res = await fetch(`${app.url}/api/shop/order/create`, {
          method: 'POST',
          headers: s.headers,
          body: JSON.stringify({ addressId: s.addressId }),
        });
        latencies.push(performance.now() - t0);
        const body = (await res.json()) as { orderId?: string };
        if (!res.ok || !body.orderId) {
          failures++;
          continue;
        }
        await fetch(`${app.url}/api/shop/order/cancel/${body.orderId}`, {
          method: 'POST',
          headers: s.headers,
          body: '{}',
        });
      }
    }),
  );
  console.log(
    `\nOrder creation, ${shoppers} concurrent shoppers × ${rounds} orders (stock reserved in a transaction, provider order created)`,
  );
  table([
    {
      orders: latencies.length,
      failed: failures,
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p99 ms': percentile(latencies, 99).toFixed(1),
    },
  ]);
} finally {
  await app.close();
}
