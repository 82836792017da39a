// The server's side of a rendered product page: the renderer's document sent as it is, cached and
// cleared by what changed, a 404 never cached, the shell for pages the browser renders, and PUBLIC_URL
// (never the request's Host) as the origin the renderer links with. The document itself (head tags,
// escaping, JSON-LD, the data block) is apps/web's (app/document/document.test.tsx) and E2E's.
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeRenders, webRootWith } from '../../../test/fake-renderer';
import { describeOnPostgres, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';
import { uploadOne } from '../../../test/fixtures';

/** GET with a Host (and X-Forwarded-Host) of the caller's choosing, as a forged request would send. */
function getWithHost(baseUrl: string, pathname: string, host: string) {
  const { port } = new URL(baseUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        headers: { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'https' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function addProduct(t: TestApp, title: string) {
  const { client: admin } = await signInAdmin(t);
  const image = await uploadOne(admin);
  await admin.post('/api/common/categories', { name: 'Kanchipuram Silk Sarees' });
  const res = await admin.post('/api/admin/products/add', {
    title,
    description: 'Gold zari on crimson.',
    category: 'Kanchipuram Silk Sarees',
    price: 20000,
    salePrice: 18000,
    totalStock: 4,
    images: [image],
  });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

describeOnPostgres('shareable product page', (backend) => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { PUBLIC_URL: 'https://resham.example' }, undefined, webRootWith());
    id = await addProduct(t, 'Temple Border "Bridal" <Silk>');
  });
  afterAll(() => t.close());

  it('sends the rendered document as it is, never cached by the browser', async () => {
    const res = await fetch(`${t.url}/shop/product/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await res.text()).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>Temple Border &quot;Bridal&quot; &lt;Silk&gt;</title>' +
        `<link rel="canonical" href="https://resham.example/shop/product/${id}"></head>` +
        '<body><div id="root"><main><h1>Temple Border &quot;Bridal&quot; &lt;Silk&gt;</h1></main></div></body></html>',
    );
  });

  it('caches a rendered page (the same page twice is rendered once) and clears it when its product changes', async () => {
    const before = fakeRenders();
    const first = await fetch(`${t.url}/shop/product/${id}`);
    const again = await fetch(`${t.url}/shop/product/${id}`);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(fakeRenders() - before).toBeLessThanOrEqual(1);
    // A change the page does not show (a new category) leaves it; a change of its product clears it.
    const { client: admin } = await signInAdmin(t);
    expect((await admin.post('/api/common/categories', { name: 'Organza Sarees' })).status).toBe(201);
    expect((await fetch(`${t.url}/shop/product/${id}`)).headers.get('x-cache')).toBe('hit');
    const current = (await admin.get(`/api/shop/products/get/${id}`)).body.data;
    const title = 'Temple Border "Bridal" <Silk> Saree';
    expect((await admin.put(`/api/admin/products/edit/${id}`, { ...current, title })).status).toBe(200);
    const after = await fetch(`${t.url}/shop/product/${id}`);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(await after.text()).toContain('<h1>Temple Border &quot;Bridal&quot; &lt;Silk&gt; Saree</h1>');
  });

  it('answers 404 with the rendered page for unknown products, uncached; the shell for browser pages; assets immutable', async () => {
    const unknown = `${t.url}/shop/product/00000000-0000-4000-8000-000000000000`;
    const before = fakeRenders();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(unknown);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<h1>Not found</h1>');
    }
    expect(fakeRenders() - before).toBe(2);
    // A page the browser renders (the account) gets the renderer's shell.
    const spa = await fetch(`${t.url}/shop/account`);
    expect(await spa.clone().text()).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>Resham Silks</title></head><body><div id="root"></div></body></html>',
    );
    expect(spa.headers.get('content-security-policy')).toContain("default-src 'self'");
    const asset = await fetch(`${t.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${t.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/favicon-missing.png`)).status).toBe(404);
  });

  it('gives the renderer PUBLIC_URL as the origin whatever Host the request names', async () => {
    const res = await getWithHost(t.url, `/shop/product/${id}`, 'evil.example');
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain(`<link rel="canonical" href="https://resham.example/shop/product/${id}">`);
  });
});

describeOnPostgres('shareable product page without PUBLIC_URL', (backend) => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, undefined, webRootWith());
    id = await addProduct(t, 'Rani Pink Saree');
  });
  afterAll(() => t.close());

  it('never gives the renderer the request Host as an origin', async () => {
    const res = await getWithHost(t.url, `/shop/product/${id}`, 'evil.example');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<h1>Rani Pink Saree</h1>');
    expect(res.body).not.toContain('evil.example');
    expect(res.body).not.toContain('127.0.0.1');
    expect(res.body).not.toContain('rel="canonical"');
  });
});
