// Issue 25 §1 and §8, at 375 and 1280 px: search knows the trade's spellings ("kanjeevaram" finds the
// Kanchipuram silks) and an empty search offers the nearest categories and the whole catalogue; the
// owner finds a caller's order by her Tamil name and by her phone number as she reads it out.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Product } from '@resham/shared';
import {
  expectAccessible,
  fetchProducts,
  newPage,
  pathname,
  settle,
  shot,
  signInViaApi,
  uniqueEmail,
  watchErrors,
  type ViewportName,
} from './support/browser';
import { ADMIN, expect, test } from './support/test';

let browser: Browser;
let products: Product[];
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  products = await fetchProducts();
});

const resultTitles = async (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 3 }).allInnerTexts();

async function post(context: BrowserContext, url: string, data: object) {
  const res = await context.request.post(url, { data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { data: { _id: string }; orderId?: string };
}

for (const viewport of ['mobile', 'desktop'] satisfies ViewportName[])
  test.describe(`search spellings and order search (${viewport})`, () => {
    test('"kanjeevaram" finds the Kanchipuram silks; nothing found offers categories and all products', async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      try {
        await page.goto('/shop/search?keyword=kanjeevaram');
        await settle(page);
        await expect.poll(async () => (await resultTitles(page)).length).toBeGreaterThan(0);
        const titles = await resultTitles(page);
        // Every result is a Kanchipuram (by its title or its category), and a title saying so comes first.
        const kanchipuram = products.filter((p) => /kanchipuram/i.test(`${p.title} ${p.category}`));
        expect(titles.filter((t) => !kanchipuram.some((p) => p.title === t))).toEqual([]);
        expect(titles[0]).toMatch(/kanchipuram/i);
        await shot(page, 'search-kanjeevaram');

        // Typed into the box: 'sari' is 'saree'.
        const box = page.getByRole('searchbox', { name: 'Search products' });
        await box.fill('tussore sari');
        await expect.poll(async () => (await resultTitles(page)).some((t) => /tussar/i.test(t))).toBe(true);

        await box.fill('qwzx vbnm');
        const nearest = page.getByRole('navigation', { name: 'Nearest categories' });
        await nearest.waitFor();
        const names = await nearest.getByRole('link').allInnerTexts();
        expect(names).toHaveLength(3);
        expect(names.every((n) => products.some((p) => p.category === n))).toBe(true);
        await shot(page, 'search-nothing-found');
        await expectAccessible(page);
        await page.getByRole('link', { name: 'Browse all products' }).click();
        await page.waitForURL('**/shop/listing');
        expect(pathname(page)).toBe('/shop/listing');

        // The server's own page for a keyword that finds nothing: the link is there without JavaScript.
        const html = await (await context.request.get('/shop/search?keyword=qwzx%20vbnm')).text();
        expect(html).toContain('Browse all products');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('the owner finds a caller by her Tamil name and by her phone as she reads it', async () => {
      // Kavitha (in Tamil script) orders a saree; her phone saved as she typed it.
      const { context: shopper } = await newPage(browser, viewport);
      const email = uniqueEmail(`kavitha.${viewport}`);
      const password = 'kanchi pattu 1';
      const name = `கவிதா ராஜன் ${viewport === 'mobile' ? 'சென்னை' : 'கோவை'}`;
      expect(
        (
          await shopper.request.post('/api/auth/register', { data: { userName: name, email, password } })
        ).status(),
      ).toBe(201);
      const { user } = await signInViaApi(shopper, email, password);
      const saree = products.find((p) => p.totalStock >= 5)!;
      await post(shopper, '/api/shop/cart/add', { userId: user.id, productId: saree._id, quantity: 1 });
      const phone = viewport === 'mobile' ? '+91 98400 11223' : '+91 98400 33445';
      const address = await post(shopper, '/api/shop/address/add', {
        userId: user.id,
        address: '3 Kamarajar Salai, Mylapore',
        country: 'India',
        state: 'Tamil Nadu',
        city: 'Chennai',
        pincode: '600004',
        phone,
        isGift: false,
        notes: '',
      });
      const created = await post(shopper, '/api/shop/order/create', {
        userId: user.id,
        addressId: address.data._id,
      });
      await shopper.close();

      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      try {
        await signInViaApi(context, ADMIN.email, ADMIN.password);
        await page.goto('/admin/orders');
        await settle(page);
        const search = page.getByLabel('Search by order number, customer name, phone or email');
        const found = async (typed: string) => {
          await search.fill(typed);
          const [answer] = await Promise.all([
            page.waitForResponse((r) => r.url().includes('/api/admin/orders/get?')),
            page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click(),
          ]);
          expect(answer.status()).toBe(200);
          return ((await answer.json()) as { data: Array<{ _id: string }> }).data.map((o) => o._id);
        };
        expect(await found(name.split(' ')[0]!)).toContain(created.orderId);
        expect(await found(name)).toEqual([created.orderId]);
        await page.getByText(name).filter({ visible: true }).first().waitFor();
        await shot(page, 'order-search-tamil-name');
        // Read out over the phone, with a 0 in front and a dash: the same order.
        const spoken = `0${phone.slice(4, 9)}-${phone.slice(10)}`;
        expect(await found(spoken)).toEqual([created.orderId]);
        // Ten digits typed together are her phone, not an order number.
        const digits = phone.replace(/\D/g, '').slice(2);
        expect(await found(digits)).toEqual([created.orderId]);
        await page.getByText('Showing 1–1 of 1').waitFor();
        await shot(page, 'order-search-phone');
        expect(await found(email.toUpperCase())).toEqual([created.orderId]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
