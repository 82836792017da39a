// The storefront in a real browser (spec §2 Home, Listing, Search; §4 Listing filters, Search; issue 3):
// the banner slider, the 15 collection tiles (one a video), the featured products, a tile opening the
// filtered listing, filters + sort + URL + reload, the mobile filter sheet, search with a misspelling and
// its empty state, the details dialog (price with tax, badges) and the shareable product page with its
// Open Graph title. At 1280 and 375 px, axe-clean, with screenshots in e2e/artifacts.
import type { Browser, Page } from '@playwright/test';
import {
  formatPaise,
  priceWithTaxPaise,
  rupeesToPaise,
  youtubeVideoId,
  type Category,
  type Product,
  type Subcategory,
} from '@resham/shared';
import {
  baseUrl,
  expectAccessible,
  expectNoSideScroll,
  newPage,
  settle,
  shot,
  signInViaApi,
  watchErrors,
  type ViewportName,
} from './support/browser';
import { ADMIN, expect, test } from './support/test';

const VIEWPORTS: ViewportName[] = ['desktop', 'mobile'];
/** What the shop shows for a price in rupees: ₹, 2 decimals, 5% tax included (spec §9). */
const withTax = (rupees: number) => formatPaise(priceWithTaxPaise(rupeesToPaise(rupees)));
const plus = (name: string) => name.split(' ').join('+');
/** `plus(name)`, for a RegExp. */
const plusRe = (name: string) => plus(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

let browser: Browser;
let products: Product[];
let categories: Category[];
let subcategories: Subcategory[];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  products = (await getJson<{ data: Product[] }>('/api/shop/products/get')).data;
  ({ categories, subcategories } = await getJson<{ categories: Category[]; subcategories: Subcategory[] }>(
    '/api/common/categories',
  ));
});

/**
 * Runs `run` with the owner's choice of featured products set to eight of the demo's (each with its
 * photos), then leaves none chosen, as the shop starts. With none chosen the home page shows the newest
 * products, which other files of this worker's shop may have made (a spreadsheet import's, photo-less).
 */
async function withDemoFeatured(run: () => Promise<void>) {
  const context = await browser.newContext({ baseURL: baseUrl() });
  await signInViaApi(context, ADMIN.email, ADMIN.password);
  const choose = async (productIds: string[]) =>
    expect((await context.request.put('/api/admin/products/featured', { data: { productIds } })).ok()).toBe(
      true,
    );
  try {
    await choose(
      products
        .filter((p) => p.images.length > 0 && p.totalStock > 0)
        .slice(0, 8)
        .map((p) => p._id),
    );
    await run();
  } finally {
    await choose([]);
    await context.close();
  }
}

/** A fresh guest page at a viewport; fails the test on page errors or console errors. */
async function withPage(viewport: ViewportName, run: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser, viewport);
  const problems = watchErrors(page);
  try {
    await run(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

const inCategory = (...names: string[]) =>
  products.filter((p) => names.some((n) => n.toLowerCase() === p.category.toLowerCase()));
const countText = (n: number) => `${n} ${n === 1 ? 'Product' : 'Products'}`;
/** The product count line of the listing, e.g. '7 Products'. */
const countLine = (page: Page, n: number) => page.getByText(countText(n), { exact: true });
const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The shown (current) price of each card, in rupees, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => Number(/₹([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, '')));
}
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);

for (const viewport of VIEWPORTS)
  test.describe(`storefront at ${viewport}`, () => {
    test('home: the banner slider with dots, 15 collection tiles with the video, 8 featured products', async () => {
      await withDemoFeatured(() =>
        withPage(viewport, async (page) => {
          await page.goto('/shop/home');
          await settle(page);

          const slider = page.getByRole('region', { name: 'Featured collections' });
          await slider.waitFor();
          const dots = slider.getByRole('button', { name: /^Show banner \d of 3$/ });
          expect(await dots.count()).toBe(3);
          // The first banner is the largest paint: fetched at once, with high priority.
          const lead = slider.locator('img').first();
          expect(await lead.getAttribute('fetchpriority')).toBe('high');
          expect(await lead.getAttribute('loading')).toBe('eager');
          expect(await lead.getAttribute('alt')).toBeTruthy();
          await page.waitForFunction(() => {
            const img = document.querySelector<HTMLImageElement>(
              'section[aria-label="Featured collections"] img',
            );
            return img?.complete && img.naturalWidth > 0;
          });
          // The mobile image at 768 px and below.
          expect(await slider.locator('source').first().getAttribute('media')).toBe('(max-width: 768px)');
          const src = await lead.evaluate((img: HTMLImageElement) => img.currentSrc);
          const banners = (
            await getJson<{ data: Array<{ imageDesktop: string; imageMobile: string }> }>(
              '/api/common/feature/get',
            )
          ).data;
          const wanted = viewport === 'mobile' ? banners[0]!.imageMobile : banners[0]!.imageDesktop;
          expect(src).toContain(wanted.replace(/-\d+\.webp$/, ''));
          // 600 px high at every width (spec §2; issue 12: at 375 px too, no longer 293 px).
          const box = (await slider.boundingBox())!;
          expect(Math.round(box.height)).toBe(600);
          // A dot shows its banner; the slider pauses on request.
          await dots.nth(1).click();
          expect(await dots.nth(1).getAttribute('aria-current')).toBe('true');
          await slider.getByRole('button', { name: 'Pause the slideshow' }).click();
          await slider.getByRole('button', { name: 'Play the slideshow' }).waitFor();

          const collections = page.getByRole('region', { name: 'Our Collections' });
          const tiles = collections.getByRole('link');
          expect(await tiles.count()).toBe(15);
          expect(await tiles.first().getAttribute('href')).toBe(
            '/shop/listing?category=Kanchipuram+Silk+Sarees',
          );
          const tileImage = collections.locator('img').first();
          expect(await tileImage.getAttribute('srcset')).toContain('-400.webp 400w');
          expect(await tileImage.getAttribute('loading')).toBe('lazy');
          // The customized-sarees tile: a muted looping inline video that loads only once on screen.
          const video = collections.locator('video');
          expect(await video.count()).toBe(1);
          expect(await video.getAttribute('poster')).toBe('/video/customized-sarees-poster.webp');
          expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([
            true,
            true,
            true,
          ]);
          expect(await video.getAttribute('preload')).toBe('none');
          await video.scrollIntoViewIfNeeded();
          await page.waitForFunction(() => {
            const v = document.querySelector('video');
            return v?.preload === 'auto' && v.autoplay;
          });

          await page.getByRole('heading', { name: 'Featured products' }).scrollIntoViewIfNeeded();
          const featured = page.getByRole('list', { name: 'Featured products' });
          await featured.waitFor();
          expect(await featured.getByRole('article').count()).toBe(8);
          const firstCardImage = featured.getByRole('article').first().locator('img').first();
          expect(await firstCardImage.getAttribute('srcset')).toMatch(
            /-400\.webp 400w, .*-800\.webp 800w, .*-1600\.webp 1600w/,
          );
          expect(await firstCardImage.getAttribute('width')).toBe('600');
          expect(await firstCardImage.getAttribute('height')).toBe('800');
          expect(await firstCardImage.getAttribute('decoding')).toBe('async');
        }),
      );
    });

    test('a collection tile opens the listing filtered by that collection', async () => {
      await withPage(viewport, async (page) => {
        await page.goto('/shop/home');
        await settle(page);
        await page.getByRole('link', { name: /^Organza Sarees/ }).click();
        await page.waitForURL(/\/shop\/listing\?category=Organza\+Sarees$/);
        const expected = inCategory('Organza Sarees');
        await countLine(page, expected.length).waitFor();
        expect(await cards(page).count()).toBe(expected.length);
        for (const text of await cards(page).allInnerTexts())
          expect(text.toUpperCase()).toContain('ORGANZA SAREES');
        if (viewport === 'desktop')
          expect(await page.getByRole('checkbox', { name: 'Organza Sarees' }).isChecked()).toBe(true);
        else await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
      });
    });

    test('search: a misspelling finds the products, nonsense shows the empty state, short text clears', async () => {
      await withPage(viewport, async (page) => {
        await page.goto('/shop/search');
        await settle(page);
        const box = page.getByRole('searchbox', { name: 'Search products' });
        expect(await box.getAttribute('placeholder')).toBe('Search for products, categories, brands...');

        await box.fill('Kanchipurm');
        // Debounced by 800 ms: nothing is searched (nor written to the URL) straight away.
        expect(page.url()).not.toContain('keyword=');
        const count = page.getByText(/^Showing \d+ results? for "Kanchipurm"$/);
        await count.waitFor();
        const n = Number(/Showing (\d+)/.exec((await count.textContent())!)![1]);
        expect(n).toBeGreaterThan(0);
        expect(new URL(page.url()).searchParams.get('keyword')).toBe('Kanchipurm');
        const results = page.getByRole('list', { name: 'Search results' }).getByRole('article');
        expect(await results.count()).toBe(n);
        expect((await results.allInnerTexts()).join(' ')).toMatch(/Kanchipuram/i);

        await box.fill('qzxwvplk');
        await page.getByText('No results found').waitFor();
        await page.getByText('Try a different keyword or check your spelling.').waitFor();
        await shot(page, 'storefront-search-empty');
        await expectNoSideScroll(page);

        await box.fill('Ka');
        await page.getByText(/Type at least 4 characters/).waitFor();
        expect(await page.getByRole('list', { name: 'Search results' }).count()).toBe(0);
        expect(await page.getByText('No results found').count()).toBe(0);

        // The keyword in the URL is searched on load.
        await page.goto('/shop/search?keyword=organza');
        await page.getByText(/^Showing \d+ results? for "organza"$/).waitFor();
        expect(await box.inputValue()).toBe('organza');
      });
    });

    test('the details dialog shows the title, the price with tax and the badges; the page has its own URL', async () => {
      const sale = products.find((p) => p.salePrice > 0 && p.totalStock > 0 && p.totalStock < 10)!;
      expect(sale, 'the demo catalogue has a low-stock product on sale').toBeTruthy();
      await withPage(viewport, async (page) => {
        await page.goto(`/shop/listing?category=${plus(sale.category)}`);
        await settle(page);
        const saleCard = card(page, sale.title);
        await saleCard.waitFor();
        const text = await saleCard.innerText();
        const percent = Math.round(((sale.price - sale.salePrice) / sale.price) * 100);
        expect(text).toContain('SALE');
        expect(text).toContain(`Only ${sale.totalStock} left`);
        expect(text).toContain(withTax(sale.salePrice));
        expect(text).toContain(`${percent}% off`);
        expect(await saleCard.locator('s').innerText()).toContain(withTax(sale.price));

        await saleCard.getByRole('link', { name: sale.title, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: sale.title });
        await dialog.waitFor();
        expect(new URL(page.url()).pathname).toBe('/shop/listing');
        const details = await dialog.innerText();
        expect(details).toContain(withTax(sale.salePrice));
        expect(details).toContain('Inclusive of all taxes');
        expect(details).toContain(`Only ${sale.totalStock} left`);
        expect(details).toContain(sale.description.slice(0, 60));
        await dialog.getByRole('button', { name: 'Share' }).waitFor();
        await dialog.getByRole('button', { name: 'Next image' }).click();
        const pageLink = dialog.getByRole('link', { name: 'Open the product page' });
        expect(await pageLink.getAttribute('href')).toBe(`/shop/product/${sale._id}`);
        await page.waitForTimeout(400); // the open animation
        await shot(page, 'storefront-dialog');
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        // The shareable URL renders the same product as a page, with a way back to the listing.
        await page.goto(`/shop/product/${sale._id}`);
        await settle(page);
        await page.getByRole('heading', { level: 1, name: sale.title }).waitFor();
        expect(await page.locator('main').innerText()).toContain(withTax(sale.salePrice));
        // The way back: the breadcrumb's Products, and on a wider screen a Back button too (a phone
        // keeps its first screen for the title, price and Add to cart).
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        expect(await crumbs.getByRole('link', { name: 'Products', exact: true }).getAttribute('href')).toBe(
          '/shop/listing',
        );
        const back = page.getByRole('link', { name: 'Back to products' });
        if (viewport === 'desktop') expect(await back.getAttribute('href')).toBe('/shop/listing');
        else expect(await back.isVisible()).toBe(false);
        expect(await page.title()).toContain(sale.title);
        await (
          viewport === 'desktop' ? back : crumbs.getByRole('link', { name: 'Products', exact: true })
        ).click();
        await page.waitForURL(/\/shop\/listing/);
      });
    });

    test('an out-of-stock product shows the badge and a disabled button', async () => {
      const gone = products.find((p) => p.totalStock === 0)!;
      await withPage(viewport, async (page) => {
        await page.goto(`/shop/listing?category=${plus(gone.category)}`);
        await settle(page);
        const goneCard = card(page, gone.title);
        await goneCard.waitFor();
        expect(await goneCard.getByText('Out Of Stock', { exact: true }).count()).toBe(2);
        expect(await goneCard.getByRole('button', { name: 'Out Of Stock' }).isDisabled()).toBe(true);
      });
    });
  });

test.describe('listing filters (spec §4)', () => {
  test('filter, sort, URL and reload keep the filters and the sort; session storage restores the filters', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/shop/listing');
      await settle(page);
      await countLine(page, products.length).waitFor();
      // Newest first by default (issue 36), as the API lists the catalogue; the address names no sort.
      expect(await page.getByLabel('Sort by').inputValue()).toBe('newest');
      const titles = await cards(page).locator('h3').allInnerTexts();
      expect(titles.length).toBeGreaterThan(0);
      expect(titles, 'default sort: newest first').toEqual(
        products.slice(0, titles.length).map((p) => p.title),
      );
      expect(await page.getByRole('group', { name: 'Subcategory' }).count()).toBe(0);

      await page.getByRole('checkbox', { name: 'Linen Sarees' }).check();
      await page.waitForURL(/\/shop\/listing\?category=Linen\+Sarees$/);
      await page.getByRole('checkbox', { name: 'Dupattas' }).check();
      await page.waitForURL(/\?category=Linen\+Sarees,Dupattas$/);
      await countLine(page, inCategory('Linen Sarees', 'Dupattas').length).waitFor();

      // Subcategories appear once a category is chosen: only the chosen categories' ones.
      const sub = page.getByRole('group', { name: 'Subcategory' });
      await sub.waitFor();
      const chosenIds = categories
        .filter((c) => ['Linen Sarees', 'Dupattas'].includes(c.name))
        .map((c) => c.id);
      const expectedSubs = subcategories.filter((s) => chosenIds.includes(s.categoryId)).map((s) => s.name);
      const shownSubs = await sub.locator('label').allInnerTexts();
      expect(shownSubs.map((s) => s.trim()).sort()).toEqual([...expectedSubs].sort());

      const linenSub = subcategories.find(
        (s) => s.categoryId === categories.find((c) => c.name === 'Linen Sarees')!.id,
      )!;
      await sub.getByRole('checkbox', { name: linenSub.name }).check();
      await page.waitForURL(
        new RegExp(`\\?category=Linen\\+Sarees,Dupattas&subcategory=${plusRe(linenSub.name)}$`),
      );
      const inSub = inCategory('Linen Sarees', 'Dupattas').filter((p) => p.subcategory === linenSub.name);
      await countLine(page, inSub.length).waitFor();

      // Sorting re-queries (debounced) without touching the filters; the address names the sort.
      await page.getByLabel('Sort by').selectOption('price-hightolow');
      await page.waitForURL(
        new RegExp(
          `\\?category=Linen\\+Sarees,Dupattas&subcategory=${plusRe(linenSub.name)}&sortBy=price-hightolow$`,
        ),
      );
      await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
      await expect.poll(async () => descending(await cardPrices(page))).toBe(true);
      await expectNoSideScroll(page);

      // A reload keeps the filters and the sort (both in the URL).
      const url = page.url();
      await page.reload();
      await settle(page);
      expect(page.url()).toBe(url);
      await countLine(page, inSub.length).waitFor();
      for (const name of ['Linen Sarees', 'Dupattas', linenSub.name])
        expect(await page.getByRole('checkbox', { name }).isChecked()).toBe(true);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('price-hightolow');
      expect(descending(await cardPrices(page))).toBe(true);
      expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('filters')))!)).toEqual({
        category: ['Linen Sarees', 'Dupattas'],
        subcategory: [linenSub.name],
      });

      // Toggling a category clears the subcategory; the sort stays.
      await page.getByRole('checkbox', { name: 'Dupattas' }).uncheck();
      await page.waitForURL(/\?category=Linen\+Sarees&sortBy=price-hightolow$/);
      await countLine(page, inCategory('Linen Sarees').length).waitFor();

      // Entering the listing without filters in the URL brings back the session's filters.
      await page.getByRole('link', { name: 'Home' }).first().click();
      await page.waitForURL(/\/shop\/home$/);
      await page.goto('/shop/listing');
      await page.waitForURL(/\/shop\/listing\?category=Linen\+Sarees$/);
      expect(await page.getByRole('checkbox', { name: 'Linen Sarees' }).isChecked()).toBe(true);

      // Unchecking the last category leaves no filter at all.
      await page.getByRole('checkbox', { name: 'Linen Sarees' }).uncheck();
      await page.waitForURL(/\/shop\/listing$/);
      await countLine(page, products.length).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('filters'))).toBe('{}');

      // The header's category menu works from the listing itself.
      await page.getByRole('button', { name: 'Products' }).click();
      await page.getByRole('menuitem', { name: 'Dupattas' }).click();
      await page.waitForURL(/\/shop\/listing\?category=Dupattas$/);
      await countLine(page, inCategory('Dupattas').length).waitFor();
      expect(await page.getByRole('checkbox', { name: 'Dupattas' }).isChecked()).toBe(true);
    });
  });

  test('on a phone the filters open in a bottom sheet: Close leaves them, Apply applies', async () => {
    await withPage('mobile', async (page) => {
      await page.goto('/shop/listing');
      await settle(page);
      await countLine(page, products.length).waitFor();

      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.waitFor();
      await sheet.getByRole('checkbox', { name: 'Kalamkari Sarees' }).check();
      await sheet.getByRole('group', { name: 'Subcategory' }).waitFor();
      await page.waitForTimeout(400); // the slide-in
      await shot(page, 'storefront-filter-sheet');
      await expectAccessible(page);
      await sheet.getByRole('button', { name: 'Close', exact: true }).click();
      await sheet.waitFor({ state: 'detached' });
      expect(new URL(page.url()).search).toBe('');
      await countLine(page, products.length).waitFor();

      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await sheet.waitFor();
      expect(await sheet.getByRole('checkbox', { name: 'Kalamkari Sarees' }).isChecked()).toBe(false);
      await sheet.getByRole('checkbox', { name: 'Kalamkari Sarees' }).check();
      await sheet.getByRole('button', { name: 'Apply' }).click();
      await sheet.waitFor({ state: 'detached' });
      await page.waitForURL(/\/shop\/listing\?category=Kalamkari\+Sarees$/);
      await countLine(page, inCategory('Kalamkari Sarees').length).waitFor();
      await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
      await expectNoSideScroll(page);
    });
  });
});

test.describe('the shareable product URL', () => {
  test('is served with the product in <title> and Open Graph; an unknown id is not found', async () => {
    const product = products[0]!;
    // As a link preview reads the page: its HTML alone, no script run.
    const { context: plain, page: reader } = await newPage(browser, 'desktop', { javaScriptEnabled: false });
    await reader.goto(`/shop/product/${product._id}`);
    const head = await reader.evaluate(() => ({
      titles: document.querySelectorAll('title').length,
      title: document.title,
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      jsonLd: JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      ) as {
        name?: string;
      },
    }));
    await plain.close();
    expect(head).toMatchObject({
      titles: 1,
      ogTitle: product.title,
      descriptions: 1,
      jsonLd: { name: product.title },
    });
    expect(head.title.startsWith(`${product.title} | `), head.title).toBe(true);

    await withPage('mobile', async (page) => {
      await page.goto('/shop/product/00000000-0000-4000-8000-000000000000');
      await settle(page);
      await page.getByRole('heading', { name: "page doesn't exists" }).waitFor();
      await page.getByRole('link', { name: 'Browse all products' }).waitFor();
      await shot(page, 'storefront-product-404');
      await expectNoSideScroll(page);
      await expectAccessible(page);
    });
  });

  test('a saree’s page lists what it is made of (in its own HTML) and similar sarees, at 375 and 1280 px', async () => {
    const saree = products.find((p) => p.title.startsWith('Crimson Kanchipuram Bridal Silk'))!;
    const rows = [
      ['Fabric', 'Pure mulberry silk'],
      ['Weave', 'Kanchipuram'],
      ['Colour', 'Crimson with gold'],
      ['Zari', 'Pure zari'],
      ['Length', '6.3 m'],
      ['Blouse piece', 'Included'],
      ['Occasion', 'Wedding, Festive'],
      ['Silk Mark', 'Certified pure silk'],
      ['Care', 'Dry clean only; store wrapped in muslin.'],
    ];
    for (const viewport of VIEWPORTS)
      await withPage(viewport, async (page) => {
        await page.goto(`/shop/product/${saree._id}`);
        await settle(page);
        const spec = page.getByRole('region', { name: 'Specification' });
        const read = await spec
          .locator('dt')
          .evaluateAll((terms) => terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
        expect(read).toEqual(rows);
        await spec.scrollIntoViewIfNeeded();
        await shot(page, 'storefront-product-specification');
        // Similar sarees: others in stock, its own collection's first; each card opens its page.
        const similar = page.getByRole('list', { name: 'Similar products' });
        await similar.getByRole('listitem').first().waitFor();
        const cards = await similar.getByRole('listitem').count();
        expect(cards).toBeGreaterThan(0);
        expect(cards).toBeLessThanOrEqual(8);
        expect(await similar.getByText(saree.title, { exact: true }).count()).toBe(0);
        await similar.scrollIntoViewIfNeeded();
        await shot(page, 'storefront-product-similar');
        await expectNoSideScroll(page);
      });
    // The server's HTML has it: a link preview or a shopper without JavaScript reads it too.
    const html = await (await fetch(`${baseUrl()}/shop/product/${saree._id}`)).text();
    expect(html).toContain('Pure mulberry silk');
  });

  test('a tap on a photo shows it on the whole screen; a tap there zooms where tapped (issue 36)', async () => {
    const saree = products.find((p) => p.images.length > 1 && p.totalStock > 0)!;
    const count = saree.images.length;
    for (const viewport of VIEWPORTS)
      await withPage(viewport, async (page) => {
        await page.goto(`/shop/product/${saree._id}`);
        await settle(page);
        await page.getByRole('button', { name: `Zoom into image 1 of ${count}` }).click();
        const viewer = page.getByRole('dialog', { name: saree.title });
        await viewer.getByText(`Photo 1 of ${count}`).waitFor();
        const photo = viewer.getByRole('img', { name: saree.title, exact: true });
        await expect(photo).toHaveJSProperty('complete', true);
        const screenWidth = page.viewportSize()!.width;
        expect((await photo.boundingBox())!.width).toBeLessThanOrEqual(screenWidth);
        if (viewport === 'mobile') await expectAccessible(page);
        // A tap zooms in around the point tapped (its middle: the frame scrolls to the middle); another
        // fits it again.
        const frame = viewer.getByTestId('photo-frame');
        const overflow = () =>
          frame.evaluate((el) => ({
            x: el.scrollWidth - el.clientWidth,
            y: el.scrollHeight - el.clientHeight,
            left: el.scrollLeft,
            top: el.scrollTop,
          }));
        await photo.click();
        await expect.poll(async () => (await overflow()).y).toBeGreaterThan(100);
        const zoomed = await overflow();
        expect(zoomed.x).toBeGreaterThan(0);
        expect(Math.abs(zoomed.left - zoomed.x / 2)).toBeLessThanOrEqual(Math.max(8, zoomed.x / 10));
        expect(Math.abs(zoomed.top - zoomed.y / 2)).toBeLessThanOrEqual(Math.max(8, zoomed.y / 10));
        await shot(page, 'storefront-photo-zoomed');
        await photo.click();
        await expect.poll(async () => (await overflow()).x).toBe(0);
        // The arrow keys turn the photos; Escape ends the viewer and the page is as it was.
        await page.keyboard.press('ArrowRight');
        await viewer.getByText(`Photo 2 of ${count}`).waitFor();
        await page.keyboard.press('Escape');
        await viewer.waitFor({ state: 'detached' });
        await page.getByRole('heading', { level: 1, name: saree.title }).waitFor();
      });
  });

  test('checks delivery to a pincode, says why not for a wrong one, and remembers the last one', async () => {
    const saree = products.find((p) => p.totalStock > 0)!;
    await withPage('mobile', async (page) => {
      await page.goto(`/shop/product/${saree._id}`);
      await settle(page);
      const box = page.getByRole('form', { name: 'Check delivery' });
      const pincode = box.getByRole('textbox', { name: 'Delivery pincode' });
      await pincode.fill('012345');
      await box.getByRole('button', { name: 'Check' }).click();
      await box.getByText('Enter a 6-digit pincode (it does not start with 0).').waitFor();
      await pincode.fill('900001');
      await box.getByRole('button', { name: 'Check' }).click();
      await box.getByText('We could not find pincode 900001', { exact: false }).waitFor();
      await pincode.fill('641001');
      await box.getByRole('button', { name: 'Check' }).click();
      const promise = box.getByText(
        /^Delivery by \w{3}, \d{1,2} \w{3} – \w{3}, \d{1,2} \w{3} · Cash on delivery available$/,
      );
      await promise.waitFor();
      await shot(page, 'storefront-delivery-check');
      // Remembered in this browser: after a reload (hydrated without a warning) it is filled in and checked.
      await page.reload();
      await settle(page);
      await expect(pincode).toHaveValue('641001');
      await promise.waitFor();
    });
  });

  test('plays the YouTube video in the privacy-enhanced player, or says it is unavailable', async () => {
    test.setTimeout(60_000);
    const product = products.find((p) => p.youtubeLink)!;
    const id = youtubeVideoId(product.youtubeLink!)!;
    await withPage('desktop', async (page) => {
      await page.goto(`/shop/product/${product._id}`);
      await settle(page);
      const frame = page.locator(`iframe[title="Video: ${product.title}"]`);
      await frame.waitFor({ state: 'attached' });
      expect(await frame.getAttribute('src')).toMatch(
        new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${id}\\?`),
      );
      expect(await frame.getAttribute('loading')).toBe('lazy');
      // The demo links are made up: the player reports an error, or (offline) never answers.
      await frame.scrollIntoViewIfNeeded();
      await page.getByText('Video Unavailable').waitFor({ timeout: 30_000 });
      const watch = page.getByRole('link', { name: /Watch on YouTube/ });
      expect(await watch.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${id}`);
      expect(await watch.getAttribute('target')).toBe('_blank');
    });
  });
});
