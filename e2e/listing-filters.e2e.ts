// Issue 36 item 2 and 4, at 375 px (the filter sheet) and 1280 px (the side panel): a saree collection
// narrowed by weave, occasion and price with the counts the facets answer, sorted, every choice and
// the sort in the address through a reload, a chip taking a filter away; the collection's name as the
// title; the search narrowed and sorted the same way; Tamil words finding what their English spellings
// find, and a Tamil search that finds nothing suggesting the categories the Latin one does.
// Screenshots: listing-filters-{375,1280}.png, search-filters-{375,1280}.png,
// search-tamil-suggestions-{375,1280}.png.
import type { Browser, Locator, Page } from '@playwright/test';
import {
  LISTING_PAGE,
  MESSAGES,
  nearestNames,
  priceWithTaxPaise,
  rupeesToPaise,
  type Facets,
  type Product,
} from '@resham/shared';
import {
  baseUrl,
  expectAccessible,
  expectNoSideScroll,
  newPage,
  settle,
  shot,
  watchErrors,
  type ViewportName,
} from './support/browser';
import { expect, test } from './support/test';

const VIEWPORTS: ViewportName[] = ['mobile', 'desktop'];
const COLLECTION = 'Kanchipuram Silk Sarees';
const WEAVE = 'Kanchipuram';
const OCCASION = { value: 'festive', label: 'Festive' };
/** Rupees with GST, as shoppers read prices. */
const PRICE = { min: '15000', max: '40000', chip: '₹15,000 – ₹40,000' };
const KEYWORD = 'silk';
const FABRIC = 'Pure mulberry silk';
const SEARCH_OCCASION = { value: 'wedding', label: 'Wedding' };
const SEARCH_PRICE_MAX = { value: '40000', chip: 'Up to ₹40,000' };

let browser: Browser;
let categoryNames: string[];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  categoryNames = (
    await getJson<{ categories: Array<{ name: string }> }>('/api/common/categories')
  ).categories.map((c) => c.name);
});

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The first page (of up to 48) of a list as the API answers it: its product ids in order, and its total. */
async function apiList(path: string): Promise<{ ids: string[]; total: number; products: Product[] }> {
  const join = path.includes('?') ? '&' : '?';
  const body = await getJson<{ data: Product[]; total: number }>(
    `${path}${join}page=1&pageSize=${LISTING_PAGE.maxSize}`,
  );
  expect(body.total, `${path} fits one page`).toBeLessThanOrEqual(LISTING_PAGE.maxSize);
  return { ids: body.data.map((p) => p._id), total: body.total, products: body.data };
}

/** The count the facets call answers for `value` of `facet` under the query (0 when absent). */
async function facetCount(query: string, facet: keyof Facets, value: string): Promise<number> {
  const { data } = await getJson<{ success: boolean; data: Facets }>(`/api/shop/products/facets?${query}`);
  return data[facet].find((f) => f.value.toLowerCase() === value.toLowerCase())?.count ?? 0;
}

/** A fresh guest page; fails the test on page errors, console errors and 5xx answers. */
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

/** The product ids of the cards of the grid named `list`, in page order. */
const cardIds = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list, exact: true })
    .locator('article h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!));

/** The shown price of each card of `list`, in paise, in page order. */
async function cardPrices(page: Page, list: string): Promise<number[]> {
  const texts = await page
    .getByRole('list', { name: list, exact: true })
    .getByRole('article')
    .allInnerTexts();
  return texts.map((text) => Math.round(Number(/₹([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, '')) * 100));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A detail's checkbox in a filter group: its label is the value, then how many products it would show. */
const option = (group: Locator, label: string) =>
  group.getByRole('checkbox', { name: new RegExp(`^${escape(label)}\\s*\\d+ products$`) });

/** The count shown beside a detail's value. */
async function shownCount(group: Locator, label: string): Promise<number> {
  const name = await option(group, label).evaluate(
    (input: HTMLInputElement) => input.labels?.[0]?.textContent ?? '',
  );
  return Number(/(\d+) products$/.exec(name)![1]);
}

/** The chips under the title (or above the results), each a button removing its filter. */
const chipNames = async (page: Page) =>
  (await page.getByRole('list', { name: 'Showing' }).getByRole('button').allInnerTexts()).map((t) =>
    t.replace(/×|:\s*remove this filter/g, '').trim(),
  );

/** A product's shown price in paise: the sale price when on sale, GST included. */
const withGst = (product: Product) =>
  priceWithTaxPaise(rupeesToPaise(product.salePrice > 0 ? product.salePrice : product.price));

/** The page's address, as its query parameters. */
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Nothing of the narrowed list's controls hangs off the screen. */
async function expectOnScreen(page: Page, ...locators: Locator[]) {
  const width = page.viewportSize()!.width;
  for (const locator of locators) {
    const box = (await locator.boundingBox())!;
    expect(box.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'right edge on screen').toBeLessThanOrEqual(width);
  }
  await expectNoSideScroll(page);
}

for (const viewport of VIEWPORTS)
  test.describe(`listing filters at ${viewport}`, () => {
    const phone = viewport === 'mobile';

    test('a saree collection narrowed by weave, occasion and price, sorted: all in the address, kept on reload, a chip removes one', async () => {
      // What the API answers at each step: each narrows the list (the weave keeps every saree of this
      // collection: all of them are Kanchipuram weaves).
      const inCollection = `category=${COLLECTION.replace(/ /g, '+')}`;
      const byWeave = `${inCollection}&weave=${WEAVE}`;
      const byOccasion = `${byWeave}&occasion=${OCCASION.value}`;
      const byPrice = `${byOccasion}&priceMin=${PRICE.min}&priceMax=${PRICE.max}`;
      const sorted = `${byPrice}&sortBy=price-hightolow`;
      const collection = await apiList(`/api/shop/products/get?${inCollection}`);
      const weave = await apiList(`/api/shop/products/get?${byWeave}`);
      const occasion = await apiList(`/api/shop/products/get?${byOccasion}`);
      const narrowed = await apiList(`/api/shop/products/get?${sorted}`);
      const withoutOccasion = await apiList(
        `/api/shop/products/get?${byWeave}&priceMin=${PRICE.min}&priceMax=${PRICE.max}&sortBy=price-hightolow`,
      );
      expect(collection.total).toBeGreaterThanOrEqual(weave.total);
      expect(weave.total).toBeGreaterThan(occasion.total);
      expect(occasion.total).toBeGreaterThan(narrowed.total);
      expect(narrowed.total).toBeGreaterThan(1);
      expect(withoutOccasion.total).toBeGreaterThan(narrowed.total);
      const weaveCount = await facetCount(inCollection, 'weave', WEAVE);
      const occasionCount = await facetCount(byWeave, 'occasion', OCCASION.value);
      expect(weaveCount).toBe(weave.total);
      expect(occasionCount).toBe(occasion.total);

      await withPage(viewport, async (page) => {
        await page.goto('/shop/listing');
        await settle(page);
        const title = page.getByRole('heading', { level: 1 });
        await expect(title).toHaveText('All Products');

        // The filters: the side panel on a laptop, a bottom sheet (applied at once) on a phone.
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        const filters = phone ? sheet : page.getByRole('complementary', { name: 'Filters' });
        if (phone) {
          await page.getByRole('button', { name: 'Filters', exact: true }).click();
          await sheet.waitFor();
        }
        if (!phone) {
          // The panel scrolls on its own: its last field is a short scroll away, not past the grid's end
          // (the sticky panel was taller than the window, its lower sections out of reach).
          const highest = filters.getByLabel('Highest price in rupees');
          await highest.scrollIntoViewIfNeeded();
          await expect(highest).toBeInViewport();
          expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await filters.getByRole('checkbox', { name: COLLECTION, exact: true }).check();
        if (!phone) {
          await page.waitForURL((url) => url.search === `?${inCollection}`);
          await expect(title).toHaveText(COLLECTION);
          await page.getByText(MESSAGES.storefront.productCount(collection.total), { exact: true }).waitFor();
        }

        // Weave and occasion, each with the count the facets answer for the list it would narrow.
        const weaves = filters.getByRole('group', { name: 'Weave' });
        await expect.poll(() => shownCount(weaves, WEAVE)).toBe(weaveCount);
        await option(weaves, WEAVE).check();
        if (!phone) await page.waitForURL((url) => url.search === `?${byWeave}`);
        const occasions = filters.getByRole('group', { name: 'Occasion' });
        await expect.poll(() => shownCount(occasions, OCCASION.label)).toBe(occasionCount);
        await option(occasions, OCCASION.label).check();
        if (!phone) await page.waitForURL((url) => url.search === `?${byOccasion}`);

        // The price range (GST included): the panel's own button; the sheet takes it as typed.
        await filters.getByLabel('Lowest price in rupees').fill(PRICE.min);
        await filters.getByLabel('Highest price in rupees').fill(PRICE.max);
        if (phone) {
          expect(await sheet.getByRole('button', { name: 'Apply price' }).count()).toBe(0);
          await sheet.getByRole('button', { name: 'Apply', exact: true }).click();
          await sheet.waitFor({ state: 'detached' });
        } else await filters.getByRole('button', { name: 'Apply price' }).click();
        await page.waitForURL((url) => url.search === `?${byPrice}`);
        await expect(title).toHaveText(COLLECTION);

        await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
        await page.waitForURL((url) => url.search === `?${sorted}`);
        expect(params(page)).toEqual({
          category: COLLECTION,
          weave: WEAVE,
          occasion: OCCASION.value,
          priceMin: PRICE.min,
          priceMax: PRICE.max,
          sortBy: 'price-hightolow',
        });

        // The grid is what the API answers for the same query, dearest first and inside the range.
        const expectNarrowed = async () => {
          await expect.poll(() => cardIds(page, 'Products')).toEqual(narrowed.ids);
          await page.getByText(MESSAGES.storefront.productCount(narrowed.total), { exact: true }).waitFor();
          const prices = await cardPrices(page, 'Products');
          expect(prices).toEqual(narrowed.products.map(withGst));
          expect(prices).toEqual([...prices].sort((a, b) => b - a));
          for (const paise of prices) {
            expect(paise).toBeGreaterThanOrEqual(Number(PRICE.min) * 100);
            expect(paise).toBeLessThanOrEqual(Number(PRICE.max) * 100);
          }
          expect(await chipNames(page)).toEqual([COLLECTION, WEAVE, OCCASION.label, PRICE.chip]);
          await expect(title).toHaveText(COLLECTION);
          if (phone) await page.getByRole('button', { name: 'Filters (4)' }).waitFor();
          else {
            for (const box of [
              filters.getByRole('checkbox', { name: COLLECTION, exact: true }),
              option(weaves, WEAVE),
              option(occasions, OCCASION.label),
            ])
              await expect(box).toBeChecked();
            await expect(filters.getByLabel('Lowest price in rupees')).toHaveValue(PRICE.min);
            await expect(filters.getByLabel('Highest price in rupees')).toHaveValue(PRICE.max);
          }
          await expect(page.getByLabel('Sort by')).toHaveValue('price-hightolow');
        };
        await expectNarrowed();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectOnScreen(page, page.getByRole('list', { name: 'Showing' }), page.getByLabel('Sort by'));
        await shot(page, 'listing-filters');
        await expectAccessible(page);

        // A reload keeps every filter and the sort.
        const url = page.url();
        await page.reload();
        await settle(page);
        expect(page.url()).toBe(url);
        await expectNarrowed();
        if (phone) {
          // The sheet opens on the choices in force.
          await page.getByRole('button', { name: 'Filters (4)' }).click();
          await sheet.waitFor();
          await expect(sheet.getByRole('checkbox', { name: COLLECTION, exact: true })).toBeChecked();
          await expect(option(sheet.getByRole('group', { name: 'Weave' }), WEAVE)).toBeChecked();
          await expect(option(sheet.getByRole('group', { name: 'Occasion' }), OCCASION.label)).toBeChecked();
          await expect(sheet.getByLabel('Lowest price in rupees')).toHaveValue(PRICE.min);
          await expect(sheet.getByLabel('Highest price in rupees')).toHaveValue(PRICE.max);
          await sheet.getByRole('button', { name: 'Close', exact: true }).click();
          await sheet.waitFor({ state: 'detached' });
        }

        // The occasion's chip takes it away; the rest, and the sort, stay.
        await page
          .getByRole('list', { name: 'Showing' })
          .getByRole('button', { name: new RegExp(`^${OCCASION.label}`) })
          .click();
        await page.waitForURL((url) => !url.searchParams.has('occasion'));
        expect(params(page)).toEqual({
          category: COLLECTION,
          weave: WEAVE,
          priceMin: PRICE.min,
          priceMax: PRICE.max,
          sortBy: 'price-hightolow',
        });
        await expect.poll(() => cardIds(page, 'Products')).toEqual(withoutOccasion.ids);
        await page
          .getByText(MESSAGES.storefront.productCount(withoutOccasion.total), { exact: true })
          .waitFor();
        expect(await chipNames(page)).toEqual([COLLECTION, WEAVE, PRICE.chip]);
        if (!phone) await expect(option(occasions, OCCASION.label)).not.toBeChecked();
      });
    });

    test('the search narrowed by fabric, occasion and price and sorted by Popular, all in the address', async () => {
      const base = `/api/shop/search/${KEYWORD}`;
      const narrowing = `fabric=${FABRIC.replace(/ /g, '+')}&occasion=${SEARCH_OCCASION.value}&priceMax=${SEARCH_PRICE_MAX.value}`;
      const all = await getJson<{ total: number }>(`${base}?page=1&pageSize=${LISTING_PAGE.defaultSize}`);
      const narrowed = await apiList(`${base}?${narrowing}&sortBy=popular`);
      const withoutPrice = await apiList(
        `${base}?fabric=${FABRIC.replace(/ /g, '+')}&occasion=${SEARCH_OCCASION.value}&sortBy=popular`,
      );
      expect(all.total).toBeGreaterThan(withoutPrice.total);
      expect(withoutPrice.total).toBeGreaterThan(narrowed.total);
      expect(narrowed.total).toBeGreaterThan(1);
      const fabricCount = await facetCount(`keyword=${KEYWORD}`, 'fabric', FABRIC);
      const occasionCount = await facetCount(
        `keyword=${KEYWORD}&fabric=${FABRIC.replace(/ /g, '+')}`,
        'occasion',
        SEARCH_OCCASION.value,
      );
      expect(fabricCount).toBeGreaterThan(0);
      expect(occasionCount).toBe(withoutPrice.total);

      await withPage(viewport, async (page) => {
        await page.goto(`/shop/search?keyword=${KEYWORD}`);
        await settle(page);
        await page
          .getByText(MESSAGES.storefront.searchResults(all.total, KEYWORD), { exact: true })
          .waitFor();
        // Best match first: the sort names none, so the address does not either.
        const sort = page.getByLabel('Sort by');
        await expect(sort).toHaveValue('');
        expect(await sort.locator('option').first().innerText()).toBe('Best match');

        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await sheet.waitFor();
        // A search is narrowed by a saree's details and price, not by collection.
        expect(await sheet.getByRole('group', { name: 'Category' }).count()).toBe(0);
        const fabrics = sheet.getByRole('group', { name: 'Fabric' });
        await expect.poll(() => shownCount(fabrics, FABRIC)).toBe(fabricCount);
        await option(fabrics, FABRIC).check();
        // The counts follow the choices made in the sheet.
        const occasions = sheet.getByRole('group', { name: 'Occasion' });
        await expect.poll(() => shownCount(occasions, SEARCH_OCCASION.label)).toBe(occasionCount);
        await option(occasions, SEARCH_OCCASION.label).check();
        await sheet.getByLabel('Highest price in rupees').fill(SEARCH_PRICE_MAX.value);
        await sheet.getByRole('button', { name: 'Apply', exact: true }).click();
        await sheet.waitFor({ state: 'detached' });
        await page.waitForURL((url) => url.searchParams.get('priceMax') === SEARCH_PRICE_MAX.value);

        await sort.selectOption({ label: 'Popular' });
        await page.waitForURL((url) => url.searchParams.get('sortBy') === 'popular');
        expect(params(page)).toEqual({
          keyword: KEYWORD,
          fabric: FABRIC,
          occasion: SEARCH_OCCASION.value,
          priceMax: SEARCH_PRICE_MAX.value,
          sortBy: 'popular',
        });

        const expectNarrowed = async () => {
          await expect.poll(() => cardIds(page, 'Search results')).toEqual(narrowed.ids);
          await page
            .getByText(MESSAGES.storefront.searchResults(narrowed.total, KEYWORD), { exact: true })
            .waitFor();
          for (const paise of await cardPrices(page, 'Search results'))
            expect(paise).toBeLessThanOrEqual(Number(SEARCH_PRICE_MAX.value) * 100);
          expect(await chipNames(page)).toEqual([FABRIC, SEARCH_OCCASION.label, SEARCH_PRICE_MAX.chip]);
          await page.getByRole('button', { name: 'Filters (3)' }).waitFor();
          await expect(sort).toHaveValue('popular');
          await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(KEYWORD);
        };
        await expectNarrowed();
        await expectOnScreen(
          page,
          page.getByRole('list', { name: 'Showing' }),
          page.getByRole('button', { name: 'Filters (3)' }),
          sort,
        );
        await shot(page, 'search-filters');

        const url = page.url();
        await page.reload();
        await settle(page);
        expect(page.url()).toBe(url);
        await expectNarrowed();

        // The price chip takes the range away; the details and the sort stay.
        await page
          .getByRole('list', { name: 'Showing' })
          .getByRole('button', { name: new RegExp(`^${escape(SEARCH_PRICE_MAX.chip)}`) })
          .click();
        await page.waitForURL((url) => !url.searchParams.has('priceMax'));
        expect(params(page)).toEqual({
          keyword: KEYWORD,
          fabric: FABRIC,
          occasion: SEARCH_OCCASION.value,
          sortBy: 'popular',
        });
        await expect.poll(() => cardIds(page, 'Search results')).toEqual(withoutPrice.ids);
        expect(await chipNames(page)).toEqual([FABRIC, SEARCH_OCCASION.label]);
      });
    });

    test('Tamil: காஞ்சிபுரம் and பட்டு find what Kanchipuram and silk find; a Tamil search that finds nothing suggests categories', async () => {
      const pairs = [
        { tamil: 'காஞ்சிபுரம்', latin: 'kanchipuram' },
        { tamil: 'பட்டு', latin: 'silk' },
      ];
      const found = await Promise.all(
        pairs.map(({ latin }) =>
          getJson<{ data: Product[]; total: number }>(
            `/api/shop/search/${latin}?page=1&pageSize=${LISTING_PAGE.defaultSize}`,
          ),
        ),
      );
      for (const list of found) expect(list.total).toBeGreaterThan(0);
      // A Tamil search for linen jhumkas: no product is both.
      const nothing = { tamil: 'லினன் ஜிமிக்கி', latin: 'linen jhumkas' };
      for (const keyword of [nothing.tamil, nothing.latin])
        expect(
          (
            await getJson<{ total: number }>(
              `/api/shop/search/${encodeURIComponent(keyword)}?page=1&pageSize=1`,
            )
          ).total,
        ).toBe(0);
      const nearest = nearestNames(nothing.latin, categoryNames);
      expect(nearest).toContain('Linen Sarees');
      expect(nearestNames(nothing.tamil, categoryNames)).toEqual(nearest);

      await withPage(viewport, async (page) => {
        await page.goto('/shop/search');
        await settle(page);
        const box = page.getByRole('searchbox', { name: 'Search products' });
        for (const [i, { tamil }] of pairs.entries()) {
          const english = found[i]!;
          await box.fill(tamil);
          await page
            .getByText(MESSAGES.storefront.searchResults(english.total, tamil), { exact: true })
            .waitFor();
          expect(new URL(page.url()).searchParams.get('keyword')).toBe(tamil);
          await expect.poll(() => cardIds(page, 'Search results')).toEqual(english.data.map((p) => p._id));
        }

        // Nothing found: the nearest categories, the same for the Tamil words as for the Latin ones.
        const suggestions = page.getByRole('navigation', { name: 'Nearest categories' }).getByRole('link');
        for (const keyword of [nothing.latin, nothing.tamil]) {
          await box.fill(keyword);
          await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
          await page.getByText(MESSAGES.storefront.noResults, { exact: true }).waitFor();
          await expect(suggestions).toHaveText(nearest);
        }
        await expectNoSideScroll(page);
        await shot(page, 'search-tamil-suggestions');
        await page
          .getByRole('navigation', { name: 'Nearest categories' })
          .getByRole('link', { name: 'Linen Sarees', exact: true })
          .click();
        await page.waitForURL((url) => url.pathname === '/shop/listing');
        expect(params(page)).toEqual({ category: 'Linen Sarees' });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Linen Sarees');
      });
    });
  });
