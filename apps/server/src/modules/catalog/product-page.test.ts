import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeRenders, webRootWith } from '../../../test/fake-renderer';
import { describeOnPostgres, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';
import { uploadOne } from '../../../test/fixtures';

/** The web app's own index.html, as Vite copies it into the build (its description spans lines). */
const WEB_INDEX = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8');

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

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Resham Silks</title><meta name="description" content="Handwoven silk sarees"><script type="module" crossorigin src="/assets/index.js"></script><style>body{margin:0}</style></head><body><div id="root"></div></body></html>`;

describeOnPostgres('shareable product page', (backend) => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { PUBLIC_URL: 'https://resham.example' }, undefined, webRootWith(INDEX));
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
    // The page the renderer drew goes in #root, its preloads in <head>, and the API answers it was
    // drawn from in a data block (not a script, nothing in it can close the element) for hydration.
    expect(html).toMatch(
      /<div id="root"><main><h1>Temple Border &quot;Bridal&quot; &lt;Silk&gt;<\/h1><\/main><\/div>/,
    );
    // No paint before the page's data block (after #root) is parsed: never a page cut off mid-card.
    expect(html.indexOf('<link rel="expect" href="#resham-state" blocking="render">')).toBeGreaterThan(0);
    expect(html.indexOf('<link rel="expect"')).toBeLessThan(html.indexOf('<style>'));
    // Before the app's script and stylesheet: the browser asks for the image first.
    expect(html.indexOf('<link rel="preload" as="image"')).toBeGreaterThan(0);
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(
      html.indexOf('<script type="module"'),
    );
    expect(html.indexOf('<script type="module"')).toBeLessThan(html.indexOf('<style>'));
    const data = /<script type="application\/json" id="resham-state">(.*?)<\/script>/s.exec(html);
    expect(data![1]).not.toMatch(/[<>]/);
    const api = (await (await fetch(`${t.url}/api/shop/products/get/${id}`)).json()) as { data: unknown };
    expect(JSON.parse(data![1]!).queries[0].state.data).toEqual(api.data);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Temple Border "Bridal" <Silk>',
      offers: { priceCurrency: 'INR', price: '18900.00', availability: 'https://schema.org/InStock' },
    });
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

  it('answers 404 with the rendered page for unknown products, serves assets immutable, 404s missing files', async () => {
    const unknown = await fetch(`${t.url}/shop/product/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain('<title>Resham Silks</title>');
    expect(unknownHtml).toContain('<h1>Not found</h1>');
    // A page the browser renders (the account) gets the app as it is.
    const spa = await fetch(`${t.url}/shop/account`);
    expect(await spa.clone().text()).toContain('<div id="root"></div>');
    expect(spa.headers.get('content-type')).toContain('text/html');
    expect(spa.headers.get('content-security-policy')).toContain("default-src 'self'");
    const asset = await fetch(`${t.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${t.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/favicon-missing.png`)).status).toBe(404);
  });

  it('uses PUBLIC_URL for canonical, og:url and og:image whatever Host the request names', async () => {
    const res = await getWithHost(t.url, `/shop/product/${id}`, 'evil.example');
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain(`<link rel="canonical" href="https://resham.example/shop/product/${id}">`);
    expect(res.body).toContain(
      `<meta property="og:url" content="https://resham.example/shop/product/${id}">`,
    );
  });
});

describeOnPostgres('shareable product page without PUBLIC_URL', (backend) => {
  let t: TestApp;
  let id: string;
  const title = "Rani Pink $' $` $& $1 $$ $<name> Saree";
  const description = "Zari border $` then $' and $& with $1, $$ and $<x>: all plain text.";
  beforeAll(async () => {
    t = await startTestApp(backend, {}, undefined, webRootWith(WEB_INDEX));
    const { client: admin } = await signInAdmin(t);
    const image = await uploadOne(admin);
    await admin.post('/api/common/categories', { name: 'Soft Silk Sarees' });
    const res = await admin.post('/api/admin/products/add', {
      title,
      description,
      category: 'Soft Silk Sarees',
      price: 9000,
      totalStock: 2,
      images: [image],
    });
    expect(res.status).toBe(201);
    id = res.body.data._id;
  });
  afterAll(() => t.close());

  it('the web app ships exactly one meta description', () => {
    expect(count(WEB_INDEX, /<meta\s[^>]*name="description"/g)).toBe(1);
    const built = path.resolve(import.meta.dirname, '../../../../web/dist/index.html');
    if (fs.existsSync(built)) {
      expect(count(fs.readFileSync(built, 'utf8'), /<meta\s[^>]*name="description"/g)).toBe(1);
    }
  });

  it("keeps $' $` $& $1 in a title or description as text: one <head>, the page's scripts, the title intact", async () => {
    const res = await fetch(`${t.url}/shop/product/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(count(html, /<head>/g)).toBe(1);
    expect(count(html, /<\/head>/g)).toBe(1);
    expect(count(html, /<body>/g)).toBe(1);
    expect(count(html, /<title>/g)).toBe(1);
    // The app's own module script, the product's JSON-LD and its data block, nothing copied.
    expect(count(html, /<script\b/g)).toBe(count(WEB_INDEX, /<script\b/g) + 2);
    expect(count(html, /<div id="root">/g)).toBe(1);
    expect(html).toContain(`<h1>Rani Pink $&#39; $\` $&amp; $1 $$ $&lt;name&gt; Saree</h1>`);
    expect(count(html, /<meta\s[^>]*name="description"/g)).toBe(1);
    expect(html).toContain(
      `<title>Rani Pink $&#39; $\` $&amp; $1 $$ $&lt;name&gt; Saree | Resham Silks</title>`,
    );
    expect(html).toContain(
      `<meta name="description" content="Zari border $\` then $&#39; and $&amp; with $1, $$ and $&lt;x&gt;: all plain text.">`,
    );
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ name: title, description });
  });

  it('never writes the request Host into the page: no canonical or og:url, relative JSON-LD urls', async () => {
    const res = await getWithHost(t.url, `/shop/product/${id}`, 'evil.example');
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).not.toContain('127.0.0.1');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).not.toContain('og:url');
    expect(res.body).not.toContain('og:image');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)![1]!);
    expect(jsonLd.url).toBe(`/shop/product/${id}`);
    expect(jsonLd.image[0]).toMatch(/^\/media\/[a-f0-9]{32}-1600\.webp$/);
  });
});
