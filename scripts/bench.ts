/**
 * npm run bench: throughput and latency of the catalogue endpoints at 50 connections, beside a bare
 * Node HTTP server returning the same bytes from memory; then order creation at 20 concurrent shoppers.
 * Runs on the embedded database, or on PostgreSQL with DATABASE_URL.
 */
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { startBenchApp, load, percentile, table } from './bench-support';

// Load from one address is the point here, not an abuser to refuse: raise the per-client limits.
const app = await startBenchApp({ RATE_LIMIT_SCALE: '100000' });
try {
  const listingBody = Buffer.from(await (await fetch(`${app.url}/api/shop/products/get`)).text());
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': listingBody.length,
    });
    res.end(listingBody);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const barePort = (bare.address() as { port: number }).port;

  const products = (JSON.parse(listingBody.toString()) as { data: { _id: string }[] }).data;
  const results = [];
  results.push(await load('bare node http (same JSON)', `http://127.0.0.1:${barePort}/`));
  results.push(await load('GET /api/shop/products/get', `${app.url}/api/shop/products/get`));
  results.push(
    await load(
      'GET /api/shop/products/get?category=…&sortBy=price-hightolow',
      `${app.url}/api/shop/products/get?category=Kanchipuram+Silk+Sarees,Cotton+Sarees&sortBy=price-hightolow`,
    ),
  );
  results.push(
    await load('GET /api/shop/products/get/{id}', `${app.url}/api/shop/products/get/${products[10]!._id}`),
  );
  results.push(
    await load('GET /api/shop/search/kanchipurm%20silk', `${app.url}/api/shop/search/kanchipurm%20silk`),
  );
  bare.close();

  console.log(
    `\nCatalogue endpoints, 50 connections, ${listingBody.length} bytes of listing JSON (${products.length} products)`,
  );
  table(
    results.map((r) => ({
      endpoint: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
    })),
  );
  const ratio = results[1]!.rps / results[0]!.rps;
  console.log(
    `listing / bare throughput: ${(ratio * 100).toFixed(0)}%  (aim ≥ 50%);  listing p99 ${results[1]!.p99} ms (aim < 50 ms)`,
  );

  // Order creation at 20 concurrent shoppers, each ordering in a loop (orders cancelled to keep stock).
  const shoppers = 20;
  const rounds = 10;
  const product = products[0]!;
  // Enough stock that every order in the run can be reserved: this measures the path, not a sell-out.
  await app.database.db.execute(sql`update products set total_stock = 100000 where id = ${product._id}`);
  const sessions = await Promise.all(
    Array.from({ length: shoppers }, async (_, i) => {
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
    }),
  );
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
