import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';
import { uploadOne } from '../../../test/fixtures';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Resham Silks</title><meta name="description" content="Handwoven silk sarees"></head><body><div id="root"></div></body></html>`;

describeEachDatabase('shareable product page', (backend) => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-web-'));
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await startTestApp(backend, { PUBLIC_URL: 'https://resham.example' }, undefined, webRoot);
    const { client: admin } = await signInAdmin(t);
    const image = await uploadOne(admin);
    await admin.post('/api/common/categories', { name: 'Kanchipuram Silk Sarees' });
    const res = await admin.post('/api/admin/products/add', {
      title: 'Temple Border "Bridal" <Silk>',
      description: 'Gold zari </script><script>alert(1)</script> on crimson.',
      category: 'Kanchipuram Silk Sarees',
      price: 20000,
      salePrice: 18000,
      totalStock: 4,
      images: [image],
    });
    id = res.body.data._id;
  });
  afterAll(() => t.close());

  it('puts the product into <title>, Open Graph and JSON-LD, escaped', async () => {
    const res = await fetch(`${t.url}/shop/product/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>Temple Border &quot;Bridal&quot; &lt;Silk&gt; | Resham Silks</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Temple Border &quot;Bridal&quot; &lt;Silk&gt;">',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/resham\.example\/media\/[a-f0-9]{32}-800\.webp">/,
    );
    expect(html).toContain(`<link rel="canonical" href="https://resham.example/shop/product/${id}">`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Temple Border "Bridal" <Silk>',
      offers: { priceCurrency: 'INR', price: '18900.00', availability: 'https://schema.org/InStock' },
    });
  });

  it('falls back to the plain app for unknown products, serves assets immutable, 404s missing files', async () => {
    const unknown = await fetch(`${t.url}/shop/product/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('<title>Resham Silks</title>');
    const spa = await fetch(`${t.url}/shop/listing?category=Silk`);
    expect(spa.headers.get('content-type')).toContain('text/html');
    expect(spa.headers.get('content-security-policy')).toContain("default-src 'self'");
    const asset = await fetch(`${t.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${t.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/favicon-missing.png`)).status).toBe(404);
  });
});
