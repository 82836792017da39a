// The about page (founder story, the 16-entry collections showcase with its one video, #policies)
// and the five policy pages with the facts of spec §9, at 375 and 1280 px (axe and whole-page pictures: foundation.e2e.ts).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { baseUrl, newPage, settle, shot, watchErrors, type ViewportName } from './support/browser';
import { expect, test } from './support/test';

interface StoreConfig {
  storeName: string;
  storeAddress: string;
  storePhone: string;
  storeEmail: string;
}

/** Each policy page and phrases that carry its §9 facts (as a reader sees them). */
const POLICIES = [
  {
    path: '/shop/returns-policy',
    title: 'Returns Policy',
    // Issue 37: the window, reasons and pickup are the settings' (RETURN_*), tested in policies.test.tsx.
    facts: [
      'days of delivery',
      'We take returns for these reasons',
      'Return or exchange',
      'Who pays for the pickup',
      'quality check',
    ],
  },
  {
    path: '/shop/refund-policy',
    title: 'Refund Policy',
    facts: [
      // Issue 35: the app's rules (a cancel before dispatch is refunded in full, from the account).
      'until it is handed to the courier',
      'refunded in full',
      'no fee is kept',
      'full refund',
      '3–7 business days',
    ],
  },
  {
    path: '/shop/shipping-policy',
    title: 'Shipping Policy',
    facts: [
      // Issue 35: the days are the settings' (DISPATCH_DAYS, TRANSIT_DAYS_*), tested in policies.test.tsx.
      'We hand your order to the courier within',
      'days in transit in',
      'Shipping within India is free',
      'do not ship to P.O. boxes',
    ],
  },
  {
    path: '/shop/terms-conditions',
    title: 'Terms and Conditions',
    facts: ['laws of the State of Tamil Nadu', 'courts at Coimbatore', 'inclusive of taxes'],
  },
  {
    path: '/shop/privacy-policy',
    title: 'Privacy Policy',
    facts: ['never see your card number', 'never sell', 'one cookie'],
  },
] as const;

let browser: Browser;
let store: StoreConfig;
let open: Array<{ context: BrowserContext; errors: string[] }> = [];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  store = ((await (await fetch(`${baseUrl()}/api/common/config`)).json()) as { data: StoreConfig }).data;
});

test.afterEach(async () => {
  const sessions = open;
  open = [];
  const errors = sessions.flatMap((s) => s.errors);
  await Promise.all(sessions.map((s) => s.context.close()));
  expect(errors).toEqual([]);
});

async function guest(viewport: ViewportName): Promise<Page> {
  const { context, page } = await newPage(browser, viewport, { reducedMotion: 'reduce' });
  open.push({ context, errors: watchErrors(page) });
  return page;
}

/** Normalises whitespace so phrases split over lines in the markup still match. */
async function mainText(page: Page) {
  return ((await page.locator('main').innerText()) ?? '').replace(/\s+/g, ' ');
}

for (const viewport of ['mobile', 'desktop'] as const)
  test.describe(`static pages at ${viewport} width`, () => {
    test('about: one h1, the founder story, 16 showcase entries (one a video) and the policy links', async () => {
      const page = await guest(viewport);
      await page.goto('/shop/about-us');
      await settle(page);

      await expect(page.locator('h1').count()).resolves.toBe(1);
      await page.getByRole('heading', { level: 2, name: 'A weaver’s daughter' }).waitFor();
      const text = await mainText(page);
      expect(text).toContain('Sirumugai');
      expect(text).toContain('Coimbatore');
      expect(text).toContain(store.storeName);

      const showcase = page.getByRole('list', { name: 'Collections showcase' });
      await expect(showcase.getByRole('listitem').count()).resolves.toBe(16);
      await expect(showcase.locator('video').count()).resolves.toBe(1);
      const video = showcase.locator('video');
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
      await expect(showcase.locator('img').count()).resolves.toBe(15);
      // A tile leads to its filtered listing (spec §2: spaces become +).
      expect(
        await showcase
          .getByRole('link', { name: /Kanchipuram Silk Sarees/ })
          .first()
          .getAttribute('href'),
      ).toBe('/shop/listing?category=Kanchipuram+Silk+Sarees');

      const policies = page.locator('#policies');
      for (const { path, title } of POLICIES)
        expect(
          await policies
            .getByRole('link', { name: new RegExp(title.replace('and', '(and|&)')) })
            .getAttribute('href'),
        ).toBe(path);

      // Contact details come from the configuration.
      await page.getByText(store.storeEmail).first().waitFor();
      // axe and the whole-page picture: the screen matrix in foundation.e2e.ts.
    });

    test('about#policies scrolls to the policies once the page has rendered', async () => {
      const page = await guest(viewport);
      await page.goto('/shop/about-us#policies');
      await settle(page);
      await page.waitForFunction(() => {
        const el = document.getElementById('policies');
        if (!el || window.scrollY < 200) return false;
        const top = el.getBoundingClientRect().top;
        return top >= 0 && top < 160;
      });
      // Below the fixed header, not under it.
      const top = await page.locator('#policies').evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(56);
      await shot(page, 'static-about-us-policies');
    });

    test('the footer’s “Our Policies” link from another page lands on #policies', async () => {
      const page = await guest(viewport);
      await page.goto('/shop/shipping-policy');
      await settle(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Our Policies' }).click();
      await page.waitForURL('**/shop/about-us#policies');
      await page.waitForFunction(() => {
        const el = document.getElementById('policies');
        return !!el && window.scrollY > 200 && Math.abs(el.getBoundingClientRect().top) < 160;
      });
    });

    for (const policy of POLICIES) {
      test(`${policy.title}: one h1, the §9 facts and the store's contact details`, async () => {
        const page = await guest(viewport);
        await page.goto(policy.path);
        await settle(page);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        expect(await page.locator('h1').innerText()).toBe(policy.title);
        await page.getByText(store.storeEmail).first().waitFor();
        const text = await mainText(page);
        for (const fact of policy.facts) expect(text).toContain(fact);
        expect(text).toContain(store.storePhone);
        expect(text).toContain(store.storeAddress.split(',')[0]!);
        // Text only: no images or video in the policy itself.
        await expect(page.locator('main img, main video').count()).resolves.toBe(0);
      });
    }
  });
