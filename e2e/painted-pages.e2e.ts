// The home page and the plain listing painted by the server (issue 9, part 3): without JavaScript the
// first banner (a phone's file on a phone, the desktop file on a desktop, nothing else) and the listing's
// title and first card image are on screen; with JavaScript the app takes the page over from that
// HTML without asking the API for what came with it, and without moving what was painted.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSrcSet, pagePath, type Banner, type ProductListPageResponse } from '@resham/shared';
import {
  ARTIFACTS,
  baseUrl,
  launch,
  newPage,
  settle,
  shot,
  watchErrors,
  type ViewportName,
} from './support/browser';

const VIEWPORTS: ViewportName[] = ['mobile', 'desktop'];
const BANNERS_API = '/api/common/feature/get';
const FIRST_PAGE = pagePath('/api/shop/products/get?sortBy=price-lowtohigh', 1);

let browser: Browser;
let banners: Banner[];
let firstPage: ProductListPageResponse;

beforeAll(async () => {
  browser = await launch();
  banners = ((await (await fetch(`${baseUrl()}${BANNERS_API}`)).json()) as { data: Banner[] }).data;
  firstPage = (await (await fetch(`${baseUrl()}${FIRST_PAGE}`)).json()) as ProductListPageResponse;
  expect(banners.length).toBeGreaterThan(0);
  expect(firstPage.data.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
});

/** The files of one of our images (all its widths), by its id. */
const filesOf = (url: string) => (mediaSrcSet(url) ?? url).split(', ').map((s) => s.split(' ')[0]!);
const mediaId = (url: string) => /\/media\/([a-f0-9]{32})-/.exec(url)?.[1];

interface Seen {
  page: Page;
  /** Every URL the page asked for (path and query). */
  requests: string[];
  problems: string[];
  close: () => Promise<void>;
}

async function open(viewport: ViewportName, javaScriptEnabled: boolean): Promise<Seen> {
  const { context, page } = await newPage(browser, viewport, { javaScriptEnabled });
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(url.pathname + url.search);
  });
  // Layout shifts while the app takes over (a painted box that moves is a shift).
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { page, requests, problems: watchErrors(page), close: () => context.close() };
}

/** A screenshot for a person to look at; shot() waits on animation frames, which a page without JavaScript never runs. */
async function still(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${page.viewportSize()!.width}.png`) });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

/**
 * The image is loaded and shown; its box on the page and the file it shows. The visible one: while
 * the app takes over, a card may also hold a copy of it that is not shown (its carousel waking
 * behind the look-alike still picture).
 */
async function shown(page: Page, selector: string) {
  const img = page.locator(selector).filter({ visible: true }).first();
  const look = () =>
    img.evaluate((el: HTMLImageElement) => {
      const r = el.getBoundingClientRect();
      return {
        loaded: el.complete && el.naturalWidth > 0,
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
        src: el.currentSrc,
      };
    });
  let seen = await look();
  // Polled from the test (animation frames do not run for a page without JavaScript).
  await expect.poll(async () => (seen = await look()).loaded).toBe(true);
  return { box: seen.box, src: seen.src };
}

const BANNER_IMG = 'section[aria-label="Featured collections"] picture img[alt]:not([alt=""])';
const CARD_IMG = 'article img';

describe.each(VIEWPORTS)('server-painted pages at %s', (viewport) => {
  it('home: the first banner without JavaScript, then the app with no banner call and no jump', async () => {
    const lead = banners[0]!;
    const wanted = viewport === 'mobile' ? lead.imageMobile : lead.imageDesktop;
    const other = viewport === 'mobile' ? lead.imageDesktop : lead.imageMobile;

    const plain = await open(viewport, false);
    try {
      await plain.page.goto('/shop/home');
      const painted = await shown(plain.page, BANNER_IMG);
      expect(mediaId(painted.src)).toBe(mediaId(wanted));
      expect(painted.box.height).toBe(600);
      expect(await plain.page.getByRole('heading', { level: 1 }).innerText()).toBe(
        'Resham Silks: handwoven silk sarees from our boutique in Coimbatore',
      );
      expect(await plain.page.locator(BANNER_IMG).getAttribute('alt')).toBe(
        lead.alt || 'A Resham collection',
      );
      // Only this screen's file of the banner is fetched (the preload is the file the slide shows).
      const media = plain.requests.filter((url) => url.startsWith('/media/'));
      expect(media.length).toBeGreaterThan(0);
      expect(media.every((url) => filesOf(wanted).includes(url))).toBe(true);
      expect(media.some((url) => filesOf(other).includes(url))).toBe(false);
      await still(plain.page, 'painted-home-no-js');

      const app = await open(viewport, true);
      try {
        await app.page.goto('/shop/home');
        await settle(app.page);
        const slider = app.page.getByRole('region', { name: 'Featured collections' });
        // The app's slider (its dots are the app's), on the banner the HTML painted, in the same box.
        await slider.getByRole('button', { name: `Show banner 1 of ${banners.length}` }).waitFor();
        const taken = await shown(app.page, BANNER_IMG);
        expect(mediaId(taken.src)).toBe(mediaId(wanted));
        expect(taken.box).toEqual(painted.box);
        expect(app.requests.filter((url) => url.startsWith(BANNERS_API))).toEqual([]);
        expect(await shifts(app.page)).toEqual([]);
        expect(app.problems).toEqual([]);
      } finally {
        await app.close();
      }
    } finally {
      await plain.close();
    }
  });

  it('listing: the title and first card image without JavaScript, then the app with no first-page call and no jump', async () => {
    const first = firstPage.data[0]!;
    const plain = await open(viewport, false);
    try {
      await plain.page.goto('/shop/listing');
      const title = plain.page.getByRole('heading', { level: 1, name: 'All Products' });
      await title.waitFor();
      const titleBox = await title.boundingBox();
      const painted = await shown(plain.page, CARD_IMG);
      expect(mediaId(painted.src)).toBe(mediaId(first.images[0]!));
      expect(await plain.page.locator(CARD_IMG).getAttribute('alt')).toBe(first.title);
      expect(await plain.page.getByText(`${firstPage.total} Products`, { exact: true }).count()).toBe(1);
      const media = plain.requests.filter((url) => url.startsWith('/media/'));
      expect(media.every((url) => filesOf(first.images[0]!).includes(url))).toBe(true);
      await still(plain.page, 'painted-listing-no-js');

      const app = await open(viewport, true);
      try {
        await app.page.goto('/shop/listing');
        await settle(app.page);
        const cards = app.page.getByRole('list', { name: 'Products' }).getByRole('article');
        await cards.first().waitFor();
        expect(await cards.count()).toBe(firstPage.data.length);
        expect(await cards.first().getByRole('link').innerText()).toBe(first.title);
        const appTitle = app.page.getByRole('heading', { level: 1, name: 'All Products' });
        expect(await appTitle.boundingBox()).toEqual(titleBox);
        const taken = await shown(app.page, CARD_IMG);
        expect(mediaId(taken.src)).toBe(mediaId(first.images[0]!));
        expect(taken.box).toEqual(painted.box);
        expect(app.requests.filter((url) => url.startsWith('/api/shop/products/get'))).toEqual([]);
        expect(await shifts(app.page)).toEqual([]);
        expect(app.problems).toEqual([]);
        await shot(app.page, 'painted-listing-app', { fullPage: false });
      } finally {
        await app.close();
      }
    } finally {
      await plain.close();
    }
  });
});
