import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { GUEST_CART_HINT_COOKIE } from '@resham/shared';
import { GUEST_CART_COOKIE } from './guest-carts';

// The server-rendered Add to cart's form (a tap before the page hydrated), as a browser posts it.
describeOnPostgres('Add to cart form (POST /shop/cart/add)', (backend) => {
  let t: TestApp;
  let saree: string;
  let soldOut: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Peacock Blue Kanchipuram', price: 20000, totalStock: 3 },
      { title: 'Sold Out Organza', price: 5000, totalStock: 0 },
    ]);
    [saree, soldOut] = seeded.ids as [string, string];
  });
  afterAll(() => t.close());

  /** A form post as the browser sends it: form-encoded, same-origin, the redirect not followed. */
  const postForm = (
    client: Client | null,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${t.url}/shop/cart/add`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: t.url,
        ...(client?.cookie ? { cookie: client.cookie } : {}),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  const cartOf = async (client: Client, userId: string) =>
    (await client.get(`/api/shop/cart/get/${userId}`)).body.data.items as {
      productId: string;
      quantity: number;
    }[];

  it('adds one for a signed-in shopper and sends her back to the page she was on', async () => {
    const { client, user } = await signUpCustomer(t);
    const back = '/shop/listing?category=Sarees&page=2';
    const first = await postForm(client, { productId: saree, returnTo: back });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(back);
    // A page whose address has Tamil in it comes back percent-encoded, as a Location header must be.
    const tamil = await postForm(client, { productId: saree.toUpperCase(), returnTo: '/shop/search/பட்டு' });
    expect(tamil.headers.get('location')).toBe(`/shop/search/${encodeURIComponent('பட்டு')}`);
    expect(await cartOf(client, user.id)).toEqual([
      expect.objectContaining({ productId: saree, quantity: 2 }),
    ]);
  });

  it("adds one to a guest's own cart (the cart API's cookie) and sends her back", async () => {
    const back = `/shop/product/${saree}`;
    const first = await postForm(null, { productId: saree, returnTo: back });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(back);
    const set = first.headers.getSetCookie();
    expect(set.find((c) => c.startsWith(`${GUEST_CART_COOKIE}=`))).toMatch(/HttpOnly/i);
    expect(set.find((c) => c.startsWith(`${GUEST_CART_HINT_COOKIE}=1`))).toBeDefined();
    const cookie = set.map((c) => c.split(';')[0]).join('; ');
    // Her next tap adds to the same cart, which the app then reads.
    await postForm(null, { productId: saree, returnTo: back }, { cookie });
    const cart = await fetch(`${t.url}/api/shop/cart/get/guest`, { headers: { cookie } });
    const { data } = (await cart.json()) as { data: { items: { productId: string; quantity: number }[] } };
    expect(data.items).toEqual([expect.objectContaining({ productId: saree, quantity: 2 })]);
  });

  it('never sends anyone off the shop: a foreign or malformed way back becomes the listing', async () => {
    const { client } = await signUpCustomer(t);
    for (const returnTo of [
      'https://evil.example/x',
      '//evil.example',
      '/admin/orders',
      '/shop/../admin',
      '',
    ]) {
      const res = await postForm(client, { productId: saree, returnTo });
      expect(res.headers.get('location')).toBe('/shop/listing');
    }
    const guest = await postForm(null, { productId: saree, returnTo: '//evil.example' });
    expect(guest.headers.get('location')).toBe('/shop/listing');
  });

  it('leaves the cart as it was for a sold-out or unknown saree, and sends her back', async () => {
    const { client, user } = await signUpCustomer(t);
    for (const productId of [soldOut, '00000000-0000-4000-8000-000000000000']) {
      const res = await postForm(client, { productId, returnTo: '/shop/listing' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/shop/listing');
    }
    expect(await cartOf(client, user.id)).toEqual([]);
  });

  it('answers hostile posts with a 4xx, never a 500', async () => {
    const { client } = await signUpCustomer(t);
    const bad = [
      await postForm(client, { productId: 'not-an-id' }),
      await postForm(client, { productId: `${saree}\u0000` }),
      await postForm(client, { returnTo: '/shop/listing' }),
      await postForm(client, { productId: saree, returnTo: 'x'.repeat(5000) }),
    ];
    for (const res of bad) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    // Half a surrogate pair arrives as U+FFFD: a harmless page name, sent back encoded.
    const surrogate = await postForm(client, { productId: saree, returnTo: '/shop/\ud800' });
    expect(surrogate.status).toBe(303);
    expect(surrogate.headers.get('location')).toBe('/shop/%EF%BF%BD');
  });

  it('refuses a post from another site, and the API routes still take JSON alone', async () => {
    const { client, user } = await signUpCustomer(t);
    const crossSite = await postForm(client, { productId: saree }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const formToApi = await fetch(`${t.url}/api/shop/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: client.cookie },
      body: new URLSearchParams({ userId: user.id, productId: saree }).toString(),
    });
    expect(formToApi.status).toBe(415);
    expect(await cartOf(client, user.id)).toEqual([]);
  });
});
