// Issue 12 §3, at 375 and 1280 px: a checkout that is short on a phone. With a saved address the
// 'Add New Address' form folds behind a button, and the pay button is within two screens at 375 × 800;
// a new address starts in India; a phone typed as '098430 12345' is stored as 9843012345; a gift address
// takes the recipient's name, which the order details (shopper and admin) and the printable shipping
// label show.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { ADDRESS_MESSAGES, type Product } from '@resham/shared';
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

/** The phone the issue measures: 375 × 800. */
const PHONE = { width: 375, height: 800 };
const RECIPIENT = 'Meena Iyer';
const KERALA_PINCODE_ERROR =
  'Pincode 641001 is in Tamil Nadu, not Kerala. Please check the pincode or the state.';

const paymentSheet = (page: Page) => page.getByRole('dialog', { name: 'Resham Silks' });
const payButton = (page: Page) =>
  page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: PAY_BUTTON });
const addressForm = (page: Page) => page.getByRole('region', { name: 'Add New Address' });
const savedCards = (page: Page) => page.getByRole('list', { name: 'Saved addresses' }).getByRole('article');

async function addToCart(context: BrowserContext, userId: string, productId: string) {
  const res = await context.request.post('/api/shop/cart/add', { data: { userId, productId, quantity: 1 } });
  expect(res.ok()).toBe(true);
}

/** A saved address through the API, its phone typed the way people write it. */
async function saveAddress(context: BrowserContext, userId: string) {
  const res = await context.request.post('/api/shop/address/add', {
    data: {
      userId,
      address: '12 Race Course Road',
      country: 'India',
      state: 'Tamil Nadu',
      city: 'Coimbatore',
      pincode: '641018',
      phone: '+91 98430 12345',
      isGift: false,
    },
  });
  expect(res.status()).toBe(201);
  expect(((await res.json()) as { data: { phone: string } }).data.phone).toBe('9843012345');
}

/** The element's bottom edge, measured from the top of the page (not the viewport). */
const pageBottom = (locator: Locator) =>
  locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);

for (const viewport of ['mobile', 'desktop'] satisfies ViewportName[])
  test.describe(`a checkout that is short on a phone (${viewport})`, () => {
    test('folds the new-address form, ships a gift to its recipient, and prints the label', async () => {
      test.setTimeout(180_000);
      const size = viewport === 'mobile' ? PHONE : VIEWPORTS.desktop;
      const { context, page } = await newPage(browser, viewport, { viewport: size });
      const errors = watchErrors(page);
      const shopper = await registerViaApi('Priya Raman');
      const { user } = await signInViaApi(context, shopper.email, shopper.password);
      const saree = products.find((p) => p.totalStock >= 20)!;
      await addToCart(context, user.id, saree._id);
      await saveAddress(context, user.id);

      // 1. One saved address: the form is folded behind 'Add New Address'; the pay button is near.
      await page.goto('/shop/checkout');
      await settle(page);
      await savedCards(page).first().waitFor();
      const openForm = page.getByRole('button', { name: 'Add New Address' });
      await openForm.waitFor();
      expect(await page.getByRole('heading', { name: 'Add New Address' }).count()).toBe(0);
      expect(await savedCards(page).first().textContent()).toContain('9843012345');
      await savedCards(page).first().getByRole('radio', { name: DELIVER_HERE }).check();
      await expect.poll(() => payButton(page).isDisabled()).toBe(false);
      const bottom = await pageBottom(payButton(page));
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(bottom, `pay button bottom at ${bottom} px of a ${pageHeight} px page`).toBeLessThanOrEqual(
        2 * size.height,
      );
      // Scrolled down by one screen, the whole button is on screen.
      await page.evaluate((h) => window.scrollTo(0, h), size.height);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const box = (await payButton(page).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      console.log(`[${viewport}] pay button bottom ${Math.round(bottom)} px; page ${pageHeight} px`);
      await waitForAnimations(page);
      await shot(page, 'checkout-address-second-screen');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'checkout-address-folded');
      await expectAccessible(page);

      // 2. The form opens from the button, starts in India, and folds again on Cancel.
      await openForm.click();
      const form = addressForm(page);
      await form.waitFor();
      expect(await form.getByLabel('Country').inputValue()).toBe('India');
      await form.getByLabel('State').waitFor();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await openForm.waitFor();
      expect(await form.count()).toBe(0);

      // 3. A gift address with the recipient's name, its phone typed with the trunk 0.
      await openForm.click();
      await form.getByLabel('Address', { exact: true }).fill('21 Marine Drive, Kochi');
      // Issue 35: a pincode fills its state and names its district.
      await form.getByLabel('Pincode').fill('641001');
      await expect.poll(() => form.getByLabel('State').inputValue()).toBe('Tamil Nadu');
      await form.getByText('Coimbatore district, Tamil Nadu').waitFor();
      // Issue 25: Tamil Nadu's pincode with Kerala chosen again is refused in the form, before any request.
      await form.getByLabel('State').selectOption('Kerala');
      await form.getByLabel('City').fill('Ernakulam');
      await form.getByLabel('Phone').fill('58430 12345');
      await form.getByLabel('This is a gift (send to a friend)').check();
      await form.getByLabel('Gift message').fill('Happy Onam, Meena!');
      await form.getByRole('button', { name: 'Add Address' }).click();
      await form.getByText(ADDRESS_MESSAGES.recipientNameRequired).waitFor();
      await form.getByText(ADDRESS_MESSAGES.indianMobile).waitFor();
      await form.getByText(KERALA_PINCODE_ERROR).waitFor();
      expect(await form.getByLabel('Pincode').getAttribute('aria-invalid')).toBe('true');
      await shot(page, 'checkout-address-gift-errors');
      await form.getByLabel('Pincode').fill('682031');
      await form.getByLabel('Phone').fill('098430 12345');
      await form.getByLabel("Recipient's name").fill(RECIPIENT);
      await shot(page, 'checkout-address-gift-form');
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Add Address' }).click();
      const gift = savedCards(page).filter({ hasText: '21 Marine Drive' });
      await gift.waitFor();
      // Saved and the form folded again, but not chosen (issue 25): choosing is the shopper's act, and
      // the address she chose stays chosen; the line by the Pay button says where the order goes.
      await openForm.waitFor();
      expect(await gift.getByLabel('Deliver to this address').isChecked()).toBe(false);
      expect(await savedCards(page).first().getByLabel('Delivering to this address').isChecked()).toBe(true);
      const deliveringTo = page.getByRole('region', { name: 'Your order' }).getByText(/^Delivering to: /);
      expect(await deliveringTo.textContent()).toBe('Delivering to: Priya Raman, Coimbatore 641018');
      await gift.getByRole('radio', { name: DELIVER_HERE }).check();
      await expect
        .poll(() => deliveringTo.textContent())
        .toBe(`Delivering to: ${RECIPIENT}, Ernakulam 682031 (gift)`);
      // Right under the Pay button: on a phone, on the same screen as the button (once the toast, which
      // covers it for its 5 s, is gone).
      await page
        .locator('li')
        .filter({ hasText: ADDRESS_MESSAGES.added })
        .waitFor({ state: 'hidden', timeout: 15_000 });
      await deliveringTo.scrollIntoViewIfNeeded();
      const [lineBox, payBox] = [(await deliveringTo.boundingBox())!, (await payButton(page).boundingBox())!];
      expect(payBox.y).toBeGreaterThanOrEqual(0);
      expect(lineBox.y - (payBox.y + payBox.height)).toBeGreaterThanOrEqual(0);
      expect(lineBox.y - (payBox.y + payBox.height)).toBeLessThan(24);
      expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(size.height);
      // When it would arrive, and nothing about cash on delivery: the payment choice above says
      // whether this order can be paid so (here it cannot, her email not verified).
      const promise = page.getByRole('status').filter({ hasText: /^Delivery by / });
      await expect(promise).toHaveText(/^Delivery by \w{3}, \d{1,2} \w{3}( – \w{3}, \d{1,2} \w{3})?$/);
      await waitForAnimations(page);
      await shot(page, 'checkout-address-delivering-to');
      expect(await page.getByRole('region', { name: 'Order summary' }).textContent()).toContain(
        'Subtotal (before GST)',
      );
      const giftText = (await gift.textContent()) ?? '';
      for (const expected of ['To a friend', RECIPIENT, 'Happy Onam, Meena!', '9843012345']) {
        expect(giftText).toContain(expected);
      }
      await waitForAnimations(page);
      await gift.scrollIntoViewIfNeeded();
      await shot(page, 'checkout-address-gift-saved');

      // 4. Pay with the simulated gateway.
      await expect.poll(() => payButton(page).isDisabled()).toBe(false);
      const [created] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/shop/order/create')),
        payButton(page).click(),
      ]);
      const { orderId } = (await created.json()) as { orderId: string };
      const sheet = paymentSheet(page);
      await sheet.waitFor();
      await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL(`**/shop/payment-success?orderId=${orderId}`);

      // 5. The shopper's order details name the recipient.
      await page.goto('/shop/account');
      await settle(page);
      const orders =
        viewport === 'mobile' ? page.getByRole('list', { name: 'Orders' }) : page.getByRole('table');
      await orders.getByRole('button', { name: 'View Details' }).first().click();
      const details = page.getByRole('dialog', { name: 'Order Details' });
      const recipientLine = details.getByText(`Recipient: ${RECIPIENT}`);
      await recipientLine.waitFor();
      expect(await details.textContent()).toContain('21 Marine Drive, Kochi');
      await waitForAnimations(page);
      await recipientLine.scrollIntoViewIfNeeded();
      await shot(page, 'checkout-address-order-details');
      await expectAccessible(page);

      // 6. The admin's order details name the recipient, and print a label addressed to them.
      const admin = await browser.newContext({ baseURL: baseUrl(), viewport: size, locale: 'en-IN' });
      watchHydration(admin);
      const { email, password } = ADMIN;
      await signInViaApi(admin, email, password);
      const adminPage = await admin.newPage();
      const adminErrors = watchErrors(adminPage);
      // window.print() would open the browser's dialog: count the calls instead.
      await adminPage.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await adminPage.goto(`/admin/orders?q=${encodeURIComponent(shopper.email)}`);
      await settle(adminPage);
      await adminPage
        .getByRole('button', { name: /View Details/ })
        .filter({ visible: true })
        .first()
        .click();
      const adminDetails = adminPage.getByRole('dialog', { name: 'Order Details' });
      const recipientField = adminDetails.getByText(`${RECIPIENT} (a gift)`);
      await recipientField.waitFor();
      expect(await adminDetails.textContent()).toContain('Priya Raman');
      await waitForAnimations(adminPage);
      await adminDetails.getByRole('button', { name: 'Print shipping label' }).scrollIntoViewIfNeeded();
      await shot(adminPage, 'checkout-address-admin-details');
      await adminDetails.getByRole('button', { name: 'Print shipping label' }).click();
      await expect
        .poll(() => adminPage.evaluate(() => (window as unknown as { printed: number }).printed))
        .toBe(1);
      const label = adminPage.locator('[data-shipping-label]');
      const labelText = (await label.textContent()) ?? '';
      for (const expected of [
        RECIPIENT,
        '21 Marine Drive, Kochi',
        'Ernakulam, Kerala',
        '682031',
        '9843012345',
      ]) {
        expect(labelText).toContain(expected);
      }
      expect(labelText).not.toContain('Priya Raman');
      // The order number the admin reads is on the label.
      const number = ((await adminDetails.textContent()) ?? '').match(/Order (#\d+) from/)?.[1];
      expect(number, 'the order number in the dialog').toBeTruthy();
      expect(labelText).toContain(number!);
      // On screen the label stays out of sight; on paper it is all there is.
      expect(await label.isVisible()).toBe(false);
      await adminPage.emulateMedia({ media: 'print' });
      expect(await label.isVisible()).toBe(true);
      expect(await adminDetails.isVisible()).toBe(false);
      await shot(adminPage, 'checkout-address-shipping-label');
      await adminPage.emulateMedia({ media: 'screen' });
      expect(adminErrors).toEqual([]);
      await admin.close();

      expect(errors).toEqual([]);
      await context.close();
    });

    test('at 3 saved addresses shows the limit instead of the Add New Address form (checkout and account)', async () => {
      test.setTimeout(120_000);
      const size = viewport === 'mobile' ? PHONE : VIEWPORTS.desktop;
      const { context, page } = await newPage(browser, viewport, { viewport: size });
      const errors = watchErrors(page);
      const shopper = await registerViaApi('Priya Raman');
      const { user } = await signInViaApi(context, shopper.email, shopper.password);
      await addToCart(context, user.id, products.find((p) => p.totalStock >= 20)!._id);
      for (let i = 0; i < 3; i++) await saveAddress(context, user.id);
      const limit = page.getByText(ADDRESS_MESSAGES.limitReached, { exact: true });

      await page.goto('/shop/checkout');
      await settle(page);
      await expect.poll(() => savedCards(page).count()).toBe(3);
      await limit.waitFor();
      expect(await page.getByRole('button', { name: 'Add New Address' }).count()).toBe(0);
      expect(await addressForm(page).count()).toBe(0);
      // Nothing is chosen for her: the Pay button waits for her choice.
      expect(await payButton(page).isDisabled()).toBe(true);
      await limit.scrollIntoViewIfNeeded();
      await shot(page, 'checkout-address-limit');
      await expectAccessible(page);

      await page.goto('/shop/account');
      await settle(page);
      await page.getByRole('tab', { name: 'Address' }).click();
      await limit.waitFor();
      expect(await addressForm(page).count()).toBe(0);
      // Deleting one brings the form back.
      await savedCards(page)
        .first()
        .getByRole('button', { name: /^Delete/ })
        .click();
      await addressForm(page).waitFor();
      expect(await limit.count()).toBe(0);
      await shot(page, 'checkout-address-account-after-delete');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
