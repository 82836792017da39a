// Issue 12 §5, "The owner's screens explain themselves", in a real browser at 1280 and 375 px:
// the disabled "Add Product" button says which field blocks it (an invalid YouTube link), the owner
// picks and orders the home page's featured products (the home page follows; none chosen falls back to
// the newest 8; a deleted product leaves the list), and on a slow connection (400 kbps, 400 ms) the home
// banner shows its tiny inline placeholder at once, before the right-size image arrives.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { CATALOG_MESSAGES, FEATURED_MESSAGES, type Banner, type Product } from '@resham/shared';
import {
  baseUrl,
  expectAccessible,
  fetchProducts,
  settle,
  shot,
  signInViaApi,
  type ViewportName,
} from './support/browser';
import { ADMIN, expect, test } from './support/test';

const VIEWPORTS: ViewportName[] = ['desktop', 'mobile'];
const stamp = Date.now().toString(36);

let browser: Browser;
let dir: string;
let photo: string;

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${url}`);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-owner-e2e-'));
  photo = path.join(dir, 'saree.png');
  fs.writeFileSync(
    photo,
    await sharp({ create: { width: 600, height: 800, channels: 3, background: '#6b1426' } })
      .png()
      .toBuffer(),
  );
});

test.afterAll(async () => {
  // Leave the shop as other specs expect it: no featured products chosen.
  const context = await browser.newContext({ baseURL: baseUrl() });
  await signInViaApi(context, ADMIN.email, ADMIN.password);
  await context.request.put('/api/admin/products/featured', { data: { productIds: [] } });
  await context.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function expectToast(page: Page, title: string) {
  const toast = page.locator('li[data-state="open"]').filter({ hasText: title }).first();
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** The titles in the home page's 'Featured products' grid, in order. */
async function homeFeatured(page: Page): Promise<string[]> {
  await page.goto('/shop/home');
  await settle(page);
  await page.getByRole('heading', { name: 'Featured products' }).scrollIntoViewIfNeeded();
  const grid = page.getByRole('list', { name: 'Featured products' });
  await grid.getByRole('heading', { level: 3 }).first().waitFor();
  return grid.getByRole('heading', { level: 3 }).allInnerTexts();
}

// The products screen itself is scanned whole by the screen matrix (foundation.e2e.ts); here, the
// featured section once it holds products.
const FEATURED_SECTION = 'section[aria-labelledby="featured-heading"]';

test.describe('the disabled Add Product button says why', () => {
  for (const viewport of VIEWPORTS) {
    test(`names the invalid YouTube link (${viewport})`, async ({ sessions }) => {
      const { page } = await sessions.open('admin', viewport);
      const { categories } = await getJson<{ categories: { name: string }[] }>('/api/common/categories');
      await page.goto('/admin/products');
      await settle(page);
      await page.getByRole('button', { name: 'Add New Product' }).click();
      const drawer = page.getByRole('dialog', { name: 'Add New Product' });
      await drawer.waitFor();
      const submit = drawer.getByRole('button', { name: 'Add Product' });
      const why = drawer.getByTestId('submit-blockers');
      /** The button's accessible description: the text its aria-describedby names. */
      const description = () =>
        submit.evaluate((el) =>
          (el.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim(),
        );

      expect(await submit.isDisabled()).toBe(true);
      expect(await why.innerText()).toBe(
        'Add at least one image, add a title, add a description, choose a category, enter what shoppers ' +
          'pay, enter what shoppers pay on sale (0 when not on sale) and enter the total stock to add this product.',
      );
      expect(await description()).toBe(await why.innerText());

      await drawer.getByLabel('Choose product images').setInputFiles(photo);
      await drawer.getByRole('list', { name: 'Product images' }).getByRole('listitem').first().waitFor();
      await drawer.getByLabel('Title', { exact: true }).fill(`E2E Owner Saree ${viewport} ${stamp}`);
      await drawer.getByLabel('Description', { exact: true }).fill('Korvai silk with a temple border.');
      await drawer.getByLabel('Category', { exact: true }).click();
      await page.getByRole('option', { name: categories[0]!.name, exact: true }).click();
      await drawer.getByLabel('Shoppers pay (incl. 5 % GST)', { exact: true }).fill('9450');
      await drawer.getByLabel('Sale: shoppers pay (incl. 5 % GST)', { exact: true }).fill('0');
      await drawer.getByLabel('Total stock', { exact: true }).fill('3');
      const youtube = drawer.getByLabel(/^YouTube link/);
      await youtube.fill('https://vimeo.com/76979871');
      await drawer.getByLabel('Title', { exact: true }).focus();

      // Only the link is wrong: the button says so, and the field says how.
      await expect.poll(() => why.innerText()).toBe('Fix the YouTube link to add this product.');
      expect(await submit.isDisabled()).toBe(true);
      expect(await description()).toBe('Fix the YouTube link to add this product.');
      await drawer.getByText(CATALOG_MESSAGES.youtubeInvalid).waitFor();
      expect(await youtube.getAttribute('aria-invalid')).toBe('true');
      await youtube.scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await shot(page, 'owner-add-product-why-disabled');

      await youtube.fill('https://youtu.be/dQw4w9WgXcQ');
      await expect.poll(() => submit.isDisabled()).toBe(false);
      expect(await why.count()).toBe(0);
      expect(await submit.getAttribute('aria-describedby')).toBeNull();
      if (viewport === 'desktop') {
        await submit.click();
        await expectToast(page, 'Product added');
      }
    });
  }
});

test.describe('featured products', () => {
  test('the owner picks and orders them; the home page follows, drops a deleted one and falls back to the newest', async ({
    sessions,
  }) => {
    const { context, page } = await sessions.open('admin');
    const guest = await sessions.open('guest');
    const newest = await homeFeatured(guest.page);
    expect(newest).toHaveLength(8);

    // Three products that are not among the newest 8, and one made for this test (to delete).
    const all = await fetchProducts();
    const [a, b, c] = all.filter((p) => !newest.includes(p.title)).slice(0, 3) as [Product, Product, Product];
    const doomedTitle = `E2E Short-lived ${stamp}`;
    const made = await context.request.post('/api/admin/products/add', {
      data: {
        title: doomedTitle,
        description: 'Made to be featured, then deleted.',
        category: a.category,
        price: 5000,
        salePrice: 0,
        totalStock: 1,
        images: [a.images[0]],
      },
    });
    expect(made.status()).toBe(201);
    const doomedId = ((await made.json()) as { data: Product }).data._id;

    await page.goto('/admin/products');
    await settle(page);
    const section = page.getByRole('region', { name: 'Featured on the home page' });
    await section.getByText('None chosen: the home page shows the 8 newest products.').waitFor();
    const order = section.getByRole('list', { name: 'Featured products, in order' });
    // Each item reads its place (aria-hidden: the list is ordered) and its title; the buttons are icons.
    const listed = async () =>
      (await order.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

    for (const title of [a.title, b.title, c.title, doomedTitle]) {
      await section.getByLabel('Add a product').fill(title);
      await section.getByRole('button', { name: `Feature ${title}`, exact: true }).click();
      await expectToast(page, FEATURED_MESSAGES.saved);
    }
    await expect.poll(listed).toEqual([`1 ${a.title}`, `2 ${b.title}`, `3 ${c.title}`, `4 ${doomedTitle}`]);
    // C up above B.
    await section.getByRole('button', { name: `Move ${c.title} up` }).click();
    await expectToast(page, FEATURED_MESSAGES.saved);
    await expect.poll(listed).toEqual([`1 ${a.title}`, `2 ${c.title}`, `3 ${b.title}`, `4 ${doomedTitle}`]);
    await expectAccessible(page, { include: FEATURED_SECTION });
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'owner-featured-admin');

    expect(await homeFeatured(guest.page)).toEqual([a.title, c.title, b.title, doomedTitle]);

    // Deleting a product takes it off the home page and the list.
    expect((await context.request.delete(`/api/admin/products/delete/${doomedId}`)).status()).toBe(200);
    expect(await homeFeatured(guest.page)).toEqual([a.title, c.title, b.title]);
    await guest.page.getByRole('list', { name: 'Featured products' }).scrollIntoViewIfNeeded();
    await shot(guest.page, 'owner-featured-home');
    await page.reload();
    await settle(page);
    await expect.poll(listed).toEqual([`1 ${a.title}`, `2 ${c.title}`, `3 ${b.title}`]);

    // Removing them all: back to the newest 8.
    for (const title of [a.title, c.title]) {
      await section.getByRole('button', { name: `Remove ${title} from the home page` }).click();
      await expectToast(page, FEATURED_MESSAGES.saved);
    }
    await section.getByRole('button', { name: `Remove ${b.title} from the home page` }).click();
    await expectToast(page, FEATURED_MESSAGES.cleared);
    const fallback = await homeFeatured(guest.page);
    expect(fallback).toHaveLength(8);
    expect(fallback).not.toContain(doomedTitle);
  });

  test('shows the featured section at 375 px', async ({ sessions }) => {
    const { context, page } = await sessions.open('admin', 'mobile');
    const all = await fetchProducts();
    const ids = all.slice(0, 3).map((p) => p._id);
    expect(
      (await context.request.put('/api/admin/products/featured', { data: { productIds: ids } })).ok(),
    ).toBe(true);
    await page.goto('/admin/products');
    await settle(page);
    const section = page.getByRole('region', { name: 'Featured on the home page' });
    await section
      .getByRole('list', { name: 'Featured products, in order' })
      .getByRole('listitem')
      .nth(2)
      .waitFor();
    // Long titles are cut short with an ellipsis; nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(
      await section.getByRole('button', { name: `Remove ${all[2]!.title} from the home page` }).isVisible(),
    ).toBe(true);
    await expectAccessible(page, { include: FEATURED_SECTION });
    await shot(page, 'owner-featured-admin');
    // A shopper's phone shows those three, in that order.
    const guest = await sessions.open('guest', 'mobile');
    expect(await homeFeatured(guest.page)).toEqual(all.slice(0, 3).map((p) => p.title));
    await guest.page.getByRole('list', { name: 'Featured products' }).scrollIntoViewIfNeeded();
    await shot(guest.page, 'owner-featured-home');
    await context.request.put('/api/admin/products/featured', { data: { productIds: [] } });
  });
});

test.describe('the home banner on a slow connection', () => {
  for (const viewport of VIEWPORTS) {
    test(`shows its inline placeholder at once, then the right-size image (${viewport})`, async ({
      sessions,
    }) => {
      const { context, page } = await sessions.open('guest', viewport);
      const banners = (await getJson<{ data: Banner[] }>('/api/common/feature/get')).data;
      expect(banners.length).toBeGreaterThan(0);
      const first = banners[0]!;
      const expected = viewport === 'mobile' ? first.placeholderMobile : first.placeholderDesktop;
      expect(expected).toMatch(/^data:image\/webp;base64,/);

      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 400,
        downloadThroughput: (400 * 1000) / 8,
        uploadThroughput: (400 * 1000) / 8,
      });
      // The page (its HTML, rendered by the server) names the banner's image at once, so on a fast
      // machine it can arrive with the stylesheet: hold the images back until the placeholder is seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/media/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/shop/home', { waitUntil: 'commit' });

      const slide = page.locator('[aria-roledescription="slide"]').first();
      const placeholder = slide.locator('img[data-banner-placeholder]');
      await placeholder.waitFor({ timeout: 60_000 });
      // Nothing is drawn before the stylesheet is in (it blocks rendering): measure from then on.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
            (link) => link.sheet,
          ),
        undefined,
        { timeout: 60_000 },
      );
      // The placeholder is decoded and on screen while the banner image is not there yet.
      const state = () =>
        slide.evaluate((el) => {
          const stand = el.querySelector<HTMLImageElement>('img[data-banner-placeholder]')!;
          const real = el.querySelector<HTMLImageElement>('picture img')!;
          const box = stand.getBoundingClientRect();
          return {
            // The file shown (on a phone the <picture>'s phone source, not `src`).
            src: stand.currentSrc,
            decoded: stand.complete && stand.naturalWidth > 0,
            naturalWidth: stand.naturalWidth,
            covers: box.width >= window.innerWidth - 1 && box.height >= 599,
            realLoaded: real.complete && real.naturalWidth > 0,
            fetchPriority: real.getAttribute('fetchpriority'),
          };
        });
      await expect.poll(state).toMatchObject({
        src: expected,
        decoded: true,
        naturalWidth: 24,
        covers: true,
        realLoaded: false,
        fetchPriority: 'high',
      });
      await shot(page, 'owner-banner-placeholder');
      release();

      // Then the image itself, at the size the screen needs.
      // (Polled through the locator: the page hydrates meanwhile. The first picture's image is the
      // banner.)
      const real = slide.locator('picture img').first();
      await expect
        .poll(() => real.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 120_000,
        })
        .toBe(true);
      const currentSrc = await real.evaluate((img) => (img as HTMLImageElement).currentSrc);
      expect(currentSrc).toMatch(viewport === 'mobile' ? /-400\.webp$/ : /-1600\.webp$/);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await shot(page, 'owner-banner-loaded');
    });
  }
});
