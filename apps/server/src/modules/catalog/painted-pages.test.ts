import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mediaAt,
  mediaSrcSet,
  pagePath,
  TWO_UP_IMAGE_SIZES,
  type Banner,
  type ProductListPageResponse,
} from '@resham/shared';
import { describeEachDatabase, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';
import { uploadOne } from '../../../test/fixtures';

// /shop/home and the plain /shop/listing as the server sends them: the page's top painted as HTML,
// its largest image preloaded, and the API's answer the app needs as a data block.

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Resham Silks</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

function webRoot() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  return root;
}

const FIRST_PAGE = pagePath('/api/shop/products/get?sortBy=price-lowtohigh', 1);
const page = async (t: TestApp, url: string) => {
  const res = await fetch(`${t.url}${url}`);
  expect(res.status).toBe(200);
  return res.text();
};
const api = async <T>(t: TestApp, url: string) => (await (await fetch(`${t.url}${url}`)).json()) as T;
const dataBlock = (html: string, id: string) =>
  new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1];
const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;
const fetchPreload = (url: string) =>
  `<link rel="preload" as="fetch" href="${url.replace(/&/g, '&amp;')}" crossorigin="use-credentials">`;

describeEachDatabase('server-painted home and listing, empty shop', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, undefined, webRoot());
  });
  afterAll(() => t.close());

  it('no banners: the plain app (its own empty state), asking for the banner list with the HTML', async () => {
    const html = await page(t, '/shop/home');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(fetchPreload('/api/common/feature/get'));
    expect(html).not.toContain('resham-banners');
    expect(html).not.toContain('as="image"');
    expect(count(html, /<head>/g)).toBe(1);
  });

  it('no products: the plain listing, asking for its first page with the HTML', async () => {
    const html = await page(t, '/shop/listing');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(fetchPreload(FIRST_PAGE));
    expect(html).not.toContain('resham-listing');
    expect(html).not.toContain('as="image"');
  });
});

describeEachDatabase('server-painted home and listing', (backend) => {
  let t: TestApp;
  let desktop: string;
  let mobile: string;
  const alt = `Festive "Zari" <b>$' & $& co</b>`;
  const title = `Rani <Pink> "Temple" $' $& Saree`;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, undefined, webRoot());
    const { client: admin } = await signInAdmin(t);
    desktop = await uploadOne(admin, '#4a0d1c');
    mobile = await uploadOne(admin, '#861c31');
    expect(
      (await admin.post('/api/common/feature/add', { imageDesktop: desktop, imageMobile: mobile, alt }))
        .status,
    ).toBe(201);
    const second = await uploadOne(admin, '#c9a227');
    await admin.post('/api/common/feature/add', { imageDesktop: second, imageMobile: second });
    await admin.post('/api/common/categories', { name: 'Soft Silk Sarees' });
    const image = await uploadOne(admin, '#a3263d');
    for (const [name, price, images] of [
      [title, 900, [image]],
      ['Gold Tissue Saree', 5000, [image]],
    ] as const) {
      const res = await admin.post('/api/admin/products/add', {
        title: name,
        description: 'Handwoven.',
        category: 'Soft Silk Sarees',
        price,
        totalStock: 3,
        images,
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => t.close());

  describe('/shop/home', () => {
    it('carries the banner list as the API sends it, and paints the first banner with it', async () => {
      const html = await page(t, '/shop/home');
      const answer = await api<{ success: true; data: Banner[] }>(t, '/api/common/feature/get');
      expect(answer.data.map((b) => b.alt)).toEqual([alt, '']);
      const block = dataBlock(html, 'resham-banners');
      expect(block).not.toMatch(/[<>]/);
      expect(JSON.parse(block!)).toEqual(answer);
      // The app asks nothing for the banners: no preload of the call.
      expect(html).not.toContain('as="fetch"');
      expect(count(html, /<head>/g)).toBe(1);
      expect(count(html, /<div id="root">/g)).toBe(1);
      // Painted inside #root: the sr-only h1 and the banner box with the first slide, its alt escaped.
      expect(html).toMatch(
        /<div id="root"><div class="flex min-h-screen flex-col"><div class="flex-1 pt-16"><h1 class="sr-only">Resham Silks: handwoven silk sarees from our boutique in Coimbatore<\/h1><section aria-roledescription="carousel" aria-label="Featured collections" class="relative h-\[600px\] w-full overflow-hidden bg-maroon-900">/,
      );
      expect(html).toContain('aria-label="1 of 2"');
      expect(html).toContain(`alt="Festive &quot;Zari&quot; &lt;b&gt;$&#39; &amp; $&amp; co&lt;/b&gt;"`);
      expect(html).not.toContain('<b>');
    });

    it('preloads the phone file on a phone and the desktop file elsewhere, as the slide asks for them', async () => {
      const html = await page(t, '/shop/home');
      const phone = mediaSrcSet(mobile)!;
      const wide = mediaSrcSet(desktop)!;
      expect(html).toContain(
        `<link rel="preload" as="image" media="(max-width: 768px)" imagesrcset="${phone}" imagesizes="100vw" fetchpriority="high">`,
      );
      expect(html).toContain(
        `<link rel="preload" as="image" media="not all and (max-width: 768px)" href="${mediaAt(desktop, 1600)}" imagesrcset="${wide}" imagesizes="100vw" fetchpriority="high">`,
      );
      expect(count(html, /as="image"/g)).toBe(2);
      // The slide's <source> and <img> name the same files with the same sizes.
      expect(html).toContain(
        `<source media="(max-width: 768px)" srcset="${phone}" sizes="100vw" width="768" height="600">`,
      );
      expect(html).toContain(`<img src="${mediaAt(desktop, 1600)}" srcset="${wide}" sizes="100vw"`);
      // Every preloaded file exists.
      for (const url of [...phone.split(', '), ...wide.split(', ')].map((s) => s.split(' ')[0]!))
        expect((await fetch(`${t.url}${url}`)).status).toBe(200);
    });
  });

  describe('/shop/listing', () => {
    it('carries the first page as the API sends it, preloads and paints the first card’s image', async () => {
      const html = await page(t, '/shop/listing');
      const answer = await api<ProductListPageResponse>(t, FIRST_PAGE);
      expect(answer.data.map((p) => p.title)).toEqual([title, 'Gold Tissue Saree']);
      const block = dataBlock(html, 'resham-listing');
      expect(block).not.toMatch(/[<>]/);
      expect(JSON.parse(block!)).toEqual(answer);
      expect(html).not.toContain('as="fetch"');
      const image = answer.data[0]!.images[0]!;
      const srcset = mediaSrcSet(image)!;
      expect(html).toContain(
        `<link rel="preload" as="image" href="${mediaAt(image, 800)}" imagesrcset="${srcset}" imagesizes="${TWO_UP_IMAGE_SIZES}" fetchpriority="high">`,
      );
      expect(count(html, /as="image"/g)).toBe(1);
      expect(html).toContain(
        '<h1 id="listing-title" class="text-3xl font-semibold text-maroon-900 md:text-4xl">All Products</h1>',
      );
      expect(html).toContain('<span>2 Products</span>');
      expect(html).toContain(
        `<img src="${mediaAt(image, 800)}" srcset="${srcset}" sizes="${TWO_UP_IMAGE_SIZES}" width="600" height="800" alt="Rani &lt;Pink&gt; &quot;Temple&quot; $&#39; $&amp; Saree" loading="eager" fetchpriority="high"`,
      );
      expect(html).not.toContain('<Pink>');
      expect(count(html, /<img /g)).toBe(1);
      expect(count(html, /<div id="root">/g)).toBe(1);
    });

    it('a listing with anything in its address is the plain app, without the first page', async () => {
      for (const url of ['/shop/listing?category=Soft+Silk+Sarees', '/shop/listing?page=2']) {
        const html = await page(t, url);
        expect(html).toContain('<div id="root"></div>');
        expect(html).not.toContain('resham-listing');
        expect(html).not.toContain('rel="preload"');
      }
    });
  });
});
