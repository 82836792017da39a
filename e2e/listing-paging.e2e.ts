// Issue 9 §2, at 375 and 1280 px: the listing and search load 24 products at a time with 'Load more',
// say the true total, keep the position in the address (?page=3 restores three pages after a reload
// or coming back), and page correctly under every sort and filter. The demo catalogue (60 products)
// is larger than one page. Newest first is the default (issue 36): its address names no sort.
import type { Browser, Page } from '@playwright/test';
import { LISTING_PAGE, MESSAGES, STOREFRONT_MESSAGES, type Product } from '@resham/shared';
import { baseUrl, newPage, settle, shot, watchErrors, type ViewportName } from './support/browser';
import { expect, test } from './support/test';

const PAGE = LISTING_PAGE.defaultSize;
const KEYWORD = 'saree';
/** The listing's default order (issue 36): newest first. */
const NEWEST = '/api/shop/products/get?sortBy=newest';

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** Every product of a paged list, in its order, read through the paged API (48 a page). */
async function wholeList(path: string): Promise<{ ids: string[]; total: number; products: Product[] }> {
  const products: Product[] = [];
  let total = Infinity;
  for (let page = 1; products.length < total; page++) {
    const join = path.includes('?') ? '&' : '?';
    const res = await fetch(`${baseUrl()}${path}${join}page=${page}&pageSize=${LISTING_PAGE.maxSize}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Product[]; total: number };
    total = body.total;
    if (!body.data.length) break;
    products.push(...body.data);
  }
  return { ids: products.map((p) => p._id), total, products };
}

/** The product ids of the cards in the grid named `list`, in page order. */
const cardIds = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list, exact: true })
    .locator('article h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!));

async function waitForCards(page: Page, list: string, n: number) {
  await page.waitForFunction(
    ([name, count]) =>
      document.querySelectorAll(`ul[aria-label="${name}"] > li article`).length === count &&
      !document.querySelector('main [aria-busy="true"]'),
    [list, n] as const,
  );
}

// A link to the next page (issue 36: without JavaScript every product is reachable); a plain click adds it in place.
const loadMore = (page: Page) => page.getByRole('link', { name: STOREFRONT_MESSAGES.loadMore });
const pageParam = (page: Page) => new URL(page.url()).searchParams.get('page');

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

for (const viewport of ['mobile', 'desktop'] as ViewportName[])
  test.describe(`paged listing and search at ${viewport}`, () => {
    test('listing: newest first, 24 at a time with the true total; Load more; ?page kept through reload and back', async () => {
      test.setTimeout(180_000);
      const all = await wholeList(NEWEST);
      expect(all.total).toBeGreaterThan(2 * PAGE);
      const pages = Math.ceil(all.total / PAGE);
      await withPage(viewport, async (page) => {
        const asked: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/api/shop/products/get')) asked.push(new URL(r.url()).search);
        });
        await page.goto('/shop/listing');
        await settle(page);
        await page.getByText(STOREFRONT_MESSAGES.productCount(all.total), { exact: true }).waitFor();
        await waitForCards(page, 'Products', PAGE);
        expect(await cardIds(page, 'Products')).toEqual(all.ids.slice(0, PAGE));
        // The first page came with the page's HTML: nothing was asked for it.
        expect(asked).toEqual([]);
        await page.getByText(STOREFRONT_MESSAGES.shownOf(PAGE, all.total), { exact: true }).waitFor();
        expect(pageParam(page)).toBeNull();
        await loadMore(page).scrollIntoViewIfNeeded();
        await shot(page, 'listing-paging-load-more');

        for (let n = 2; n <= pages; n++) {
          await loadMore(page).click();
          const shown = Math.min(n * PAGE, all.total);
          await waitForCards(page, 'Products', shown);
          expect(pageParam(page)).toBe(String(n));
          // Load more asks for the next page, and only for it.
          expect(asked.map((q) => new URLSearchParams(q).get('page'))).toEqual(
            Array.from({ length: n - 1 }, (_, i) => String(i + 2)),
          );
          if (n === 2) {
            // The page did not jump to the top: the button is still where the shopper clicked it.
            expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
            await shot(page, 'listing-paging-two-pages');
          }
        }
        expect(await cardIds(page, 'Products')).toEqual(all.ids);
        expect(await loadMore(page).count()).toBe(0);
        // Only pages were asked for, never the whole catalogue.
        expect(asked.length).toBe(pages - 1);
        expect(asked.every((q) => q.includes(`pageSize=${PAGE}`))).toBe(true);

        // A reload shows the same pages.
        await page.reload();
        await settle(page);
        await waitForCards(page, 'Products', all.total);
        expect(await cardIds(page, 'Products')).toEqual(all.ids);

        // Away and back again: still every page.
        await page.goto('/shop/about-us');
        await settle(page);
        await page.goBack();
        await settle(page);
        await waitForCards(page, 'Products', all.total);
        expect(pageParam(page)).toBe(String(pages));

        // A page number past the end shows what there is, without an error.
        await page.goto('/shop/listing?page=999');
        await settle(page);
        await waitForCards(page, 'Products', all.total);
        expect(await loadMore(page).count()).toBe(0);
      });
    });

    test('listing: Load more after the pages shown have gone stale asks only for the next page', async () => {
      test.setTimeout(120_000);
      const { total } = await wholeList(NEWEST);
      expect(total).toBeGreaterThan(2 * PAGE);
      await withPage(viewport, async (page) => {
        // The page's own clock, so half an hour can pass without waiting for it.
        await page.clock.install();
        const asked: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/api/shop/products/get'))
            asked.push(new URL(r.url()).searchParams.get('page')!);
        });
        await page.goto('/shop/listing?page=2');
        await settle(page);
        await waitForCards(page, 'Products', 2 * PAGE);
        // A fresh load of ?page=2 comes with both pages, rendered by the server: the browser asks for none.
        expect(asked).toEqual([]);

        // Long past the 30 s an answer counts as fresh: the pages on screen stay; only page 3 is asked for.
        asked.length = 0;
        await page.clock.fastForward('30:00');
        await loadMore(page).click();
        await waitForCards(page, 'Products', Math.min(3 * PAGE, total));
        expect(pageParam(page)).toBe('3');
        expect(asked).toEqual(['3']);
      });
    });

    test('listing: a new sort or filter starts again at one page, and pages in its own order', async () => {
      test.setTimeout(180_000);
      const byPriceDown = await wholeList('/api/shop/products/get?sortBy=price-hightolow');
      const everything = await wholeList(NEWEST);
      // The largest categories until together they fill more than a page.
      const counts = new Map<string, number>();
      for (const p of everything.products) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
      const chosen: string[] = [];
      let size = 0;
      for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1])) {
        if (size > PAGE) break;
        chosen.push(name);
        size += n;
      }
      const query = `category=${chosen.map((c) => encodeURIComponent(c).replace(/%20/g, '+')).join(',')}`;
      const filtered = await wholeList(`/api/shop/products/get?${query}&sortBy=newest`);
      expect(filtered.total).toBe(size);
      expect(filtered.total).toBeGreaterThan(PAGE);

      await withPage(viewport, async (page) => {
        await page.goto('/shop/listing?page=2');
        await settle(page);
        await waitForCards(page, 'Products', 2 * PAGE);

        await page.getByLabel('Sort by').selectOption('price-hightolow');
        await page.waitForFunction(() => !new URL(location.href).searchParams.has('page'));
        // The sort is in the address (issue 36), the page count gone from it.
        expect(new URL(page.url()).search).toBe('?sortBy=price-hightolow');
        await waitForCards(page, 'Products', PAGE);
        await expect.poll(() => cardIds(page, 'Products')).toEqual(byPriceDown.ids.slice(0, PAGE));
        await loadMore(page).click();
        await waitForCards(page, 'Products', 2 * PAGE);
        expect(await cardIds(page, 'Products')).toEqual(byPriceDown.ids.slice(0, 2 * PAGE));

        // Filtered (newest first again: the address names no sort): the true count of the chosen
        // categories, and only their products on every page.
        await page.goto(`/shop/listing?${query}`);
        await settle(page);
        await page.getByText(STOREFRONT_MESSAGES.productCount(filtered.total), { exact: true }).waitFor();
        await waitForCards(page, 'Products', PAGE);
        await loadMore(page).click();
        const shown = Math.min(2 * PAGE, filtered.total);
        await waitForCards(page, 'Products', shown);
        expect(await cardIds(page, 'Products')).toEqual(filtered.ids.slice(0, shown));
        // Each card's first line of text is its category.
        const shownCategories = await page
          .locator('ul[aria-label="Products"] article')
          .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''));
        const wanted = new Set(chosen.map((c) => c.toLowerCase()));
        for (const category of shownCategories)
          expect(wanted.has(category.toLowerCase()), category).toBe(true);
        await shot(page, 'listing-paging-filtered');
      });
    });

    test('search: 24 results at a time with the true count; Load more; ?page kept on reload', async () => {
      test.setTimeout(120_000);
      const found = await wholeList(`/api/shop/search/${KEYWORD}`);
      expect(found.total).toBeGreaterThan(PAGE);
      await withPage(viewport, async (page) => {
        await page.goto(`/shop/search?keyword=${KEYWORD}`);
        await page
          .getByText(MESSAGES.storefront.searchResults(found.total, KEYWORD), { exact: true })
          .waitFor();
        await waitForCards(page, 'Search results', PAGE);
        expect(await cardIds(page, 'Search results')).toEqual(found.ids.slice(0, PAGE));
        await loadMore(page).click();
        const shown = Math.min(2 * PAGE, found.total);
        await waitForCards(page, 'Search results', shown);
        expect(await cardIds(page, 'Search results')).toEqual(found.ids.slice(0, shown));
        expect(pageParam(page)).toBe('2');
        expect(new URL(page.url()).searchParams.get('keyword')).toBe(KEYWORD);
        await page.reload();
        await waitForCards(page, 'Search results', shown);
        await shot(page, 'search-paging');
      });
    });
  });

// Issue 36 item 6: without JavaScript every product of the catalogue can be reached from the listing,
// 'Load more' being a link to the next page that the server renders; the sort fits a 375 px screen.
test.describe('paged listing without JavaScript (mobile)', () => {
  test('Load more leads page by page to every product; the sort form fits the screen', async () => {
    const { context, page } = await newPage(browser, 'mobile', { javaScriptEnabled: false });
    try {
      const whole = await wholeList(NEWEST);
      await page.goto('/shop/listing');
      const sortForm = page.locator('form[action="/shop/listing"][method="get"]').first();
      const box = (await sortForm.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      let shown: number = PAGE;
      expect(await cardIds(page, 'Products')).toHaveLength(shown);
      while (shown < whole.total) {
        expect(await loadMore(page).getAttribute('href')).toBe(`/shop/listing?page=${shown / PAGE + 1}`);
        await loadMore(page).click();
        await page.waitForURL((url) => url.searchParams.get('page') === String(shown / PAGE + 1));
        shown = Math.min(shown + PAGE, whole.total);
        expect(await cardIds(page, 'Products')).toHaveLength(shown);
      }
      expect(await cardIds(page, 'Products')).toEqual(whole.ids);
      expect(await loadMore(page).count()).toBe(0);
      // Search pages the same way.
      await page.goto(`/shop/search?keyword=${KEYWORD}`);
      expect(await loadMore(page).getAttribute('href')).toBe(`/shop/search?keyword=${KEYWORD}&page=2`);
    } finally {
      await context.close();
    }
  });
});
