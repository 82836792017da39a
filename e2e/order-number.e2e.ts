// Issue 12 §4, at 375 and 1280 px: one order number people can read aloud. A shopper pays for an order
// and sees the same short number ('#1001') on payment success, in the account's order list and in the
// order's details; the admin sees it in the orders table (cards at 375 px) and the order's details, and
// finds exactly that order by typing the number, with or without '#'. No screen shows the uuid.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { type Product } from '@resham/shared';
import {
  expectAccessible,
  fetchProducts,
  newPage,
  registerViaApi,
  settle,
  shot,
  signInViaApi,
  watchErrors,
  type ViewportName,
} from './support/browser';
import { ADMIN, expect, test } from './support/test';
import { DELIVER_HERE, PAY_BUTTON } from './support/checkout-names';

let browser: Browser;
let products: Product[];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  products = await fetchProducts();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function post(context: BrowserContext, url: string, data: object) {
  const res = await context.request.post(url, { data });
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  return (await res.json()) as { data: { _id: string } };
}

/** Some element whose whole text is `text` is visible (a table at 1280 px, cards at 375 px). */
async function expectVisibleText(scope: Page | Locator, text: string) {
  await scope.getByText(text, { exact: true }).filter({ visible: true }).first().waitFor();
}

/** Nothing visible on the page spells out a uuid, nor the old '#AB28956F' short form of this order's. */
async function expectNoUuid(page: Page, orderId: string) {
  const shown = await page.locator('body').innerText();
  expect(shown).not.toMatch(UUID);
  expect(shown).not.toContain(orderId.slice(0, 8).toUpperCase());
}

for (const viewport of ['mobile', 'desktop'] satisfies ViewportName[])
  test.describe(`one order number (${viewport})`, () => {
    test('shows the same #number on payment success, the account, its details and the admin, and finds it', async () => {
      test.setTimeout(150_000);
      // The shopper: one saved address, one saree in the cart.
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      const shopper = await registerViaApi('Lakshmi Narayanan');
      const { user } = await signInViaApi(context, shopper.email, shopper.password);
      const saree = products.find((p) => p.totalStock >= 5)!;
      await post(context, '/api/shop/cart/add', { userId: user.id, productId: saree._id, quantity: 1 });
      await post(context, '/api/shop/address/add', {
        userId: user.id,
        address: '7 Avinashi Road, Peelamedu',
        country: 'India',
        state: 'Tamil Nadu',
        city: 'Coimbatore',
        pincode: '641004',
        phone: '9443012345',
        isGift: false,
        notes: '',
      });

      // Pay through the built-in gateway.
      await page.goto('/shop/checkout');
      await settle(page);
      const card = page.getByRole('list', { name: 'Saved addresses' }).getByRole('article').first();
      await card.getByRole('radio', { name: DELIVER_HERE }).check();
      const [created] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/shop/order/create')),
        page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: PAY_BUTTON }).click(),
      ]);
      const { orderId } = (await created.json()) as { orderId: string };
      const sheet = page.getByRole('dialog', { name: 'Resham Silks' });
      await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL(`**/shop/payment-success?orderId=${orderId}`);

      // The number the API gives the order: '#' and at least 1001.
      const details = (await (await context.request.get(`/api/shop/order/details/${orderId}`)).json()) as {
        data: { orderNumber: number };
      };
      expect(details.data.orderNumber).toBeGreaterThanOrEqual(1001);
      const number = `#${details.data.orderNumber}`;

      // 1. Payment success: 'Order #1001'.
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await expectVisibleText(page, number);
      expect(await page.getByText(`Order ${number}`).count()).toBe(1);
      await expectNoUuid(page, orderId);
      await shot(page, 'order-number-success');
      await expectAccessible(page);

      // 2. The account's order list.
      await page.getByRole('link', { name: 'View My Orders' }).click();
      await page.waitForURL('**/shop/account');
      await settle(page);
      const orders =
        viewport === 'mobile' ? page.getByRole('list', { name: 'Orders' }) : page.getByRole('table');
      await expectVisibleText(orders, number);
      await expectNoUuid(page, orderId);
      await shot(page, 'order-number-account');
      await expectAccessible(page);

      // 3. The order's details.
      await orders.getByRole('button', { name: 'View Details' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Order Details' });
      await dialog.getByText(saree.title).first().waitFor();
      await expectVisibleText(dialog, number);
      expect(await dialog.innerText()).not.toContain(orderId);
      await shot(page, 'order-number-details');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await context.close();

      // 4. The admin: the same number in the orders list, found by typing it without and with '#'.
      const admin = await newPage(browser, viewport);
      const adminErrors = watchErrors(admin.page);
      await signInViaApi(admin.context, ADMIN.email, ADMIN.password);
      const staff = admin.page;
      await staff.goto('/admin/orders');
      await settle(staff);
      await expectVisibleText(staff, number);
      await expectNoUuid(staff, orderId);

      const search = staff.getByLabel('Search by order number, customer name, phone or email');
      const rows = () =>
        viewport === 'mobile'
          ? staff.getByRole('list', { name: /Orders matching/ }).getByRole('listitem')
          : staff
              .getByRole('table')
              .getByRole('row')
              .filter({ has: staff.getByRole('cell') });
      for (const typed of [String(details.data.orderNumber), number]) {
        await search.fill(typed);
        const [answer] = await Promise.all([
          staff.waitForResponse((r) => r.url().includes('/api/admin/orders/get?')),
          staff.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click(),
        ]);
        expect(new URL(answer.url()).searchParams.get('orderNumber')).toBe(String(details.data.orderNumber));
        const page1 = (await answer.json()) as { total: number; data: Array<{ _id: string }> };
        expect(page1.total).toBe(1);
        expect(page1.data.map((o) => o._id)).toEqual([orderId]);
        await expect.poll(() => rows().count()).toBe(1);
        await expectVisibleText(rows().first(), number);
        await staff.getByText('Showing 1–1 of 1').waitFor();
      }
      await shot(staff, 'order-number-admin-search');
      await expectAccessible(staff);

      // The admin's details of that order.
      await rows()
        .first()
        .getByRole('button', { name: /View Details/ })
        .click();
      const adminDialog = staff.getByRole('dialog', { name: 'Order Details' });
      await adminDialog.getByText(`Order ${number} from Lakshmi Narayanan`).waitFor();
      await expectVisibleText(adminDialog, number);
      expect(await adminDialog.innerText()).not.toContain(orderId);
      await shot(staff, 'order-number-admin-details');
      await admin.context.close();

      expect(errors).toEqual([]);
      expect(adminErrors).toEqual([]);
    });
  });
