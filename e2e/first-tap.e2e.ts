// Issue 25, points 2 and 4–6, at 375 and 1280 px: a guest's cart survives signing up and in (issue 34;
// returnTo in the sign-in page's address, checked by the server and the page); the
// auth pages' header, way back and Show password; sign-up signs in (issue 34); logging out goes
// home; the drawer's 'Total (incl. GST)' and the orders' 'Subtotal (before GST)'; All Products and the
// footer's Products forget the remembered category; the product page's first screen on a phone, card
// titles on three lines, focus back on the card after Escape; no Invoice button before payment.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { MESSAGES, STOREFRONT_MESSAGES, type Product } from '@resham/shared';
import {
  baseUrl,
  expectAccessible,
  fetchProducts,
  newPage,
  pathname,
  registerViaApi,
  settle,
  shot,
  signInViaApi,
  uniqueEmail,
  watchErrors,
  type ViewportName,
} from './support/browser';
import { expect, test } from './support/test';

const BOTH: ViewportName[] = ['mobile', 'desktop'];
const enc = encodeURIComponent;

let browser: Browser;
let products: Product[];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  products = await fetchProducts();
});

/** A fresh page; fails the test on page errors, console errors and 5xx. */
async function withPage(viewport: ViewportName, run: (page: Page, context: BrowserContext) => Promise<void>) {
  const { context, page } = await newPage(browser, viewport, viewport === 'mobile' ? { hasTouch: true } : {});
  const problems = watchErrors(page);
  try {
    await run(page, context);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

const toast = (page: Page, title: string) =>
  page.locator('li[data-state="open"]').filter({ hasText: title }).first();
const cardOf = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const params = (page: Page) => new URL(page.url()).searchParams;
const inStock = () => products.find((p) => p.totalStock >= 10)!;

async function signOut(page: Page, viewport: ViewportName, userName: string) {
  if (viewport === 'desktop') {
    await page.getByRole('button', { name: `Account menu for ${userName}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  }
  await toast(page, MESSAGES.auth.loggedOut).waitFor();
}

/** The drawer's Checkout, tapped by a guest: the guest checkout, whose Sign in keeps the way back. */
async function checkOutAsGuest(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, / })
    .click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/shop/checkout');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
}

/** The bottom of an element, measured from the top of the page. */
const bottomOf = (locator: Locator) =>
  locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);

for (const viewport of BOTH)
  test.describe(`a guest who taps Add to cart (${viewport})`, () => {
    test('adds as a guest, signs up from checkout and is back at checkout, signed in at once', async () => {
      await withPage(viewport, async (page) => {
        const saree = inStock();
        const here = `/shop/product/${saree._id}`;
        await page.goto(here);
        await settle(page);
        await page
          .getByRole('main')
          .getByRole('button', { name: /^Add to cart/ })
          .click();
        // Issue 34: a guest's cart is her own; she stays on the product.
        await toast(page, MESSAGES.toast.addedToCart).waitFor();
        expect(pathname(page)).toBe(here);
        await page
          .getByRole('banner')
          .getByText('Cart, 1 item', { exact: true })
          .waitFor({ state: 'attached' });
        // The checkout offers to sign in, and brings her back there.
        await checkOutAsGuest(page);
        expect(params(page).get('returnTo')).toBe('/shop/checkout');
        await settle(page);

        // The shop's header: the logo leads home, 'Back' to the checkout.
        const header = page.getByRole('banner');
        expect(await header.getByRole('link', { name: 'Resham home' }).getAttribute('href')).toBe(
          '/shop/home',
        );
        expect(await header.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/shop/checkout');
        await shot(page, 'first-tap-sign-in');
        await expectAccessible(page);

        // Sign-up keeps the way back, and shows the password on request.
        await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
        await page.waitForURL((url) => url.pathname === '/auth/register');
        expect(params(page).get('returnTo')).toBe('/shop/checkout');
        const email = uniqueEmail('kavitha');
        const password = 'arani silk 42';
        await page.getByLabel('User Name').fill('Kavitha Raman');
        await page.getByLabel('Email').fill(email);
        const field = page.getByLabel('Password');
        await field.fill(password);
        expect(await field.getAttribute('type')).toBe('password');
        const toggle = page.getByRole('button', { name: 'Show password' });
        await toggle.click();
        expect(await field.getAttribute('type')).toBe('text');
        expect(await toggle.getAttribute('aria-pressed')).toBe('true');
        expect(await field.inputValue()).toBe(password);
        await shot(page, 'first-tap-register-password-shown');
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Sign Up' }).click();

        // Issue 34: no second typing of her password. Back at the checkout, her guest cart now her
        // account's.
        await page.waitForURL((url) => url.pathname === '/shop/checkout');
        await page
          .getByRole('main')
          .getByRole('button', { name: `Increase quantity of ${saree.title}` })
          .waitFor();
        await page
          .getByRole('banner')
          .getByText('Cart, 1 item', { exact: true })
          .waitFor({ state: 'attached' });
        await shot(page, 'first-tap-back-at-checkout');

        // The drawer's figure includes GST, and says so.
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Cart, / })
          .click();
        const drawer = page.getByRole('dialog', { name: 'Your Cart' });
        await drawer.getByText('Total (incl. GST)', { exact: true }).waitFor();
        expect(await drawer.getByText('Subtotal', { exact: true }).count()).toBe(0);
        await shot(page, 'first-tap-cart-total');
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });

        // Logging out lands on the home page.
        await signOut(page, viewport, 'Kavitha Raman');
        await expect.poll(() => pathname(page)).toBe('/shop/home');
      });
    });

    test('adds from a category listing as a guest, signs in at checkout and finds it in her cart there', async () => {
      await withPage(viewport, async (page) => {
        const account = await registerViaApi('Revathi Menon');
        const saree = inStock();
        const listing = `/shop/listing?category=${saree.category.replaceAll(' ', '+')}`;
        await page.goto(listing);
        await settle(page);
        await cardOf(page, saree.title)
          .getByRole('button', { name: /^Add to cart/ })
          .click();
        await toast(page, MESSAGES.toast.addedToCart).waitFor();
        await checkOutAsGuest(page);
        expect(params(page).get('returnTo')).toBe('/shop/checkout');
        await settle(page);
        await page.getByLabel('Email').fill(account.email);
        await page.getByLabel('Password').fill(account.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL((url) => url.pathname === '/shop/checkout');
        // Signed in: her saved-address checkout, with the saree her guest cart held.
        await page
          .getByRole('main')
          .getByRole('button', { name: `Increase quantity of ${saree.title}` })
          .waitFor();
        await page.getByRole('heading', { name: MESSAGES.checkout.selectAddress }).waitFor();
        await shot(page, 'first-tap-signed-in-at-checkout');
      });
    });

    test('never follows a way back that leaves the shop (the server drops it; the page checks again)', async () => {
      await withPage(viewport, async (page, context) => {
        const saree = inStock();
        // The server answers a hostile returnTo with the page without it.
        for (const hostile of [
          '//evil.example',
          '/\\evil.example',
          'https://evil.example',
          '/%2F%2Fevil.example',
        ]) {
          await page.goto(`/auth/login?returnTo=${enc(hostile)}&add=${saree._id}`);
          expect(`${pathname(page)}${new URL(page.url()).search}`, hostile).toBe('/auth/login');
        }
        // Were the server not to (a proxy's cache, an old process), the page ignores it too.
        await page.route(/\/auth\/login\?/, async (route) =>
          route.fulfill({ response: await route.fetch({ url: new URL('/auth/login', page.url()).href }) }),
        );
        await page.goto(`/auth/login?returnTo=${enc('/\\evil.example')}&add=${saree._id}`);
        await settle(page);
        expect(params(page).get('returnTo')).toBe('/\\evil.example');
        expect(
          await page.getByRole('banner').getByRole('link', { name: 'Back to the shop' }).getAttribute('href'),
        ).toBe('/shop/home');
        const account = await registerViaApi('Nila Prakash');
        await page.getByLabel('Email').fill(account.email);
        await page.getByLabel('Password').fill(account.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL((url) => url.pathname === '/shop/home');
        expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
        // And nothing was added on the way.
        const me = (await (await context.request.get('/api/auth/check-auth')).json()) as {
          user: { id: string };
        };
        const cart = await context.request.get(`/api/shop/cart/get/${me.user.id}`);
        expect(((await cart.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
      });
    });
  });

for (const viewport of BOTH)
  test.describe(`All Products means all of them (${viewport})`, () => {
    test('the menu’s All Products and the footer’s Products clear the remembered category', async () => {
      await withPage(viewport, async (page) => {
        const category = inStock().category;
        const inCategory = products.filter((p) => p.category === category).length;
        expect(inCategory).toBeLessThan(products.length);
        const all = page.getByText(STOREFRONT_MESSAGES.productCount(products.length), { exact: true });
        const remember = async () => {
          await page.goto(`/shop/listing?category=${category.replaceAll(' ', '+')}`);
          await settle(page);
          await page.getByText(STOREFRONT_MESSAGES.productCount(inCategory), { exact: true }).waitFor();
        };

        // The listing remembers the category: entering it without one brings it back.
        await remember();
        await page.goto('/shop/home');
        await settle(page);
        await page.getByRole('banner').getByRole('link', { name: 'Resham home' }).waitFor();
        await page.goto('/shop/listing');
        await settle(page);
        await page.waitForURL((url) => url.searchParams.get('category') === category);

        // The menu's All Products.
        await page.goto('/shop/home');
        await settle(page);
        if (viewport === 'desktop') {
          await page.getByRole('banner').getByRole('button', { name: 'Products' }).click();
          await page.getByRole('menuitem', { name: 'All Products' }).click();
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page
            .getByRole('dialog', { name: 'Menu' })
            .getByRole('link', { name: 'All Products' })
            .click();
        }
        await page.waitForURL((url) => url.pathname === '/shop/listing');
        await all.waitFor();
        await page.waitForTimeout(500);
        expect(new URL(page.url()).search).toBe('');
        await shot(page, 'first-tap-all-products');

        // The footer's Products.
        await remember();
        await page.goto('/shop/home');
        await settle(page);
        const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Products', exact: true });
        await footerLink.scrollIntoViewIfNeeded();
        await footerLink.click();
        await page.waitForURL((url) => url.pathname === '/shop/listing');
        await all.waitFor();
        await page.waitForTimeout(500);
        expect(new URL(page.url()).search).toBe('');
      });
    });
  });

for (const viewport of BOTH)
  test.describe(`the product page and cards (${viewport})`, () => {
    test('puts title, price and Add to cart on the first 800 px; cards wrap titles to three lines; Escape returns to the card', async () => {
      await withPage(viewport, async (page) => {
        // The longest title in stock: the worst case for the first screen.
        const saree = products
          .filter((p) => p.totalStock > 0)
          .sort((a, b) => b.title.length - a.title.length)[0]!;
        await page.goto(`/shop/product/${saree._id}`);
        await settle(page);
        const main = page.getByRole('main');
        const title = main.getByRole('heading', { level: 1, name: saree.title });
        const price = main.getByText('Inclusive of all taxes');
        const add = main.getByRole('button', { name: /^Add to cart/ });
        const bottoms = [await bottomOf(title), await bottomOf(price), await bottomOf(add)];
        console.log(
          `[${viewport}] product page: title, price, Add to cart end at ${bottoms.map(Math.round).join(', ')} px`,
        );
        for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(800);
        await shot(page, 'first-tap-product-first-screen');

        // Cards: the title wraps to at most three lines; its link is named by the whole title.
        await page.goto('/shop/listing?page=1');
        await settle(page);
        const heading = page.locator('article h3').first();
        const clamp = await heading.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            lines: style.webkitLineClamp,
            height: el.getBoundingClientRect().height,
            line: parseFloat(style.lineHeight),
          };
        });
        expect(clamp.lines).toBe('3');
        expect(clamp.height).toBeLessThanOrEqual(clamp.line * 3 + 1);
        const link = heading.getByRole('link');
        expect(await link.getAttribute('title')).toBe(await link.textContent());

        // Escape on the product dialog gives focus back to the card's link.
        const name = (await link.textContent())!;
        await link.click();
        const dialog = page.getByRole('dialog', { name });
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect
          .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent))
          .toBe(name);
        expect(await page.evaluate(() => document.activeElement?.closest('article') !== null)).toBe(true);
        await shot(page, 'first-tap-card-focus-back');
      });
    });
  });

for (const viewport of BOTH)
  test.describe(`an order not yet paid (${viewport})`, () => {
    test('has Pay now but no Invoice, and its details say Subtotal (before GST)', async () => {
      await withPage(viewport, async (page, context) => {
        const account = await registerViaApi('Lalitha Subramanian');
        const { user } = await signInViaApi(context, account.email, account.password);
        const post = async (path: string, data: object) => {
          const res = await context.request.post(path, { data });
          expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
          return (await res.json()) as Record<string, any>;
        };
        await post('/api/shop/cart/add', { userId: user.id, productId: inStock()._id, quantity: 1 });
        const address = await post('/api/shop/address/add', {
          userId: user.id,
          address: '4 Luz Church Road, Mylapore',
          country: 'India',
          state: 'Tamil Nadu',
          city: 'Chennai',
          pincode: '600004',
          phone: '9840012345',
          isGift: false,
        });
        await post('/api/shop/order/create', { userId: user.id, addressId: address.data._id });

        await page.goto('/shop/account');
        await settle(page);
        const orders =
          viewport === 'mobile'
            ? page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first()
            : page.getByRole('table').getByRole('row').nth(1);
        await orders.getByRole('link', { name: 'Pay now' }).waitFor();
        expect(await orders.getByRole('button', { name: 'Invoice' }).count()).toBe(0);
        await orders.getByRole('button', { name: 'View Details' }).click();
        const details = page.getByRole('dialog', { name: 'Order Details' });
        await details.getByText('Subtotal (before GST)', { exact: true }).waitFor();
        expect(await details.getByRole('button', { name: 'Download Invoice' }).count()).toBe(0);
        await shot(page, 'first-tap-unpaid-order-details');
        await expectAccessible(page);
      });
    });
  });

// Issue 35: on a slow phone a tap on Add to cart made before the page's JavaScript has run is not lost.
// The app's entry script is held back, so what the shopper taps is the server's HTML alone.
test.describe('a tap on Add to cart before the page has hydrated (mobile)', () => {
  /** Opens `here` with the app's entry script held until `release` is called. */
  async function openUnhydrated(page: Page, here: string) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Not even DOMContentLoaded comes: it waits for the held module script.
    await page.goto(here, { waitUntil: 'commit' });
    return release;
  }
  const addButton = (page: Page, title: string) =>
    page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart/ })
      .filter({ hasText: title });

  test('adds the saree for a signed-in shopper and keeps her on the listing', async () => {
    await withPage('mobile', async (page, context) => {
      const account = await registerViaApi('Meena Sundaram');
      const { user } = await signInViaApi(context, account.email, account.password);
      const saree = inStock();
      const here = `/shop/listing?page=1`;
      const release = await openUnhydrated(page, here);
      const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/shop/cart/add');
      await addButton(page, saree.title).first().tap();
      // The form's answer brings her back to the same listing, with the saree in her cart.
      expect((await posted).status()).toBe(303);
      await page.waitForURL((url) => url.pathname === '/shop/listing' && url.search === '?page=1', {
        waitUntil: 'commit',
      });
      release();
      const cart = await (await context.request.get(`/api/shop/cart/get/${user.id}`)).json();
      expect(cart.data.items).toEqual([expect.objectContaining({ productId: saree._id, quantity: 1 })]);
      await settle(page);
      await page
        .getByRole('banner')
        .getByText('Cart, 1 item', { exact: true })
        .waitFor({ state: 'attached' });
      await shot(page, 'early-tap-back-on-listing');
    });
  });

  test("adds the saree to a guest's own cart, as the hydrated button does", async () => {
    await withPage('mobile', async (page, context) => {
      const saree = inStock();
      const here = `/shop/product/${saree._id}`;
      const release = await openUnhydrated(page, here);
      await addButton(page, saree.title).tap();
      await page.waitForURL((url) => url.pathname === here, { waitUntil: 'commit' });
      release();
      await settle(page);
      await page
        .getByRole('banner')
        .getByText('Cart, 1 item', { exact: true })
        .waitFor({ state: 'attached' });
      const cart = await (await context.request.get('/api/shop/cart/get/guest')).json();
      expect(cart.data.items).toEqual([expect.objectContaining({ productId: saree._id, quantity: 1 })]);
    });
  });
});
