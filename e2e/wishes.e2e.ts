// Issue 25 §9–11, at 375 and 1280 px: the wishlist heart (a guest signs in and comes back to it; the
// account lists it with price and stock and marks it back in stock), "Email me when it's back" (a
// guest confirms by the emailed link, a signed-in shopper with one tap; one email each when stock
// returns) and the WhatsApp links (STORE_WHATSAPP is set for the E2E server).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { WISHES, type Product } from '@resham/shared';
import {
  fetchProducts,
  newPage,
  pathname,
  registerViaApi,
  settle,
  shot,
  signIn,
  signInViaApi,
  watchErrors,
  type ViewportName,
  shopDataDir,
} from './support/browser';
import { ADMIN, expect, test } from './support/test';

let browser: Browser;
let products: Product[];
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  products = await fetchProducts();
});

const readable = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The outbox's emails to `to` (as read by a person) that match `pattern`, as they are now. */
function mailsTo(to: string, pattern: RegExp): string[] {
  const dir = path.join(shopDataDir(), 'outbox');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
  return files
    .map((f) => readable(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text))
    .filter((text) => pattern.test(text));
}

/** The outbox's emails to `to` that match `pattern`, once the mail worker has written `count` of them. */
async function mailsArrived(to: string, pattern: RegExp, count = 1, timeoutMs = 25_000): Promise<string[]> {
  await expect
    .poll(() => mailsTo(to, pattern).length, {
      message: `${count} email(s) to ${to} matching ${pattern}`,
      timeout: timeoutMs,
    })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(to, pattern);
}

async function adminContext(): Promise<BrowserContext> {
  const { context } = await newPage(browser, 'desktop');
  const admin = ADMIN;
  await signInViaApi(context, admin.email, admin.password);
  return context;
}

/** A one-of-a-kind saree, sold out, made for this test (the demo's photos). */
async function soldOutSaree(admin: BrowserContext, title: string): Promise<string> {
  const model = products.find((p) => p.images.length > 0)!;
  const res = await admin.request.post('/api/admin/products/add', {
    data: {
      title,
      description: 'Handwoven Ghicha tussar, one of a kind.',
      category: model.category,
      subcategory: '',
      price: 8400,
      salePrice: 0,
      totalStock: 0,
      images: model.images.slice(0, 1),
      youtubeLink: '',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function setStock(admin: BrowserContext, id: string, totalStock: number) {
  const loaded = (await (await admin.request.get(`/api/shop/products/get/${id}`)).json()) as {
    data: Product;
  };
  const res = await admin.request.put(`/api/admin/products/edit/${id}`, {
    data: { ...loaded.data, totalStock, expectedStock: loaded.data.totalStock },
  });
  expect(res.status()).toBe(200);
}

for (const viewport of ['mobile', 'desktop'] satisfies ViewportName[])
  test.describe(`wishlist, back in stock and WhatsApp (${viewport})`, () => {
    test("a guest's heart is kept on her device and joins her account at sign-in; listed, marked when back", async () => {
      const admin = await adminContext();
      const title = `Wishful Ghicha Tussar ${viewport}`;
      const rare = await soldOutSaree(admin, title);
      const shopper = await registerViaApi('Revathi Subramanian');
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      try {
        // A guest taps the heart on the product page (issue 34): saved on this device, here after a reload.
        await page.goto(`/shop/product/${rare}`);
        await settle(page);
        const heart = page.getByRole('button', { name: `Save to wishlist: ${title}` });
        await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
        await heart.click();
        await page.getByText(WISHES.messages.savedOnDevice).first().waitFor();
        await page.reload();
        await settle(page);
        const kept = page.getByRole('button', { name: `Remove from wishlist: ${title}` });
        await expect.poll(() => kept.getAttribute('aria-pressed')).toBe('true');
        expect(new URL(page.url()).pathname).toBe(`/shop/product/${rare}`);
        await signIn(page, shopper.email, shopper.password);
        await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
        // Her hearts join her account once she is signed in, wherever she lands.
        await page.getByText(WISHES.messages.saved).first().waitFor();
        expect(await page.evaluate(() => localStorage.getItem('resham:guest-wishes'))).toBeNull();
        // Back on the product page, the heart is filled (after hydration: the cached HTML is a guest's).
        await page.goto(`/shop/product/${rare}`);
        await settle(page);
        await expect
          .poll(() =>
            page.getByRole('button', { name: `Remove from wishlist: ${title}` }).getAttribute('aria-pressed'),
          )
          .toBe('true');
        await shot(page, 'wishlist-product-page-saved');

        // Her account lists it with price (tax included) and stock.
        await page.goto('/shop/account?tab=wishlist');
        await settle(page);
        const list = page.getByRole('list', { name: 'Wishlist' });
        const item = list.getByRole('listitem').filter({ hasText: title });
        await expect.poll(() => item.innerText()).toContain('Out of stock');
        expect(await item.innerText()).toContain('₹8,820.00');
        // Restocked: marked.
        await setStock(admin, rare, 2);
        await page.reload();
        await settle(page);
        await item.getByText('Back in stock').waitFor();
        await shot(page, 'wishlist-account-back-in-stock');

        // The hearts on cards: filled for what she saved, after hydration.
        await page.goto(`/shop/search?keyword=${encodeURIComponent(title)}`);
        await settle(page);
        await expect
          .poll(() => page.getByRole('button', { name: `Remove from wishlist: ${title}` }).count())
          .toBe(1);
        await shot(page, 'wishlist-card-hearts');
        // Removing it from the account empties the list.
        await page.goto('/shop/account?tab=wishlist');
        await settle(page);
        await page.getByRole('button', { name: `Remove from wishlist: ${title}` }).click();
        await page.getByText('Your wishlist is empty').waitFor();
        expect(errors).toEqual([]);
      } finally {
        await admin.request.delete(`/api/admin/products/delete/${rare}`);
        await admin.close();
        await context.close();
      }
    });

    test('each heart of a grid waits for its own answer: a slow save keeps its heart disabled while another is saved', async () => {
      const shopper = await registerViaApi('Meenakshi Sundaram');
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      try {
        await signInViaApi(context, shopper.email, shopper.password);
        await page.goto('/shop/listing');
        await settle(page);
        // The first two cards' hearts (named 'Save to wishlist: …', then 'Remove from wishlist: …').
        const hearts = page
          .getByRole('list', { name: 'Products' })
          .getByRole('button', { name: /wishlist: / });
        const [first, second] = [hearts.nth(0), hearts.nth(1)];
        expect(await first.getAttribute('aria-pressed')).toBe('false');
        expect(await second.getAttribute('aria-pressed')).toBe('false');
        // The first save is held on its way to the server until the second has been answered.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let holding = true;
        await page.route('**/api/shop/wishlist/*', async (route) => {
          if (route.request().method() === 'POST' && holding) {
            holding = false;
            await held;
          }
          await route.continue();
        });
        await first.click();
        await expect.poll(() => first.isDisabled()).toBe(true);
        await second.click();
        await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
        expect(await second.isDisabled()).toBe(false);
        expect(await first.isDisabled()).toBe(true); // still on its way
        release();
        await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
        expect(await first.isDisabled()).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('"Email me when it\'s back": a guest confirms by link, a shopper with a tap; one email each', async () => {
      const admin = await adminContext();
      const title = `Returning Kalamkari ${viewport}`;
      const rare = await soldOutSaree(admin, title);
      const guestEmail = `meena.${viewport}.${Date.now()}@example.com`;
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      const signedIn = await newPage(browser, viewport);
      try {
        await page.goto(`/shop/product/${rare}`);
        await settle(page);
        await page.getByLabel('Your email').fill(guestEmail);
        await shot(page, 'back-in-stock-guest-form');
        await page.getByRole('button', { name: "Email me when it's back" }).click();
        await page.getByRole('status').filter({ hasText: WISHES.messages.alertConfirmSent }).waitFor();
        const [confirmation] = await mailsArrived(guestEmail, /shop\/stock-alert\?token=/);
        const token = /stock-alert\?token=([\w-]{43})/.exec(confirmation!)![1]!;
        await page.goto(`/shop/stock-alert?token=${token}`);
        await settle(page);
        await page.getByText(WISHES.messages.alertConfirmed).waitFor();
        await shot(page, 'back-in-stock-confirmed');

        // A signed-in shopper: one tap, her account's email.
        const shopper = await registerViaApi('Uma Maheswari');
        await signInViaApi(signedIn.context, shopper.email, shopper.password);
        await signedIn.page.goto(`/shop/product/${rare}`);
        await settle(signedIn.page);
        await expect.poll(() => signedIn.page.getByLabel('Your email').count()).toBe(0);
        await signedIn.page.getByRole('button', { name: "Email me when it's back" }).click();
        await signedIn.page.getByText(WISHES.messages.alertSet).waitFor();
        await shot(signedIn.page, 'back-in-stock-signed-in');
        // The page remembers it (issue 36): back on it, she reads that she will hear, not the button.
        await signedIn.page.reload();
        await settle(signedIn.page);
        await signedIn.page.getByRole('status').filter({ hasText: WISHES.messages.alertSet }).waitFor();
        expect(await signedIn.page.getByRole('button', { name: "Email me when it's back" }).count()).toBe(0);
        // Sold out is said once: by the disabled button.
        expect(await signedIn.page.getByRole('main').getByText('Out Of Stock', { exact: true }).count()).toBe(
          1,
        );

        // Back in stock: one email to each, with the product's page.
        await setStock(admin, rare, 3);
        for (const to of [guestEmail, shopper.email]) {
          const mails = await mailsArrived(to, /See the saree/);
          expect(mails).toHaveLength(1);
          expect(mails[0]).toContain(`/shop/product/${rare}`);
        }
        // Sold out and back again: the requests have ended, nobody is written to twice.
        await setStock(admin, rare, 0);
        await setStock(admin, rare, 1);
        // An email that is not sent has no moment to wait for: give the sweep and the mail worker the
        // time a second one would take, then count.
        await new Promise((r) => setTimeout(r, 7_000));
        expect(mailsTo(guestEmail, /See the saree/)).toHaveLength(1);
        expect(errors).toEqual([]);
      } finally {
        await admin.request.delete(`/api/admin/products/delete/${rare}`);
        await admin.close();
        await context.close();
        await signedIn.context.close();
      }
    });

    test('chat and ask on WhatsApp: the footer and the product page link to wa.me with the saree', async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      try {
        await page.goto('/shop/home');
        await settle(page);
        const chat = page.getByRole('link', { name: 'Chat on WhatsApp' });
        await chat.scrollIntoViewIfNeeded();
        expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919843012345\?text=/);
        await shot(page, 'whatsapp-footer');
        const saree = products.find((p) => p.totalStock > 0)!;
        await page.goto(`/shop/product/${saree._id}`);
        await settle(page);
        const ask = page.getByRole('link', { name: 'Ask about this saree' });
        await expect
          .poll(() => ask.getAttribute('href'))
          .toContain(encodeURIComponent(`/shop/product/${saree._id}`));
        const href = new URL((await ask.getAttribute('href'))!);
        expect(href.origin + href.pathname).toBe('https://wa.me/919843012345');
        const text = href.searchParams.get('text')!;
        expect(text).toContain(saree.title);
        // After hydration the message carries the page's full address.
        expect(text).toContain(`${new URL(page.url()).origin}/shop/product/${saree._id}`);
        expect(pathname(page)).toBe(`/shop/product/${saree._id}`);
        await ask.scrollIntoViewIfNeeded();
        await shot(page, 'whatsapp-product-page');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
