import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema, productListResponseSchema, productResponseSchema } from '@resham/shared';
import { replies } from '../src/lib/responses';
import { seedProducts } from './catalog-fixtures';
import { Client, describeOnPostgres, startTestApp, type TestApp } from './harness';

/**
 * The declared response schemas are what the server sends: a handler answering another shape fails
 * loudly instead of sending it, fields the schema does not name are dropped, error answers keep their
 * extra fields, and the catalogue's cached JSON bytes go out as they are (not encoded a second time).
 */
describeOnPostgres('response schemas', (backend) => {
  let t: TestApp;
  let guest: Client;
  let productId: string;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, (app) => {
      const r = app.withTypeProvider<ZodTypeProvider>();
      const schema = { response: replies({ 200: messageResponseSchema }) };
      const config = { access: 'public' } as const;
      // Deliberately wrong answers, past the type checker, as a mistaken handler would send them.
      r.get('/api/test/missing-field', { config, schema }, async () => ({ success: true }) as never);
      r.get('/api/test/extra-field', { config, schema }, async () => ({
        success: true as const,
        message: 'Done',
        secret: 'not for the client',
      }));
    });
    guest = new Client(t.url);
    productId = (await seedProducts(t, [{ title: 'Kanchi silk', price: 12000, totalStock: 3 }])).ids[0]!;
  });
  afterAll(() => t.close());

  it('lists every API route without a response schema (there must be none)', () => {
    const routes = t.app.apiRoutes.filter((r) => !r.url.startsWith('/api/test/'));
    expect(routes.length).toBeGreaterThan(40);
    const name = (r: (typeof routes)[number]) => `${r.method} ${r.url}`;
    const withoutSchema = routes.filter((r) => !r.responses.some((s) => /^2\d\d$/.test(s))).map(name);
    expect(withoutSchema, 'routes without a success response schema').toEqual([]);
    const withoutErrors = routes
      .filter((r) => !r.responses.includes('4xx') || !r.responses.includes('5xx'))
      .map(name);
    expect(withoutErrors, 'routes without the error response schema').toEqual([]);
    // Bytes, not JSON, by their explicit marker: the catalogue and orders CSVs, the invoice, credit note
    // (a shopper's or, by the order's link, a guest's), a return's credit note and shipping label PDFs (the GST report answers JSON, or CSV when asked, through a union with the marker).
    expect(routes.filter((r) => r.binary.length > 0).map(name)).toEqual([
      'GET /api/admin/products/export',
      'POST /api/shop/order/invoice/:orderId',
      'POST /api/shop/order/guest/invoice',
      'POST /api/shop/order/guest/credit-note',
      'POST /api/shop/order/credit-note/:orderId',
      'POST /api/shop/order/return-credit-note/:returnId',
      'GET /api/admin/orders/label/:id',
      'GET /api/admin/orders/export',
    ]);
  });

  it('fails loudly when a handler answers another shape, and drops fields the schema does not name', async () => {
    const wrong = await guest.get('/api/test/missing-field');
    expect(wrong.status).toBe(500);
    expect(wrong.body).toMatchObject({ success: false, requestId: expect.any(String) });
    expect(JSON.stringify(wrong.body)).not.toContain('"success":true');

    const extra = await guest.get('/api/test/extra-field');
    expect(extra.status).toBe(200);
    expect(extra.body).toEqual({ success: true, message: 'Done' });
  });

  it('keeps the error shape: issues on a 400, the plain message on a 404', async () => {
    const invalid = await guest.post('/api/auth/login', { email: 'nope', password: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      success: false,
      message: expect.any(String),
      issues: [expect.objectContaining({ path: 'email', message: expect.any(String) })],
    });
    const missing = await guest.get('/api/shop/products/get/not-a-uuid');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Product not found.' });
  });

  it('sends the cached catalogue JSON as it is, the same bytes on a miss and a hit, in the declared shape', async () => {
    for (const path of [`/api/shop/products/get/${productId}`, '/api/shop/products/get']) {
      const miss = await fetch(t.url + path);
      const missText = await miss.text();
      const hit = await fetch(t.url + path);
      const hitText = await hit.text();
      expect(miss.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(hit.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(hitText).toBe(missText);
      expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['miss', 'hit']);
      const body = JSON.parse(missText) as unknown;
      // Not a serialized Buffer ({"type":"Buffer","data":[…]}) nor a JSON string of JSON.
      expect(typeof body).toBe('object');
      expect(body).not.toHaveProperty('type', 'Buffer');
      const schema = path.endsWith('/get') ? productListResponseSchema : productResponseSchema;
      expect(schema.parse(body)).toEqual(body);
      expect(missText).toContain('"_id"');
    }
  });
});
