import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { acceptedEncoding, compressedOnce } from '../../lib/precompressed';
import { webRootWith } from '../../../test/fake-renderer';
import { uploadOne } from '../../../test/fixtures';
import { describeOnPostgres, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';

/** A raw GET (no automatic decompression): status, headers and the bytes as sent. */
function get(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get(`${baseUrl}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
    },
  );
}

it('answers Accept-Encoding with Brotli before gzip, honouring q=0 and *', () => {
  expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
  expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
  expect(acceptedEncoding('*')).toBe('br');
  expect(acceptedEncoding('identity')).toBeNull();
  expect(acceptedEncoding(undefined)).toBeNull();
  expect(acceptedEncoding('br;q=nonsense, gzip')).toBe('gzip');
});

it('compresses a body once per encoding (the same bytes object the second time)', () => {
  const body = Buffer.from('<p>Kanchipuram</p>'.repeat(100));
  const br = compressedOnce(body, 'br');
  expect(compressedOnce(body, 'br')).toBe(br);
  expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
  expect(zlib.gunzipSync(compressedOnce(body, 'gzip')).equals(body)).toBe(true);
  // Another body with the same text is compressed for itself.
  expect(compressedOnce(Buffer.from(body), 'br')).not.toBe(br);
});

describeOnPostgres('a rendered page is compressed once, not for every browser', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, undefined, webRootWith());
    // A page of twenty cards, as compressible as a real one.
    const { client: admin } = await signInAdmin(t);
    const image = await uploadOne(admin);
    await admin.post('/api/common/categories', { name: 'Soft Silk Sarees' });
    for (let i = 1; i <= 20; i++) {
      const product = {
        title: `Soft Silk Saree ${i}`,
        description: 'Zari border.',
        category: 'Soft Silk Sarees',
      };
      const res = await admin.post('/api/admin/products/add', {
        ...product,
        price: 9000,
        totalStock: 2,
        images: [image],
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('sends the same page in Brotli, gzip or plain, as asked', async () => {
    const plain = await get(t.url, '/shop/home', {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain('<div id="root"><main>');

    const br = await get(t.url, '/shop/home', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['x-cache']).toBe('hit');
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    // Sent again from the cache: the same bytes.
    const again = await get(t.url, '/shop/home', { 'accept-encoding': 'br' });
    expect(again.body.equals(br.body)).toBe(true);

    const gzip = await get(t.url, '/shop/home', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(html);

    const refused = await get(t.url, '/shop/home', { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toBe(html);
  });
});
