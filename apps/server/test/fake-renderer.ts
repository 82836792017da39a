import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the web app's server build (apps/web/dist/.ssr/entry-server.js, which E2E tests
 * against the real components): a product page renders the product's title from the API, the home
 * page and the listing each product's title, price and 'Out Of Stock' at 0, and a counter counts the
 * renders; a product page's canonical link names the origin the server configured it with. Server
 * tests see what the server does with the documents (the cache, the status, compression, the shell)
 * without building the web app; apps/web's tests and E2E check the real documents.
 */
const FAKE_RENDERER = `
let api;
let origin;
globalThis.__fakeRenders = 0;
export const configure = (settings) => {
  api = settings.apiFetch;
  origin = settings.origin;
  if (!settings.manifest['index.html']) throw new Error('no manifest');
};
const esc = (s) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const doc = (head, root) =>
  Buffer.from('<!DOCTYPE html><html lang="en"><head>' + head + '</head><body><div id="root">' + root + '</div></body></html>');
const SHOP_TITLE = '<title>Resham Silks</title>';
const productId = (pathname) => /^\\/shop\\/product\\/([^/]+)$/.exec(pathname)?.[1];
export async function storefrontPage(pathname, search) {
  const id = productId(pathname);
  if (id) return { key: 'product ' + id };
  if (pathname === '/shop/home') return { key: 'home' };
  if (pathname === '/shop/listing') return { key: 'listing ' + search };
  return null;
}
export const renderShell = async () => doc(SHOP_TITLE, '');
export async function renderPage(url) {
  const { pathname, search } = new URL(url, 'http://localhost');
  globalThis.__fakeRenders++;
  const id = productId(pathname);
  if (!id) {
    const res = await api('/api/shop/products/get' + (pathname === '/shop/listing' ? search : ''));
    const cards = (await res.json()).data
      .map((p) => esc(p.title) + ' ₹' + p.price + (p.totalStock > 0 ? '' : ' (Out Of Stock)'))
      .join(', ');
    return { status: 200, html: doc(SHOP_TITLE, '<main><p>' + cards + '</p></main>') };
  }
  const res = await api('/api/shop/products/get/' + id);
  if (!res.ok) return { status: 404, html: doc(SHOP_TITLE, '<main><h1>Not found</h1></main>') };
  const product = (await res.json()).data;
  const canonical = origin ? '<link rel="canonical" href="' + origin + '/shop/product/' + id + '">' : '';
  return { status: 200, html: doc('<title>' + esc(product.title) + '</title>' + canonical, '<main><h1>' + esc(product.title) + '</h1></main>') };
}
`;

/** How many pages the fake renderer has rendered in this process. */
export const fakeRenders = () => (globalThis as { __fakeRenders?: number }).__fakeRenders ?? 0;

/** A built web app's folder: an index.html, one hashed asset, Vite's manifest and the fake renderer. */
export function webRootWith() {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.mkdirSync(path.join(webRoot, '.ssr'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Resham</title>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, '.ssr', 'entry-server.js'), FAKE_RENDERER);
  fs.mkdirSync(path.join(webRoot, '.vite'));
  const manifest = { 'index.html': { file: 'assets/app-abc123.js', isEntry: true } };
  fs.writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return webRoot;
}
