import { afterAll, beforeAll, expect, it } from 'vitest';
import { webRootWith } from './fake-renderer';
import { describeOnPostgres, startTestApp, type TestApp } from './harness';

const PRODUCT = '3f2b8c1e-1d2a-4b5c-9d8e-7f6a5b4c3d2e';
const enc = encodeURIComponent;

// Sign-in and sign-up pages carry `returnTo` (where to go back) and `add` (a product to add to the
// cart). The server answers a hostile one with the page without it, so no link of the shop's own
// address can lead off the shop, whatever the browser's code does.
describeOnPostgres('sign-in pages keep only a way back into the shop', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, undefined, webRootWith());
  });
  afterAll(() => t.close());

  const get = (path: string) => fetch(t.url + path, { redirect: 'manual' });

  it('serves a sign-in or sign-up page whose returnTo is a storefront page', async () => {
    for (const path of [
      `/auth/login?returnTo=${enc('/shop/product/42?x=1')}&add=${PRODUCT}`,
      `/auth/register?returnTo=${enc('/shop/listing?category=Dupattas')}`,
      '/auth/login?returnTo=/shop/home',
      '/auth/login',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it.each([
    ['another site', enc('//evil.example')],
    ['another site by backslash', enc('/\\evil.example')],
    ['a scheme', enc('https://evil.example/shop/home')],
    ['javascript', enc('javascript:alert(1)')],
    ['double-encoded slashes', enc('%2F%2Fevil.example')],
    ['encoded slashes inside a shop path', enc('/shop/%2F%2Fevil.example')],
    ['a tab browsers drop', enc('/\t/evil.example')],
    ['dot segments out of the shop', enc('/shop/../admin/dashboard')],
    ['a page outside the storefront', enc('/admin/dashboard')],
    ['a huge value', enc(`/shop/${'a'.repeat(5000)}`)],
  ])('redirects a sign-in page with %s to the page without it', async (_, value) => {
    for (const page of ['/auth/login', '/auth/register']) {
      const res = await get(`${page}?returnTo=${value}&add=${PRODUCT}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(page);
    }
  });

  it('drops a second returnTo, and an add that is not a product id or has no way back', async () => {
    const twice = await get(`/auth/login?returnTo=/shop/home&returnTo=${enc('//evil.example')}`);
    expect(twice.status).toBe(302);
    expect(twice.headers.get('location')).toBe('/auth/login');
    const badAdd = await get(`/auth/login?returnTo=${enc('/shop/home')}&add=${enc('../../api/x')}`);
    expect(badAdd.status).toBe(302);
    expect(badAdd.headers.get('location')).toBe(`/auth/login?returnTo=${enc('/shop/home')}`);
    // A NUL byte anywhere in a request is refused before any route (lib/input-guard).
    expect((await get(`/auth/login?returnTo=${enc('/shop/home\u0000')}`)).status).toBe(400);
    const lonelyAdd = await get(`/auth/login?add=${PRODUCT}`);
    expect(lonelyAdd.status).toBe(302);
    expect(lonelyAdd.headers.get('location')).toBe('/auth/login');
  });

  it('leaves other pages and the API alone', async () => {
    const shop = await get(`/shop/home?returnTo=${enc('//evil.example')}`);
    expect(shop.status).toBe(200);
    const api = await get(`/api/nothing?returnTo=${enc('//evil.example')}`);
    expect(api.status).toBe(404);
  });
});
