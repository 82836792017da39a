// Issue 12 §1, at 375 and 1280 px: a closed or failed payment is recoverable, with no clutter. The
// notice lands at the top of the order summary, in view and focused; the main button becomes 'Retry
// payment' and pays the same order again (POST /order/retry/{id}, no second /order/create) while that
// order is payable; changing the basket brings back 'Checkout with Razorpay'. The account's history
// folds never-paid superseded orders under 'Unpaid attempts'; the admin still sees them.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { MESSAGES, PAYMENT_RECOVERY_MESSAGES, type Product } from '@resham/shared';
import {
  baseUrl,
  expectAccessible,
  fetchProducts,
  newPage,
  registerViaApi,
  settle,
  shot,
  signInViaApi,
  VIEWPORTS,
  waitForAnimations,
  watchErrors,
  type ViewportName,
  watchHydration,
} from './support/browser';
import { ADMIN, expect, test } from './support/test';
import { DELIVER_HERE, PAY_BUTTON } from './support/checkout-names';

let browser: Browser;
let products: Product[];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  products = await fetchProducts();
});

const HEADER_PX = 64;
const paymentSheet = (page: Page) => page.getByRole('dialog', { name: 'Resham Silks' });
const mainButton = (page: Page) =>
  page.getByRole('region', { name: 'Your order' }).getByRole('button', {
    name: new RegExp(`${PAY_BUTTON.source}|^${MESSAGES.checkout.retry}$`),
  });

/** Wholly inside the viewport, below the fixed header. */
async function expectInView(page: Page, locator: Locator, what: string) {
  const box = (await locator.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y, `${what}: top (${box.y}) below the header`).toBeGreaterThanOrEqual(HEADER_PX - 1);
  expect(box.y + box.height, `${what}: bottom within the ${height} px viewport`).toBeLessThanOrEqual(height);
}

/** The payment notice has keyboard and screen-reader focus. */
async function expectNoticeFocused(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-payment-notice') ?? false))
    .toBe(true);
}

async function addAddress(context: BrowserContext, userId: string, address: string, pincode: string) {
  const res = await context.request.post('/api/shop/address/add', {
    data: {
      userId,
      address,
      country: 'India',
      state: 'Tamil Nadu',
      city: 'Coimbatore',
      pincode,
      phone: '9443012345',
      isGift: false,
      notes: '',
    },
  });
  expect(res.ok()).toBe(true);
}

async function addToCart(context: BrowserContext, userId: string, productId: string) {
  const res = await context.request.post('/api/shop/cart/add', { data: { userId, productId, quantity: 1 } });
  expect(res.ok()).toBe(true);
}

for (const viewport of ['mobile', 'desktop'] satisfies ViewportName[])
  test.describe(`a closed or failed payment (${viewport})`, () => {
    test('retries the same order from the main button, and the history folds unpaid attempts', async () => {
      test.setTimeout(150_000);
      const width = VIEWPORTS[viewport].width;
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      const shopper = await registerViaApi('Kavya Sundaram');
      const { user } = await signInViaApi(context, shopper.email, shopper.password);
      const [saree, dupatta] = products.filter((p) => p.totalStock >= 20);
      await addToCart(context, user.id, saree!._id);
      await addAddress(context, user.id, '12 Race Course Road', '641018');
      await addAddress(context, user.id, '5 DB Road, RS Puram', '641002');

      // Every order call the page makes.
      const calls: string[] = [];
      page.on('request', (req) => {
        const m = /\/api\/shop\/order\/(create|retry)/.exec(req.url());
        if (m && req.method() === 'POST') calls.push(m[1]!);
      });

      await page.goto('/shop/checkout');
      await settle(page);
      const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('article');
      await cards
        .filter({ hasText: '12 Race Course Road' })
        .getByRole('radio', { name: DELIVER_HERE })
        .check();
      expect(await mainButton(page).textContent()).toContain(MESSAGES.checkout.payButton);

      // 1. Close the window: the notice is at the top of the summary, in view, focused; the button retries.
      const [created] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/shop/order/create')),
        mainButton(page).click(),
      ]);
      const { orderId } = (await created.json()) as { orderId: string };
      const sheet = paymentSheet(page);
      await sheet.waitFor();
      await sheet.getByRole('button', { name: 'Close', exact: true }).click();
      await sheet.waitFor({ state: 'detached' });
      const closed = page.getByRole('alert').filter({ hasText: 'Payment not completed.' });
      await closed.waitFor();
      await expectNoticeFocused(page);
      expect(await closed.textContent()).toContain(PAYMENT_RECOVERY_MESSAGES.retryHint);
      await expect.poll(() => mainButton(page).textContent()).toBe(MESSAGES.checkout.retry);
      // The notice sits right above the summary, and the main button below it.
      const summary = page.getByRole('region', { name: 'Order summary' });
      const [noticeBox, summaryBox, buttonBox] = await Promise.all([
        closed.boundingBox(),
        summary.boundingBox(),
        mainButton(page).boundingBox(),
      ]);
      expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(summaryBox!.y);
      expect(summaryBox!.y).toBeLessThan(buttonBox!.y);
      await expectInView(page, closed, 'the notice');
      await expectInView(page, mainButton(page), "'Retry payment'");
      // No retry button of its own: one 'Retry payment' on the page, the main one.
      expect(await page.getByRole('button', { name: MESSAGES.checkout.retry }).count()).toBe(1);
      await waitForAnimations(page);
      await shot(page, 'recovery-closed');
      await expectAccessible(page);

      // 2. 'Retry payment' reopens the same order; a failed payment says so, in view and focused.
      const [retried] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/api/shop/order/retry/${orderId}`)),
        mainButton(page).click(),
      ]);
      expect(retried.ok()).toBe(true);
      await sheet.waitFor();
      await sheet.getByRole('button', { name: 'Fail payment' }).click();
      await sheet.waitFor({ state: 'detached' });
      const failed = page.getByRole('alert').filter({ hasText: MESSAGES.checkout.paymentFailed });
      await failed.waitFor();
      expect(await failed.textContent()).toContain(MESSAGES.checkout.simulatedDecline);
      await expectNoticeFocused(page);
      await expectInView(page, failed, 'the failure notice');
      await expectInView(page, mainButton(page), "'Retry payment'");
      expect(await mainButton(page).textContent()).toBe(MESSAGES.checkout.retry);
      await waitForAnimations(page);
      await shot(page, 'recovery-failed');
      expect(calls).toEqual(['create', 'retry']);
      const list = async () =>
        (
          (await (await context.request.get(`/api/shop/order/list/${user.id}`)).json()) as {
            data: Array<{
              _id: string;
              orderNumber: number;
              orderStatus: string;
              paymentStatus: string;
              cancelReason: string | null;
            }>;
          }
        ).data;
      expect((await list()).map((o) => o._id)).toEqual([orderId]);

      // 3. Another delivery address is another order: the button goes back to creating one.
      await cards.filter({ hasText: '5 DB Road' }).getByRole('radio', { name: DELIVER_HERE }).check();
      await expect.poll(() => mainButton(page).textContent()).toContain(MESSAGES.checkout.payButton);
      expect(await failed.count()).toBe(0);
      const [second] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/shop/order/create')),
        mainButton(page).click(),
      ]);
      const { orderId: paidId } = (await second.json()) as { orderId: string };
      await sheet.waitFor();
      await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL(`**/shop/payment-success?orderId=${paidId}`);
      expect(calls).toEqual(['create', 'retry', 'create']);

      // A third checkout the shopper cancels herself: that one stays in view.
      await addToCart(context, user.id, dupatta!._id);
      const addresses = (
        (await (await context.request.get(`/api/shop/address/get/${user.id}`)).json()) as {
          data: Array<{ _id: string }>;
        }
      ).data;
      const third = await context.request.post('/api/shop/order/create', {
        data: { addressId: addresses[0]!._id },
      });
      const { orderId: cancelledId } = (await third.json()) as { orderId: string };
      expect((await context.request.post(`/api/shop/order/cancel/${cancelledId}`)).ok()).toBe(true);

      const history = await list();
      expect(history.find((o) => o._id === orderId)).toMatchObject({
        orderStatus: 'cancelled',
        paymentStatus: 'pending',
        cancelReason: 'superseded',
      });

      // 4. The account: the paid and the cancelled order in view, the superseded attempt folded away.
      // Each order shows its short number ('#1001').
      const numberOf = (id: string) => `#${history.find((o) => o._id === id)!.orderNumber}`;
      await page.goto('/shop/account');
      await settle(page);
      const main =
        viewport === 'mobile' ? page.getByRole('list', { name: 'Orders' }) : page.getByRole('table');
      await main.first().getByText(numberOf(paidId), { exact: true }).waitFor();
      expect(await main.first().getByText(numberOf(cancelledId), { exact: true }).count()).toBe(1);
      expect(await main.first().getByText(numberOf(orderId), { exact: true }).count()).toBe(0);
      const attempts = page.getByText(PAYMENT_RECOVERY_MESSAGES.unpaidAttempts(1));
      await attempts.waitFor();
      const seen = (locator: Locator) => locator.evaluateAll((els) => els.some((el) => el.checkVisibility()));
      expect(
        await seen(page.getByText(numberOf(orderId), { exact: true })),
        'the superseded order is folded away',
      ).toBe(false);
      await shot(page, 'recovery-account-folded');
      await expectAccessible(page);
      await attempts.click();
      const folded = page.locator('details');
      await folded.getByText(numberOf(orderId), { exact: true }).filter({ visible: true }).first().waitFor();
      expect(await seen(folded.getByText(PAYMENT_RECOVERY_MESSAGES.superseded))).toBe(true);
      // Nothing to pay or download for it: no 'Pay now', no 'Invoice'.
      expect(await folded.getByRole('link', { name: 'Pay now' }).count()).toBe(0);
      expect(await folded.getByRole('button', { name: 'Invoice' }).count()).toBe(0);
      await shot(page, 'recovery-account-unpaid-attempts');
      await expectAccessible(page);

      // 5. The admin still sees the superseded order.
      const admin = await browser.newContext({ baseURL: baseUrl(), viewport: VIEWPORTS.desktop });
      watchHydration(admin);
      const { email, password } = ADMIN;
      await signInViaApi(admin, email, password);
      const all = (
        (await (
          await admin.request.get(`/api/admin/orders/get?pageSize=100&q=${encodeURIComponent(shopper.email)}`)
        ).json()) as { data: Array<{ _id: string; orderNumber: number }> }
      ).data;
      expect(all.map((o) => o._id)).toEqual(expect.arrayContaining([orderId, paidId, cancelledId]));
      if (width === VIEWPORTS.desktop.width) {
        const adminPage = await admin.newPage();
        await adminPage.goto('/admin/orders');
        await settle(adminPage);
        // The admin's short order number, '#1001', in the table.
        const orderNumber = all.find((o) => o._id === orderId)!.orderNumber;
        await adminPage
          .getByText(`#${orderNumber}`, { exact: true })
          .filter({ visible: true })
          .first()
          .waitFor();
        await shot(adminPage, 'recovery-admin-orders');
      }
      await admin.close();
      expect(errors).toEqual([]);
      await context.close();
    });
  });

test.describe('paying a pending order from the account (?pay=)', () => {
  for (const viewport of ['mobile', 'desktop'] satisfies ViewportName[])
    test(`a closed window leaves the notice at the top, focused, and the button retries (${viewport})`, async () => {
      test.setTimeout(90_000);
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      const shopper = await registerViaApi('Nila Arumugam');
      const { user } = await signInViaApi(context, shopper.email, shopper.password);
      const saree = products.find((p) => p.totalStock >= 20)!;
      await addToCart(context, user.id, saree._id);
      await addAddress(context, user.id, '9 Avinashi Road', '641004');
      const addresses = (
        (await (await context.request.get(`/api/shop/address/get/${user.id}`)).json()) as {
          data: Array<{ _id: string }>;
        }
      ).data;
      const created = await context.request.post('/api/shop/order/create', {
        data: { addressId: addresses[0]!._id },
      });
      const { orderId } = (await created.json()) as { orderId: string };

      const calls: string[] = [];
      page.on('request', (req) => {
        const m = /\/api\/shop\/order\/(create|retry)/.exec(req.url());
        if (m && req.method() === 'POST') calls.push(m[1]!);
      });
      await page.goto(`/shop/checkout?pay=${orderId}`);
      const sheet = paymentSheet(page);
      await sheet.waitFor();
      await sheet.getByRole('button', { name: 'Close', exact: true }).click();
      await sheet.waitFor({ state: 'detached' });
      const notice = page.getByRole('alert').filter({ hasText: 'Payment not completed.' });
      await notice.waitFor();
      await expectNoticeFocused(page);
      await expectInView(page, notice, 'the notice');
      const retry = page.getByRole('button', { name: MESSAGES.checkout.retry });
      expect(await retry.count()).toBe(1);
      await waitForAnimations(page);
      await shot(page, 'recovery-pay-pending-closed');
      await expectAccessible(page);
      await retry.click();
      await sheet.waitFor();
      await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL(`**/shop/payment-success?orderId=${orderId}`);
      expect(calls).toEqual(['retry', 'retry']);
      expect(errors).toEqual([]);
      await context.close();
    });
});
