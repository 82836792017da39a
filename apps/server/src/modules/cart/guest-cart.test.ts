import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CART_API_MESSAGES, CATALOG_MESSAGES, GUEST_CART_HINT_COOKIE, MESSAGES } from '@resham/shared';
import { guestCarts, users } from '../../db/schema';
import { BrowserClient } from '../../../test/browser-client';
import { seedProducts } from '../../../test/catalog-fixtures';
import { describeEachDatabase, signUpCustomer, startTestApp, type TestApp } from '../../../test/harness';
import { GUEST_CART_COOKIE } from './guest-carts';

const itemsOf = (body: Record<string, any>) =>
  (body.data.items as { productId: string; quantity: number }[]).map((i) => [i.productId, i.quantity]);

describeEachDatabase('guest cart API (issue 34)', (backend) => {
  let t: TestApp;
  let saree: string;
  let dupatta: string;
  let soldOut: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { RATE_LIMIT_SCALE: '1' });
    const seeded = await seedProducts(t, [
      { title: 'Peacock Blue Kanchipuram', price: 20000, totalStock: 3 },
      { title: 'Gold Tissue Dupatta', price: 2500, totalStock: 10 },
      { title: 'Sold Out Organza', price: 5000, totalStock: 1 },
    ]);
    [saree, dupatta, soldOut] = seeded.ids as [string, string, string];
  });
  afterAll(() => t.close());

  const guest = () => new BrowserClient(t.url);

  it('keeps a cart without a session in an HttpOnly, SameSite=Lax cookie of 30 days', async () => {
    const g = guest();
    const empty = await g.get('/api/shop/cart/get/guest');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ _id: 'guest', userId: 'guest', items: [] });
    const added = await g.post('/api/shop/cart/add', { productId: saree, quantity: 2 });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(MESSAGES.toast.addedToCart);
    expect(added.body.data._id).toBe('guest');
    const set = added.headers.getSetCookie().find((c) => c.startsWith(`${GUEST_CART_COOKIE}=`))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Max-Age=2592000/);
    // Beside it a readable hint, so the app asks for the cart only when there is one.
    const hint = added.headers.getSetCookie().find((c) => c.startsWith(`${GUEST_CART_HINT_COOKIE}=`))!;
    expect(hint).toMatch(/^resham_has_cart=1;.*Max-Age=2592000/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(empty.headers.getSetCookie()).toEqual([]);
    // 256 random bits; only its hash is stored.
    const token = g.jar.get(GUEST_CART_COOKIE)!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await t.database.db.select().from(guestCarts);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);

    await g.post('/api/shop/cart/add', { productId: dupatta });
    const updated = await g.put('/api/shop/cart/update-cart', { productId: dupatta, quantity: 4 });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(MESSAGES.toast.cartUpdated);
    expect(itemsOf((await g.get('/api/shop/cart/get/guest')).body)).toEqual([
      [saree, 2],
      [dupatta, 4],
    ]);
    const removed = await g.delete(`/api/shop/cart/guest/${dupatta}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(MESSAGES.toast.cartDeleted);
    expect(itemsOf(removed.body)).toEqual([[saree, 2]]);
    // The stand-in buyer that holds the lines signs in as nobody.
    const [standIn] = await t.database.db.select().from(users).where(eq(users.guest, true)).limit(1);
    expect(standIn!.email).toMatch(/@guest\.invalid$/);
    expect(standIn!.passwordHash).toBe('');
    const login = await guest().post('/api/auth/login', {
      email: standIn!.email,
      password: 'anything at all',
    });
    expect([400, 401]).toContain(login.status);
  });

  it('reads nothing through a guessed, forged or another shape of cart id', async () => {
    const owner = guest();
    await owner.post('/api/shop/cart/add', { productId: saree });
    const ownerToken = owner.jar.get(GUEST_CART_COOKIE)!;
    for (const forged of [
      randomBytes(32).toString('base64url'),
      ownerToken.slice(0, -1) + (ownerToken.endsWith('A') ? 'B' : 'A'),
      'x',
      `${ownerToken}x`,
      "' or 1=1 --",
    ]) {
      const stranger = guest();
      stranger.jar.set(GUEST_CART_COOKIE, encodeURIComponent(forged));
      stranger.jar.set(GUEST_CART_HINT_COOKIE, '1');
      const read = await stranger.get('/api/shop/cart/get/guest');
      expect(read.status).toBe(200);
      expect(read.body.data.items).toEqual([]);
      // A cookie that names no cart ends, with its hint: the app stops asking.
      expect(stranger.jar.has(GUEST_CART_COOKIE)).toBe(false);
      expect(stranger.jar.has(GUEST_CART_HINT_COOKIE)).toBe(false);
      stranger.jar.set(GUEST_CART_COOKIE, encodeURIComponent(forged));
      const change = await stranger.put('/api/shop/cart/update-cart', { productId: saree, quantity: 1 });
      expect(change.status).toBe(404);
      expect(change.body.message).toBe(CART_API_MESSAGES.notInCart);
      const drop = await stranger.delete(`/api/shop/cart/guest/${saree}`);
      expect(drop.status).toBe(404);
    }
    // An add with a forged id starts a new cart of its own: the owner's is untouched.
    const stranger = guest();
    stranger.jar.set(GUEST_CART_COOKIE, randomBytes(32).toString('base64url'));
    await stranger.post('/api/shop/cart/add', { productId: dupatta });
    expect(stranger.jar.get(GUEST_CART_COOKIE)).not.toBe(ownerToken);
    expect(itemsOf((await owner.get('/api/shop/cart/get/guest')).body)).toEqual([[saree, 1]]);
    // A change that names an account without its session (a session that ended, or a guest trying
    // another's id) is told to sign in, and touches no cart.
    const shopper = await signUpCustomer(t);
    const sneaky = guest();
    const add = await sneaky.post('/api/shop/cart/add', { userId: shopper.user.id, productId: saree });
    expect(add.status).toBe(401);
    expect(add.body.message).toBe(MESSAGES.auth.notSignedIn);
    expect(sneaky.jar.has(GUEST_CART_COOKIE)).toBe(false);
    const set = await owner.put('/api/shop/cart/update-cart', {
      userId: shopper.user.id,
      productId: saree,
      quantity: 2,
    });
    expect(set.status).toBe(401);
    expect(itemsOf((await owner.get('/api/shop/cart/get/guest')).body)).toEqual([[saree, 1]]);
    expect((await shopper.client.get(`/api/shop/cart/get/${shopper.user.id}`)).body.data.items).toEqual([]);
    // What the app sends for a guest: `guest`, or no userId at all.
    const asGuest = await owner.post('/api/shop/cart/add', { userId: 'guest', productId: dupatta });
    expect(asGuest.status).toBe(200);
    expect(itemsOf(asGuest.body)).toEqual([
      [saree, 1],
      [dupatta, 1],
    ]);
    // And a guest reaches no account's cart routes.
    expect((await guest().get(`/api/shop/cart/get/${shopper.user.id}`)).status).toBe(401);
    expect((await guest().delete(`/api/shop/cart/${shopper.user.id}/${saree}`)).status).toBe(401);
  });

  it('answers bad input with 400 and a clear message, stock with the spec message', async () => {
    const g = guest();
    for (const body of [
      { productId: 'not-a-uuid' },
      { productId: saree, quantity: 0 },
      { productId: saree, quantity: 1.5 },
      { productId: saree, quantity: '2' },
      { productId: saree, quantity: 100000 },
      {},
    ]) {
      const res = await g.post('/api/shop/cart/add', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await g.delete('/api/shop/cart/guest/nope')).status).toBe(400);
    const missing = await g.post('/api/shop/cart/add', { productId: '5f0c7a38-1b7e-4d3c-9a38-111111111111' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(CATALOG_MESSAGES.productNotFound);
    expect((await g.post('/api/shop/cart/add', { productId: saree, quantity: 3 })).status).toBe(200);
    const over = await g.post('/api/shop/cart/add', { productId: saree });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(MESSAGES.toast.stockExceeded(3));
  });

  it('merges into the account at sign-in: the larger quantity, capped by stock; the cookie ends', async () => {
    const shopper = await signUpCustomer(t);
    // The account already holds 1 saree and 6 dupattas.
    await shopper.client.post('/api/shop/cart/add', { productId: saree, quantity: 1 });
    await shopper.client.post('/api/shop/cart/add', { productId: dupatta, quantity: 6 });
    const g = guest();
    await g.post('/api/shop/cart/add', { productId: saree, quantity: 3 });
    await g.post('/api/shop/cart/add', { productId: dupatta, quantity: 2 });
    await g.post('/api/shop/cart/add', { productId: soldOut, quantity: 1 });
    // The organza sells out and the saree's stock falls to 2 while she browses.
    const { db } = t.database;
    const { products } = await import('../../db/schema');
    await db.update(products).set({ totalStock: 0 }).where(eq(products.id, soldOut));
    await db.update(products).set({ totalStock: 2 }).where(eq(products.id, saree));
    const oldToken = g.jar.get(GUEST_CART_COOKIE)!;
    const login = await g.post('/api/auth/login', { email: shopper.email, password: shopper.password });
    expect(login.status).toBe(200);
    const cleared = login.headers.getSetCookie().find((c) => c.startsWith(`${GUEST_CART_COOKIE}=`));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(g.jar.has(GUEST_CART_COOKIE)).toBe(false);
    expect(g.jar.has(GUEST_CART_HINT_COOKIE)).toBe(false);
    const cart = await g.get(`/api/shop/cart/get/${shopper.user.id}`);
    expect(itemsOf(cart.body)).toEqual([
      [saree, 2],
      [dupatta, 6],
    ]);
    // The old cookie, replayed, is no cart any more.
    const replay = guest();
    replay.jar.set(GUEST_CART_COOKIE, oldToken);
    expect((await replay.get('/api/shop/cart/get/guest')).body.data.items).toEqual([]);
    await db.update(products).set({ totalStock: 3 }).where(eq(products.id, saree));
    await db.update(products).set({ totalStock: 1 }).where(eq(products.id, soldOut));
  });

  it('merges into a new account at sign-up, which signs in at once', async () => {
    const g = guest();
    await g.post('/api/shop/cart/add', { productId: dupatta, quantity: 3 });
    const email = `new.${Date.now()}@example.com`;
    const reg = await g.post('/api/auth/register', { userName: 'Kavya', email, password: 'kanchi silk 7' });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ success: true, message: MESSAGES.auth.registered });
    expect(g.jar.has('resham_session')).toBe(true);
    expect(g.jar.has(GUEST_CART_COOKIE)).toBe(false);
    const me = await g.get('/api/auth/check-auth');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    expect(itemsOf((await g.get(`/api/shop/cart/get/${me.body.user.id}`)).body)).toEqual([[dupatta, 3]]);
  });

  it('limits new guest carts per client address', async () => {
    const fresh = await startTestApp(backend, { RATE_LIMIT_SCALE: '0.1' });
    try {
      const { ids } = await seedProducts(fresh, [{ title: 'Limit Saree', price: 1000, totalStock: 50 }]);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await new BrowserClient(fresh.url).post('/api/shop/cart/add', { productId: ids[0] });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await fresh.close();
    }
  });
});
