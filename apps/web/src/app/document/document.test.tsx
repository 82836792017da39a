// The document the server sends (React's stream of app/document), with a product page's head: what a
// link preview, a search engine and the browser's hydration read.
import { describe, expect, it } from 'vitest';
import type { Product } from '@resham/shared';
import { renderDocument } from '../../entry-server';
import { ProductHead } from '../../features/catalog/components/product-head';
import { assetsFromManifest, Document } from './document';

const assets = assetsFromManifest({
  'index.html': { file: 'assets/index-abc.js', css: ['assets/index-def.css'], imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-123.js' },
});

const product = {
  _id: '0b6f4d2e-5c1a-4d7e-9f3a-2b8c6d4e1f0a',
  title: `Temple Border "Bridal" <Silk> $' $\` $& $1`,
  description: 'Gold zari </script><script>alert(1)</script> on crimson.',
  category: 'Kanchipuram Silk Sarees',
  price: 20000,
  salePrice: 18000,
  totalStock: 4,
  averageReview: 4.5,
  reviewCount: 2,
  images: ['/media/0123456789abcdef0123456789abcdef-800.webp'],
} as unknown as Product;

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

async function productDocument(origin: string | undefined, state: unknown = { queries: [] }) {
  const html = await renderDocument(
    <Document
      assets={assets}
      head={<ProductHead product={product} origin={origin} storeName="Resham Silks" />}
      state={state}
    >
      <main>
        <h1>{product.title}</h1>
      </main>
    </Document>,
  );
  return html.toString('utf8');
}

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe('the rendered document', () => {
  it('is one document: one head, one title and description, the built files, #root, the data block', async () => {
    const html = await productDocument('https://resham.example');
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head>')).toBe(true);
    expect(count(html, /<head>/g)).toBe(1);
    expect(count(html, /<body>/g)).toBe(1);
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /<meta name="description"/g)).toBe(1);
    expect(html).toContain('<script type="module" crossorigin="" src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin="" href="/assets/runtime-123.js"/>');
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/index-def.css"/>');
    expect(html).toMatch(/<body><div id="root"><main><h1>Temple Border/);
    // The data block is read before hydration: in the head, after the stylesheet.
    expect(html.indexOf('id="resham-state"')).toBeGreaterThan(html.indexOf('rel="stylesheet"'));
    expect(html.indexOf('id="resham-state"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes the title, description and sharing tags as text, and JSON-LD nothing can close', async () => {
    const html = await productDocument('https://resham.example', { queries: [{ title: '</script><!--' }] });
    expect(html).toContain(
      `<title>Temple Border &quot;Bridal&quot; &lt;Silk&gt; $&#x27; $\` $&amp; $1 | Resham Silks</title>`,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Temple Border &quot;Bridal&quot; &lt;Silk&gt; $&#x27; $` $&amp; $1"/>',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(count(html, /<\/script>/g)).toBe(count(html, /<script\b/g));
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Product',
      name: product.title,
      description: product.description,
      offers: { priceCurrency: 'INR', price: '18900.00', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    const state = /<script type="application\/json" id="resham-state">(.*?)<\/script>/s.exec(html)![1]!;
    expect(state).not.toMatch(/[<>]/);
    expect(JSON.parse(state)).toEqual({ queries: [{ title: '</script><!--' }] });
  });

  it('with PUBLIC_URL, links the canonical address, og:url and og:image there', async () => {
    const html = await productDocument('https://resham.example');
    const url = `https://resham.example/shop/product/${product._id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain(
      '<meta property="og:image" content="https://resham.example/media/0123456789abcdef0123456789abcdef-800.webp"/>',
    );
  });

  it('without PUBLIC_URL, has no canonical, og:url or og:image, and JSON-LD links relative to the page', async () => {
    const html = await productDocument(undefined);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).not.toContain('og:image');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd.url).toBe(`/shop/product/${product._id}`);
    expect((jsonLd.image as string[])[0]).toBe('/media/0123456789abcdef0123456789abcdef-1600.webp');
  });

  it("has the shop's own title and description when the page names none", async () => {
    const html = (
      await renderDocument(
        <Document assets={assets}>
          <p>Account</p>
        </Document>,
      )
    ).toString('utf8');
    expect(html).toContain('<title>Resham — Silk Sarees from Coimbatore</title>');
    expect(count(html, /<meta name="description"/g)).toBe(1);
    expect(html).not.toContain('resham-state');
  });
});
