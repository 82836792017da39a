// Issue 12 §2, at 375 and 1280 px: browsing like the shops people know. Two products a row on a phone
// (3:4 images, badges, 44 px add-to-cart, image arrows and steppers); toasts above the mobile cart bar;
// a scroll-to-top button that never sits on a control; which collection the listing shows; a failed
// load with Retry; a Products menu that fits; no '0' cart badge for guests; a detail gallery that keeps
// turning; a 600 px home banner; Login and Register in the phone header.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { LIMITS, STOREFRONT_MESSAGES, type Product } from '@resham/shared';
import {
  baseUrl,
  expectAccessible,
  fetchProducts,
  newPage,
  registerViaApi,
  scrollThrough,
  settle,
  shot,
  signInViaApi,
  VIEWPORTS,
  waitForAnimations,
  watchErrors,
  type ViewportName,
} from './support/browser';
import { expect, test } from './support/test';

const BOTH: ViewportName[] = ['mobile', 'desktop'];
const TARGET = 44;

let browser: Browser;
let products: Product[];
let categories: string[];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  products = await fetchProducts();
  categories = (
    (await (await fetch(`${baseUrl()}/api/common/categories`)).json()) as {
      categories: Array<{ name: string }>;
    }
  ).categories.map((c) => c.name);
});

/** A fresh page (guest unless `signedIn`); fails the test on page errors, console errors and 5xx. */
async function withPage(
  viewport: ViewportName,
  run: (page: Page, context: BrowserContext) => Promise<void>,
  { touch = viewport === 'mobile' } = {},
) {
  const { context, page } = await newPage(browser, viewport, touch ? { hasTouch: true } : {});
  const problems = watchErrors(page);
  try {
    await run(page, context);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

async function shopper(context: BrowserContext, name = 'Divya Krishnan') {
  const account = await registerViaApi(name);
  return (await signInViaApi(context, account.email, account.password)).user;
}

/** The element's box once it is laid out (a card's still picture is swapped for its carousel as it wakes). */
async function box(locator: Locator) {
  const found: { box: Awaited<ReturnType<Locator['boundingBox']>> } = { box: null };
  await expect.poll(async () => (found.box = await locator.boundingBox())).not.toBeNull();
  return found.box!;
}
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each row of the grid: the cards' tops, grouped. */
async function columnsPerRow(grid: Locator) {
  const tops = await grid
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
  return tops.filter((t) => t === tops[0]).length;
}

/** Card layout a thumb can use: 3:4 images, 44 px controls, badges inside the card. */
async function expectThumbFriendlyCards(grid: Locator) {
  const cards = grid.getByRole('article');
  for (let i = 0; i < Math.min(4, await cards.count()); i++) {
    const card = cards.nth(i);
    const cardBox = await box(card);
    const images = await box(card.getByRole('group', { name: /^Images of / }));
    expect(Math.abs(images.height / images.width - 4 / 3), 'a 3:4 image').toBeLessThan(0.02);
    const controls = card.getByRole('button');
    for (let j = 0; j < (await controls.count()); j++) {
      const control = controls.nth(j);
      const b = await box(control);
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      expect(b.height, `height of "${name.trim()}"`).toBeGreaterThanOrEqual(TARGET);
      expect(b.width, `width of "${name.trim()}"`).toBeGreaterThanOrEqual(TARGET);
      expect(b.x >= cardBox.x - 1 && b.x + b.width <= cardBox.x + cardBox.width + 1, 'inside its card').toBe(
        true,
      );
    }
  }
}

for (const viewport of BOTH)
  test.describe(`the product grid at ${viewport}`, () => {
    const phone = viewport === 'mobile';

    test('listing: 2 a row on a phone (3 beside the filters on a laptop), thumb-sized controls', async () => {
      test.setTimeout(120_000);
      await withPage(viewport, async (page) => {
        await page.goto('/shop/listing');
        await settle(page);
        const grid = page.getByRole('list', { name: 'Products' });
        await grid.getByRole('article').first().waitFor();
        expect(await columnsPerRow(grid)).toBe(phone ? 2 : 3);
        await expectThumbFriendlyCards(grid);
        // The badges (Sale, Only n left, Out Of Stock) stay legible on a half-width card.
        const low = products.find((p) => p.totalStock > 0 && p.totalStock < 10)!;
        const lowCard = grid.getByRole('article').filter({ hasText: low.title });
        const badge = lowCard.getByText(`Only ${low.totalStock} left`, { exact: true });
        await badge.scrollIntoViewIfNeeded();
        const [badgeBox, cardBox] = [await box(badge), await box(lowCard)];
        expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      });
    });

    test('search: 2 a row on a phone, 4 on a laptop', async () => {
      await withPage(viewport, async (page) => {
        await page.goto('/shop/search?keyword=saree');
        const grid = page.getByRole('list', { name: 'Search results' });
        await grid.getByRole('article').first().waitFor();
        expect(await columnsPerRow(grid)).toBe(phone ? 2 : 4);
        await expectThumbFriendlyCards(grid);
      });
    });

    test('a signed-in shopper’s quantity stepper on a card is thumb-sized too', async () => {
      await withPage(viewport, async (page, context) => {
        await shopper(context);
        const plenty = products.find((p) => p.totalStock >= 10)!;
        await page.goto(`/shop/listing?category=${encodeURIComponent(plenty.category)}`);
        await settle(page);
        const card = page.getByRole('article').filter({ hasText: plenty.title });
        await card.getByRole('button', { name: /^Add to cart/ }).click();
        const stepper = card.getByRole('group', { name: `Quantity of ${plenty.title}` });
        await stepper.waitFor();
        for (const name of [`Increase quantity of ${plenty.title}`, `Decrease quantity of ${plenty.title}`]) {
          const b = await box(card.getByRole('button', { name }));
          expect(Math.min(b.width, b.height), name).toBeGreaterThanOrEqual(TARGET);
        }
        // The header badge counts it (a signed-in shopper's non-empty cart).
        const badge = page
          .getByRole('banner')
          .locator('button[aria-haspopup="dialog"] span[aria-hidden="true"]');
        await expect.poll(() => badge.last().textContent()).toBe('1');
      });
    });
  });

test.describe('toasts and the mobile cart bar (375 px)', () => {
  test('a toast, and the footer’s end, stand above the cart bar and its Checkout button, never under or over it', async () => {
    await withPage('mobile', async (page, context) => {
      const user = await shopper(context, 'Harini Vel');
      const [first] = products.filter((p) => p.totalStock >= 10);
      const added = await context.request.post('/api/shop/cart/add', {
        data: { userId: user.id, productId: first!._id, quantity: 1 },
      });
      expect(added.ok()).toBe(true);
      await page.goto('/shop/home');
      const bar = page.getByRole('region', { name: 'Cart summary' });
      await bar.getByText('Cart: 1 item(s)').waitFor();
      await page.getByRole('heading', { name: 'Featured products' }).scrollIntoViewIfNeeded();
      const featured = page.getByRole('list', { name: 'Featured products' });
      await featured.waitFor();
      const add = featured.getByRole('button', { name: /^Add to cart/ }).first();
      await add.click();
      const toast = page.locator('li[data-state="open"]').first();
      await toast.waitFor();
      await waitForAnimations(page);
      const [toastBox, barBox, checkoutBox] = [
        await box(toast),
        await box(bar),
        await box(bar.getByRole('button', { name: 'Checkout' })),
      ];
      expect(toastBox.y + toastBox.height, 'the toast ends above the bar').toBeLessThanOrEqual(barBox.y + 1);
      expect(overlaps(toastBox, checkoutBox)).toBe(false);
      await shot(page, 'mobile-toast-above-cart-bar');
      // Scrolled to the end, the footer's last line stands above the bar, never under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const copyright = page.getByRole('contentinfo').getByText('All rights reserved', { exact: false });
      await copyright.waitFor();
      await expect
        .poll(
          async () => {
            const [line, barNow] = [await box(copyright), await box(bar)];
            return line.y + line.height <= barNow.y + 1;
          },
          { message: 'the footer ends above the cart bar' },
        )
        .toBe(true);
      // The bar's Checkout still works with the toast up.
      await bar.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL('**/shop/checkout');
    });
  });

  test('at 1280 px (no cart bar) the toast keeps to the bottom right corner', async () => {
    await withPage('desktop', async (page, context) => {
      await shopper(context, 'Harini Vel');
      await page.goto('/shop/listing');
      await settle(page);
      await page
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click();
      const toast = page.locator('li[data-state="open"]').first();
      await toast.waitFor();
      await waitForAnimations(page);
      const b = await box(toast);
      expect(b.y + b.height).toBeGreaterThan(VIEWPORTS.desktop.height - 40);
      expect(b.x).toBeGreaterThan(VIEWPORTS.desktop.width / 2);
      await shot(page, 'mobile-toast-above-cart-bar');
    });
  });
});

/** Scrolls the page in steps; wherever the scroll-to-top button shows, nothing it could cover is under it. */
async function expectScrollTopClear(page: Page) {
  const results = await page.evaluate(async () => {
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const controls = 'a[href], button, input, select, textarea, summary, [role="button"]';
    let shown = 0;
    const clashes: string[] = [];
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y <= end + 40; y += 97) {
      window.scrollTo(0, Math.min(y, end));
      await sleep(120);
      // The button steps aside on the frames after a scroll (or after cards change under it): let
      // them pass, however busy the machine is (a freshly shown listing is still waking its cards).
      for (let i = 0; i < 3; i++) await frame();
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Scroll to top');
      if (!button || !button.checkVisibility({ visibilityProperty: true })) continue;
      shown++;
      const b = button.getBoundingClientRect();
      for (const el of document.querySelectorAll<HTMLElement>(controls)) {
        if (el === button || !el.checkVisibility({ visibilityProperty: true })) continue;
        const r = el.getBoundingClientRect();
        if (r.width >= 120 && r.height >= 120) continue; // a whole collection tile
        if (r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom)
          clashes.push(
            `${Math.round(window.scrollY)}: ${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
          );
      }
    }
    return { shown, clashes };
  });
  expect(results.clashes).toEqual([]);
  expect(results.shown, 'the button showed somewhere along the way').toBeGreaterThan(0);
}

for (const viewport of BOTH)
  test.describe(`the scroll-to-top button at ${viewport}`, () => {
    test('never covers a card’s controls on the listing', async () => {
      test.setTimeout(90_000);
      await withPage(viewport, async (page) => {
        await page.goto('/shop/listing');
        await settle(page);
        await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
        await expectScrollTopClear(page);
      });
    });

    test('never covers the policy links on the about page', async () => {
      test.setTimeout(90_000);
      await withPage(viewport, async (page) => {
        await page.goto('/shop/about-us#policies');
        await settle(page);
        await scrollThrough(page);
        await expectScrollTopClear(page);
      });
    });

    test('never covers the footer’s policy links on the home page', async () => {
      test.setTimeout(90_000);
      await withPage(viewport, async (page) => {
        await page.goto('/shop/home');
        await settle(page);
        await scrollThrough(page);
        await expectScrollTopClear(page);
        // At the very bottom: the policy links are all there to tap.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(300);
        await shot(page, 'mobile-scroll-top-footer');
        // Part-way down, where it shows.
        await page.evaluate(() => window.scrollTo(0, 900));
        await page.getByRole('button', { name: 'Scroll to top' }).waitFor({ state: 'attached' });
        await page.waitForTimeout(300);
        await shot(page, 'mobile-scroll-top-shown');
      });
    });
  });

for (const viewport of BOTH)
  test.describe(`which collection the listing shows, at ${viewport}`, () => {
    test('a collection tile or one category: the collection’s name as the title, a chip under it', async () => {
      await withPage(viewport, async (page) => {
        await page.goto('/shop/home');
        await settle(page);
        await page.getByRole('link', { name: /^Tussar Silk Sarees/ }).click();
        await page.waitForURL(/\/shop\/listing\?category=Tussar\+Silk\+Sarees$/);
        // Issue 36: one collection is titled by its name.
        await page.getByRole('heading', { level: 1, name: 'Tussar Silk Sarees', exact: true }).waitFor();
        const chips = page.getByRole('list', { name: 'Showing' });
        const chip = chips.getByRole('button', { name: /^Tussar Silk Sarees/ });
        await chip.waitFor();
        // Right under the title, and a 44 px target.
        const [title, chipBox] = [await box(page.getByRole('heading', { level: 1 })), await box(chip)];
        expect(chipBox.y).toBeGreaterThan(title.y);
        expect(chipBox.y - (title.y + title.height)).toBeLessThan(80);
        expect(chipBox.height).toBeGreaterThanOrEqual(TARGET);
        await shot(page, 'mobile-listing-chip');
        // The chip takes the filter away again.
        await chip.click();
        await page.waitForURL(/\/shop\/listing$/);
        expect(await chips.count()).toBe(0);
        await page.getByText(`${products.length} Products`, { exact: true }).waitFor();
        await page.getByRole('heading', { level: 1, name: 'All Products', exact: true }).waitFor();

        // From the header: Products menu on a laptop, the menu sheet on a phone.
        const category = 'Kalamkari Sarees';
        if (viewport === 'desktop') {
          await page.getByRole('banner').getByRole('button', { name: 'Products' }).click();
          await page.getByRole('menuitem', { name: category }).click();
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: category }).click();
        }
        await page.waitForURL(/\?category=Kalamkari\+Sarees$/);
        await chips.getByRole('button', { name: new RegExp(`^${category}`) }).waitFor();
        await page.getByRole('heading', { level: 1, name: category, exact: true }).waitFor();
      });
    });
  });

for (const viewport of BOTH)
  test.describe(`a failed product load at ${viewport}`, () => {
    test('shows an error with Retry, not “0 Products – No products match these filters”', async () => {
      await withPage(viewport, async (page) => {
        let fail = true;
        await page.route('**/api/shop/products/get**', (route) =>
          fail ? route.abort('failed') : route.continue(),
        );
        // The server renders the listing with its products; a list asked for in the page (another
        // sort) is a call that can fail.
        const category = 'Organza Sarees';
        const inCategory = products.filter((p) => p.category === category).length;
        expect(inCategory).toBeGreaterThan(0);
        await page.goto(`/shop/listing?category=${category.replaceAll(' ', '+')}`);
        await settle(page);
        await page.getByLabel('Sort by').selectOption('price-hightolow');
        const alert = page.getByRole('alert').filter({ hasText: STOREFRONT_MESSAGES.loadFailed });
        await alert.waitFor({ timeout: 15_000 });
        expect(await page.getByText('No products match these filters.').count()).toBe(0);
        expect(await page.getByText(/^0 Products$/).count()).toBe(0);
        await shot(page, 'mobile-listing-load-failed');
        await expectAccessible(page);
        fail = false;
        await alert.getByRole('button', { name: STOREFRONT_MESSAGES.retry }).click();
        await page.getByText(STOREFRONT_MESSAGES.productCount(inCategory), { exact: true }).waitFor();
        expect(await alert.count()).toBe(0);

        // The same for search.
        fail = true;
        await page.route('**/api/shop/search/**', (route) =>
          fail ? route.abort('failed') : route.continue(),
        );
        await page.goto('/shop/search');
        await settle(page);
        await page.getByRole('searchbox', { name: 'Search products' }).fill('organza');
        const searchAlert = page.getByRole('alert').filter({ hasText: STOREFRONT_MESSAGES.loadFailed });
        await searchAlert.waitFor({ timeout: 15_000 });
        expect(await page.getByText('No results found').count()).toBe(0);
        fail = false;
        await searchAlert.getByRole('button', { name: STOREFRONT_MESSAGES.retry }).click();
        await page.getByText(/^Showing \d+ results? for "organza"$/).waitFor();
      });
    });
  });

test.describe('the Products menu (1280 px)', () => {
  for (const height of [800, 640])
    test(`fits at 1280 × ${height}: all 15 categories in view, down to Tussar Silk Sarees`, async () => {
      const { context, page } = await newPage(browser, 'desktop', { viewport: { width: 1280, height } });
      await page.goto('/shop/listing');
      await settle(page);
      await page.getByRole('banner').getByRole('button', { name: 'Products' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await expect.poll(() => menu.getByRole('menuitem').count()).toBe(categories.length + 1);
      await waitForAnimations(page);
      const menuBox = await box(menu);
      expect(menuBox.y + menuBox.height, 'the menu ends inside the window').toBeLessThanOrEqual(height);
      expect(
        await menu.evaluate((el) => el.scrollHeight <= el.clientHeight + 1),
        'nothing hidden below',
      ).toBe(true);
      for (const name of ['All Products', ...categories]) {
        const item = await box(menu.getByRole('menuitem', { name, exact: true }));
        expect(item.y + item.height, `${name} in view`).toBeLessThanOrEqual(menuBox.y + menuBox.height);
      }
      await shot(page, `mobile-products-menu-${height}`);
      // One scan of the open menu at this width; the shorter window shows the same markup.
      if (height === 800) await expectAccessible(page);
      await context.close();
    });

  test('at 375 px the menu sheet reaches the last category', async () => {
    await withPage('mobile', async (page) => {
      await page.goto('/shop/home');
      await settle(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await sheet.waitFor();
      const last = sheet.getByRole('link', { name: 'Tussar Silk Sarees' });
      await last.scrollIntoViewIfNeeded();
      expect(await last.isVisible()).toBe(true);
      await waitForAnimations(page);
      await shot(page, 'mobile-products-menu');
    });
  });
});

for (const viewport of BOTH)
  test.describe(`the header at ${viewport}`, () => {
    test('a guest sees Login, Register and Search, and no “0” on the cart', async () => {
      await withPage(viewport, async (page) => {
        await page.goto('/shop/home');
        await settle(page);
        const header = page.getByRole('banner');
        const width = VIEWPORTS[viewport].width;
        const items = [
          header.getByRole('button', { name: /^Cart, 0 items$/ }),
          header.getByRole('link', { name: 'Login' }),
          header.getByRole('link', { name: 'Register' }),
          header.getByRole('link', { name: 'Resham home' }),
          // Issue 36: on a phone too, search is one tap away, not inside the menu.
          header.getByRole('link', { name: 'Search', exact: true }),
        ];
        const boxes = [];
        for (const item of items) {
          expect(await item.isVisible()).toBe(true);
          const b = await box(item);
          expect(b.x, 'inside the screen').toBeGreaterThanOrEqual(0);
          expect(b.x + b.width, 'inside the screen').toBeLessThanOrEqual(width);
          boxes.push(b);
        }
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
        // The cart's name still says 'Cart, 0 items'; no badge shows a 0.
        expect(await items[0]!.locator('span[aria-hidden="true"]').count()).toBe(0);
        expect(
          await items[0]!.evaluate((el) =>
            /\b0\b/.test((el as HTMLElement).innerText.replace('Cart, 0 items', '')),
          ),
        ).toBe(false);
        await shot(page, 'mobile-guest-header');
        if (viewport === 'mobile') {
          // Many Android phones are 360 px wide: the header still fits, nothing beyond its edge.
          await page.setViewportSize({ width: 360, height: VIEWPORTS.mobile.height });
          expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
          const register = await box(header.getByRole('link', { name: 'Register' }));
          expect(register.x + register.width).toBeLessThanOrEqual(360);
        }
        await header.getByRole('link', { name: 'Search', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/shop/search');
      });
    });
  });

for (const viewport of BOTH)
  test.describe(`the product details gallery at ${viewport}`, () => {
    test('keeps turning every 4 s after the dialog opens; focus starts on the dialog', async () => {
      test.setTimeout(40_000);
      const many = products.find((p) => p.images.length >= 3 && p.totalStock > 0)!;
      const interval = LIMITS.detailCarouselMs;
      await withPage(viewport, async (page) => {
        // The page's own clock: the gallery's seconds are counted by the test, not waited for.
        await page.clock.install();
        await page.goto(`/shop/listing?category=${encodeURIComponent(many.category)}`);
        await settle(page);
        const link = page.getByRole('link', { name: many.title, exact: true });
        // A finger on a phone; on a laptop the mouse clicks, then rests away from the gallery.
        if (viewport === 'mobile') await link.tap();
        else await link.click();
        const dialog = page.getByRole('dialog', { name: many.title });
        await dialog.waitFor();
        if (viewport === 'desktop') await page.mouse.move(1270, 790);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
        // The image on show is the one slide not hidden from assistive technology (below 768 px there
        // are no thumbnails to read it from: the arrows turn the images).
        const current = () =>
          dialog
            .locator('div[aria-hidden]')
            .evaluateAll((slides) => slides.findIndex((s) => s.getAttribute('aria-hidden') === 'false'));
        expect(await current()).toBe(0);
        // Time stands still from here unless the test moves it: on to the first turn, 0.1 s at a time.
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 300);
        for (let waited = 0; (await current()) === 0; waited += 100) {
          expect(waited, 'the first turn').toBeLessThan(interval + 1000);
          await page.clock.runFor(100);
        }
        expect(await current()).toBe(1);
        // The next turn comes 4 s after that one, not sooner.
        await page.clock.runFor(interval - 500);
        expect(await current()).toBe(1);
        await page.clock.runFor(500);
        await expect.poll(current).toBe(2);
        await page.clock.resume();
        await waitForAnimations(page);
        await shot(page, 'mobile-gallery-turning');
        // The shopper's own keyboard focus in the gallery holds it, however long it stays.
        await page.keyboard.press('Tab');
        const held = await current();
        await page.clock.fastForward(interval * 3);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
        );
        expect(await current()).toBe(held);
      });
    });
  });

for (const viewport of BOTH)
  test.describe(`the home banner at ${viewport}`, () => {
    test('is 600 px high, with the mobile image on a phone', async () => {
      await withPage(viewport, async (page) => {
        await page.goto('/shop/home');
        await settle(page);
        const slider = page.getByRole('region', { name: 'Featured collections' });
        await slider.waitFor();
        expect(Math.round((await box(slider)).height)).toBe(600);
        const banners = (
          (await (await fetch(`${baseUrl()}/api/common/feature/get`)).json()) as {
            data: Array<{ imageDesktop: string; imageMobile: string }>;
          }
        ).data;
        const lead = slider.locator('picture img').first();
        await page.waitForFunction(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          await lead.elementHandle(),
        );
        const src = await lead.evaluate((img: HTMLImageElement) => img.currentSrc);
        const wanted = viewport === 'mobile' ? banners[0]!.imageMobile : banners[0]!.imageDesktop;
        expect(src).toContain(wanted.replace(/-\d+\.webp$/, ''));
        // The whole banner image (headline and all) shows inside the 600 px box.
        const imgBox = await box(lead);
        expect(Math.round(imgBox.height)).toBe(600);
        await waitForAnimations(page);
        await shot(page, 'mobile-home-banner');
      });
    });
  });
