import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the web app's server build (apps/web/dist/.ssr/entry-server.js, which E2E tests
 * against the real components): a product page renders the product's title from the API, the home
 * page and the listing each product's title, price and 'Out Of Stock' at 0, and a counter counts the
 * renders, so server tests see what the server adds (head tags, escaping, the state block, the cache,
 * the status) without building the web app.
 */
const FAKE_RENDERER = `
let api;
globalThis.__fakeRenders = 0;
export const setApiFetch = (fetcher) => { api = fetcher; };
const esc = (s) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const productId = (pathname) => /^\\/shop\\/product\\/([^/]+)$/.exec(pathname)?.[1];
export async function storefrontPage(pathname, search) {
  const id = productId(pathname);
  if (id) return { key: 'product ' + id };
  if (pathname === '/shop/home') return { key: 'home' };
  if (pathname === '/shop/listing') return { key: 'listing ' + search };
  return null;
}
export async function renderPage(url) {
  const { pathname, search } = new URL(url, 'http://localhost');
  globalThis.__fakeRenders++;
  const id = productId(pathname);
  if (!id) {
    const res = await api('/api/shop/products/get' + (pathname === '/shop/listing' ? search : ''));
    const cards = (await res.json()).data
      .map((p) => esc(p.title) + ' ₹' + p.price + (p.totalStock > 0 ? '' : ' (Out Of Stock)'))
      .join(', ');
    return { status: 200, head: '', html: ['<main><p>', cards, '</p></main>'], state: { queries: [] } };
  }
  const res = await api('/api/shop/products/get/' + id);
  if (!res.ok) return { status: 404, head: '', html: ['<main><h1>Not found</h1></main>'], state: { queries: [] } };
  const product = (await res.json()).data;
  return {
    status: 200,
    head: '<link rel="preload" as="image" href="' + esc(product.images[0] ?? '') + '"/>',
    html: ['<main><h1>' + esc(product.title) + '</h1></main>'],
    state: { queries: [{ queryKey: ['public', 'products', 'detail', id], state: { data: product } }] },
  };
}
`;

/** How many pages the fake renderer has rendered in this process. */
export const fakeRenders = () => (globalThis as { __fakeRenders?: number }).__fakeRenders ?? 0;

/** A built web app's folder: `index` as its index.html, one hashed asset, and the fake renderer. */
export function webRootWith(index: string) {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.mkdirSync(path.join(webRoot, '.ssr'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), index);
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, '.ssr', 'entry-server.js'), FAKE_RENDERER);
  return webRoot;
}
