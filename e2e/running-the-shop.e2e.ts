// Running the shop in a real browser: a customer reviews the shop (and a product), an admin moves a
// paid order through its lifecycle in the admin UI (the shopper sees the status and gets the shipped
// and delivered emails), a rejection refunds, the dashboard shows the day's sale, and moderation hides
// a review. Paid orders are made through the API (the checkout UI is tested on its own).
import fs from 'node:fs';
import path from 'node:path';
import {
  ADMIN_ORDER_MESSAGES,
  formatRupees,
  type Product,
  REJECTION_MESSAGES,
  REVIEW_MESSAGES as R,
} from '@resham/shared';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  baseUrl,
  expectAccessible,
  newPage,
  registerViaApi,
  shot,
  signIn,
  shopDataDir,
} from './support/browser';
import { ADMIN, expect, test } from './support/test';

/** A signed-in API client: the session cookie from /api/auth/login, kept by hand. */
class ApiUser {
  private cookie = '';
  id = '';
  constructor(
    readonly email: string,
    readonly password: string,
  ) {}

  async login() {
    const res = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.email, password: this.password }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    this.cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    this.id = ((await res.json()) as { user: { id: string } }).user.id;
    return this;
  }

  async call(method: string, url: string, body?: unknown): Promise<any> {
    const res = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(json)}`);
    return json;
  }
}

/** A paid order for one unit of `productId`: cart, address, create, pay in the simulated window, verify. */
async function paidOrder(shopper: ApiUser, productId: string, addressId: string) {
  await shopper.call('POST', '/api/shop/cart/add', { userId: shopper.id, productId, quantity: 1 });
  const created = await shopper.call('POST', '/api/shop/order/create', { userId: shopper.id, addressId });
  const paid = await shopper.call('POST', '/api/payments/simulated/pay', {
    order_id: created.razorpayOrder.id,
  });
  await shopper.call('POST', '/api/shop/order/verify-razorpay', {
    razorpay_order_id: paid.razorpay_order_id,
    razorpay_payment_id: paid.razorpay_payment_id,
    razorpay_signature: paid.razorpay_signature,
    orderId: created.orderId,
  });
  const details = await shopper.call('GET', `/api/shop/order/details/${created.orderId}`);
  expect(details.data).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid' });
  // number: the short order number as people read it ('#1001').
  return {
    id: created.orderId as string,
    total: details.data.totalAmount as number,
    number: `#${details.data.orderNumber as number}`,
  };
}

/** The .eml files in the outbox that `match` (headers unfolded), as they are now. */
function readOutbox(match: (mail: string) => boolean): string[] {
  const dir = path.join(shopDataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/\r?\n[ \t]+/g, ' '))
    .filter(match);
}

/** The .eml files in the outbox that `match`, once the mail worker has written at least one. */
async function outboxMails(match: (mail: string) => boolean, timeoutMs = 20_000): Promise<string[]> {
  await expect
    .poll(() => readOutbox(match).length, { message: 'the mail worker writes the email', timeout: timeoutMs })
    .toBeGreaterThan(0);
  return readOutbox(match);
}

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

let browser: Browser;
let shopper: ApiUser;
let shopperName: string;
let admin: ApiUser;
let product: { _id: string; title: string };
let lifecycleOrder: { id: string; total: number; number: string };
let rejectedOrder: { id: string; total: number; number: string };
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

const SHOP_REVIEW = `Beautiful Kanchipuram silk, the zari is rich and the colours true. <b>Not bold</b> ${Date.now()}`;
const PRODUCT_REVIEW = `Soft drape and a lovely border, exactly as pictured ${Date.now()}`;

async function open(viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const { context, page } = await newPage(browser, viewport);
  contexts.push(context);
  // Stable screenshots: the review carousel does not autoplay for people who ask for reduced motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  return page;
}

async function signedIn(email: string, password: string, viewport: 'desktop' | 'mobile' = 'desktop') {
  const page = await open(viewport);
  await signIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  return page;
}

/**
 * Scrolls down step by step until `target` is rendered (below-the-fold parts mount when scrolled near);
 * fails, naming `what`, when it never is.
 */
async function scrollUntil(page: Page, target: Locator, what: string) {
  await expect
    .poll(
      async () => {
        if (await target.count()) return true;
        await page.mouse.wheel(0, 800);
        return false;
      },
      { message: `the page shows ${what}`, intervals: [150] },
    )
    .toBe(true);
}

/** Chooses `option` in the Radix select labelled `label`. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** Clicks the star of the rating radio group (the label a pointer user clicks). */
async function rate(dialog: Locator, stars: number) {
  const name = `${stars} star${stars === 1 ? '' : 's'}`;
  await dialog
    .locator('label')
    .filter({ has: dialog.page().getByRole('radio', { name, exact: true }) })
    .click();
}

/** The product, its stock raised to `units` through the admin's edit route when it has fewer. */
async function withStock(owner: ApiUser, id: string, units: number) {
  const p = (await owner.call('GET', `/api/shop/products/get/${id}`)).data as Product;
  if (p.totalStock >= units) return p;
  const { title, description, category, subcategory, price, salePrice, youtubeLink } = p;
  const body = { title, description, category, subcategory, price, salePrice, youtubeLink };
  // An empty image list keeps the product's images.
  await owner.call('PUT', `/api/admin/products/edit/${id}`, { ...body, totalStock: units, images: [] });
  return { ...p, totalStock: units };
}

/** Closes the order dialog with its close button (Escape would close the toast above it first). */
async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close order details' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The text of the order status badge in the details dialog. */
const statusIn = (dialog: Locator) => dialog.locator('dt:text-is("Order Status") + dd').innerText();

// One story: the reviews the shopper writes are the ones the dashboard moderates, and the orders made
// before all tests move on from test to test. A failed step skips the rest.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  const account = await registerViaApi('Lakshmi Narayanan');
  shopperName = account.userName;
  shopper = await new ApiUser(account.email, account.password).login();
  admin = await new ApiUser(ADMIN.email, ADMIN.password).login();
  // A featured product (shown on the home page) with stock to sell twice: other files of this worker's
  // shop may have sold it down, so the owner restocks it through the admin's edit route.
  const featured = (await (await fetch(`${baseUrl()}/api/shop/products/featured`)).json()) as {
    data: Array<{ _id: string }>;
  };
  product = await withStock(admin, featured.data[0]!._id, 10);
  const address = await shopper.call('POST', '/api/shop/address/add', {
    userId: shopper.id,
    address: '12 Race Course Road',
    country: 'India',
    state: 'Tamil Nadu',
    city: 'Coimbatore',
    pincode: '641001',
    phone: '9876543210',
    isGift: false,
    notes: 'Please call before delivery',
  });
  lifecycleOrder = await paidOrder(shopper, product._id, address.data._id);
  rejectedOrder = await paidOrder(shopper, product._id, address.data._id);
});

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  expect(pageErrors.splice(0)).toEqual([]);
});

test.describe('running the shop', () => {
  test('a customer writes a shop review on the home page and sees it', async () => {
    const page = await signedIn(shopper.email, shopper.password);
    await page.goto('/shop/home');
    const heading = page.getByRole('heading', { name: 'What Our Customers Say' });
    // The home page mounts the section lazily when it is scrolled near; a home page without it fails.
    await scrollUntil(page, heading, '“What Our Customers Say”');
    const section = page.locator('section', { has: heading });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.getByText(R.loading).count()).toBe(0);
    await expect.poll(() => section.getByRole('link', { name: /Review us on Google/ }).count()).toBe(1);
    const google = section.getByRole('link', { name: /Review us on Google/ });
    expect(await google.getAttribute('target')).toBe('_blank');
    expect(await google.getAttribute('rel')).toContain('noopener');

    // The QR code is drawn in the browser.
    await section.getByRole('button', { name: 'Show QR code' }).click();
    const qr = page.getByRole('dialog', { name: 'Scan to Review on Google' });
    await qr.getByRole('img', { name: /QR code/ }).waitFor();
    expect(await qr.getByRole('img', { name: /QR code/ }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    await shot(page, 'reviews-qr');
    await page.keyboard.press('Escape');
    await qr.waitFor({ state: 'detached' });

    await section.getByRole('button', { name: 'Share Your Experience' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Experience' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.getByText(R.ratingRequired).waitFor();
    await dialog.getByText(R.textRequired).waitFor();
    await shot(page, 'review-dialog-errors');
    await expectAccessible(page);

    // Each error clears when its own field changes; the counter follows the text.
    await rate(dialog, 5);
    expect(await dialog.getByText(R.ratingRequired).count()).toBe(0);
    expect(await dialog.getByText(R.textRequired).count()).toBe(1);
    await dialog.getByLabel('Your review').fill('x'.repeat(501));
    expect(await dialog.getByText(R.textRequired).count()).toBe(0);
    await dialog.getByText('501/500').waitFor();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.getByText(R.textTooLong).waitFor();
    await dialog.getByLabel('Your review').fill(SHOP_REVIEW);
    await dialog.getByText(`${SHOP_REVIEW.length}/500`).waitFor();
    expect(await dialog.getByText(R.textTooLong).count()).toBe(0);
    // The rating is a radio group: arrow keys move the choice.
    await dialog.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);

    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expectToast(page, R.thanks);
    await dialog.waitFor({ state: 'detached' });

    // The list reloads: the review is there, as text (the <b> is not bold markup).
    const card = section.getByRole('article').filter({ hasText: SHOP_REVIEW });
    await card.first().waitFor();
    expect(await card.first().locator('b').count()).toBe(0);
    await card.first().getByText(shopperName).waitFor();
    expect(await card.first().getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1);
    // Two paid orders: the author is a Verified Customer.
    await card.first().getByText(R.verified).waitFor();
    await shot(page, 'home-reviews');
    await expectAccessible(page, { include: 'section[aria-labelledby="reviews-heading"]' });

    const mobile = await signedIn(shopper.email, shopper.password, 'mobile');
    await mobile.goto('/shop/home');
    const mHeading = mobile.getByRole('heading', { name: 'What Our Customers Say' });
    await scrollUntil(mobile, mHeading, '“What Our Customers Say”');
    await mobile.locator('section', { has: mHeading }).getByRole('article').first().scrollIntoViewIfNeeded();
    await shot(mobile, 'home-reviews');
    await expectAccessible(mobile, { include: 'section[aria-labelledby="reviews-heading"]' });
  });

  test('a customer reviews a product in its details', async () => {
    const page = await signedIn(shopper.email, shopper.password);
    const heading = page.getByRole('heading', { name: 'Customer Reviews' });
    await page.goto(`/shop/product/${product._id}`);
    // The product page shows its reviews (no other way round: a page without them fails here).
    await scrollUntil(page, heading, '“Customer Reviews”');
    await heading.waitFor({ timeout: 10_000 });
    const scope = page;
    await scope.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await dialog.getByText('a new one replaces your earlier review').waitFor();
    await rate(dialog, 4);
    await dialog.getByLabel('Your review').fill(PRODUCT_REVIEW);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expectToast(page, R.thanks);
    await dialog.waitFor({ state: 'detached' });
    const item = scope.getByRole('listitem').filter({ hasText: PRODUCT_REVIEW });
    await item.waitFor();
    // The shopper bought this product: Verified Customer.
    await item.getByText(R.verified).waitFor();
    await item.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    await scope.getByText(/out of 5 · 1 review$/).waitFor();
    // One review per product: the button now updates it, starting from the earlier one.
    await scope.getByRole('button', { name: 'Update your review' }).click();
    const again = page.getByRole('dialog', { name: 'Update your review' });
    expect(await again.getByLabel('Your review').inputValue()).toBe(PRODUCT_REVIEW);
    expect(await again.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await shot(page, 'product-review-dialog');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });
    await shot(page, 'product-reviews');
    await expectAccessible(page);
  });

  test('an admin moves an order through its lifecycle; the shopper sees it and gets the emails', async () => {
    const page = await signedIn(ADMIN.email, ADMIN.password);
    await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.email)}`);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    const rows = page.getByRole('row').filter({ hasText: shopper.email });
    await expect.poll(() => rows.count()).toBe(2);
    await rows.first().getByText('Paid').waitFor();
    await rows.first().getByText('Confirmed').waitFor();
    await shot(page, 'admin-orders');

    await page
      .getByRole('row')
      .filter({ hasText: lifecycleOrder.number })
      .getByRole('button', { name: /View Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await dialog.getByText(lifecycleOrder.number, { exact: true }).waitFor();
    await dialog.getByText(shopper.email).first().waitFor();
    await dialog.getByText('Please call before delivery').waitFor();
    await dialog.getByText(product.title).waitFor();
    await dialog.getByRole('button', { name: 'Download Invoice' }).waitFor();
    expect(await dialog.getByText(/^pay_/).count()).toBe(1);
    expect(await dialog.getByText(/^order_/).count()).toBe(1);

    // Only the legal next states are offered.
    await dialog.getByLabel('Next status').click();
    const offered = await page.getByRole('option').allInnerTexts();
    expect(offered).toEqual(['In Process', 'Rejected']);
    await page.keyboard.press('Escape');
    await shot(page, 'admin-order-details');
    await expectAccessible(page);

    // The invoice downloads for staff.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${lifecycleOrder.id}.pdf`);

    for (const [status, label] of [
      ['inProcess', 'In Process'],
      ['inShipping', 'In Shipping'],
      ['delivered', 'Delivered'],
    ] as const) {
      await choose(page, dialog, 'Next status', label);
      // In Shipping takes the courier (India Post by default) and the AWB (issue 23).
      if (status === 'inShipping') await dialog.getByLabel('AWB / tracking number').fill('EK123456789IN');
      await dialog.getByRole('button', { name: 'Update Order Status' }).click();
      await expectToast(page, ADMIN_ORDER_MESSAGES.updated(status));
      await expect.poll(() => statusIn(dialog)).toBe(label);
    }
    await dialog.getByText(/its status cannot change any more/).waitFor();
    await closeDialog(dialog);
    await rows.filter({ hasText: lifecycleOrder.number }).getByText('Delivered').waitFor();

    // The shopper sees the status on the account page, in the row of that order.
    const shop = await signedIn(shopper.email, shopper.password);
    await shop.goto('/shop/account');
    const shopperRow = shop.getByRole('row').filter({ hasText: lifecycleOrder.number });
    await shopperRow.getByText('Delivered', { exact: true }).waitFor({ timeout: 10_000 });

    // The shipped and delivered emails went to the shopper.
    const toShopper = (mail: string) => mail.includes(shopper.email);
    const subject = (text: string) => (mail: string) => toShopper(mail) && mail.includes(`Subject: ${text}`);
    expect(await outboxMails(subject(`Your order ${lifecycleOrder.number} has shipped`))).toHaveLength(1);
    expect(await outboxMails(subject(`Your order ${lifecycleOrder.number} was delivered`))).toHaveLength(1);
  });

  test('rejecting a paid order refunds it', async () => {
    const page = await signedIn(ADMIN.email, ADMIN.password, 'mobile');
    await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.email)}`);
    const card = page.getByRole('listitem').filter({ hasText: rejectedOrder.number });
    await card.waitFor();
    await shot(page, 'admin-orders');
    await card.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await dialog.getByText(rejectedOrder.number, { exact: true }).waitFor();
    await choose(page, dialog, 'Next status', 'Rejected');
    await dialog.getByText(`refunds ${formatRupees(rejectedOrder.total)} to the customer`).waitFor();
    await dialog.getByRole('button', { name: 'Reject and refund' }).click();
    // The reason comes first: without one nothing is rejected; "Keep order" leaves the order as it is.
    const confirm = page.getByRole('alertdialog', { name: REJECTION_MESSAGES.dialogTitle });
    const reason = confirm.getByLabel(REJECTION_MESSAGES.reasonLabel);
    await expect(reason).toBeFocused();
    await confirm.getByRole('button', { name: REJECTION_MESSAGES.keep }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => statusIn(dialog)).toBe('Confirmed');
    await dialog.getByRole('button', { name: 'Reject and refund' }).click();
    await confirm.getByRole('button', { name: REJECTION_MESSAGES.confirm }).click();
    await confirm.getByText(REJECTION_MESSAGES.reasonLength).waitFor();
    await reason.fill('  The zari border has a flaw and we have no other piece.  ');
    await shot(page, 'admin-reject-reason');
    await confirm.getByRole('button', { name: REJECTION_MESSAGES.confirm }).click();
    await expectToast(page, ADMIN_ORDER_MESSAGES.refunded);
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => statusIn(dialog)).toBe('Rejected');
    await dialog.getByText('Refunded', { exact: true }).waitFor();
    await dialog.getByText(/^rfnd_/).waitFor();
    await shot(page, 'admin-order-refunded');
    await closeDialog(dialog);
    await card.getByText('Refunded').waitFor();
    await card.getByText('Rejected').waitFor();
    const seen = await admin.call('GET', `/api/admin/orders/details/${rejectedOrder.id}`);
    expect(seen.data).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'refunded',
      rejectionReason: 'The zari border has a flaw and we have no other piece.',
    });

    // The shopper reads why in her order's details.
    const shop = await signedIn(shopper.email, shopper.password);
    await shop.goto('/shop/account');
    const shopperRow = shop.getByRole('row').filter({ hasText: rejectedOrder.number });
    await shopperRow.getByRole('button', { name: /View Details/ }).click();
    const details = shop.getByRole('dialog', { name: 'Order Details' });
    await details.getByText('Reason given by the shop').waitFor();
    await details.getByText('The zari border has a flaw and we have no other piece.').waitFor();
    await shot(shop, 'shopper-rejected-reason');

    // A dashboard link opens the filtered table.
    await page.goto('/admin/orders?status=rejected');
    await card.waitFor();
    expect(await page.getByText(lifecycleOrder.number, { exact: true }).count()).toBe(0);
  });

  test("the dashboard shows the day's sale, and moderation hides a review", async () => {
    const page = await signedIn(ADMIN.email, ADMIN.password);
    await page.goto('/admin/dashboard');
    const today = page.getByTestId('totals-today');
    await today.waitFor();
    const api = (await admin.call('GET', '/api/admin/dashboard')).data;
    const shown = rupees((await today.locator('p').nth(1).innerText()).trim());
    expect(shown).toBe(api.totals.today.revenue);
    // The delivered order counts; the refunded one does not.
    expect(shown).toBeGreaterThanOrEqual(lifecycleOrder.total);
    await page.getByRole('img', { name: /Revenue and orders, last 30 days/ }).waitFor();
    await page.getByRole('link', { name: /^Delivered: \d+ orders?$/ }).waitFor();
    expect(await page.getByRole('link', { name: /^Delivered: / }).getAttribute('href')).toBe(
      '/admin/orders?status=delivered',
    );
    await page.getByRole('link', { name: product.title }).first().waitFor();

    // Moderation: hide the shop review; the shop no longer lists it.
    const review = page.getByRole('listitem').filter({ hasText: SHOP_REVIEW });
    await review.waitFor();
    await shot(page, 'admin-dashboard');
    // The dashboard with reviews to moderate (the screen matrix may meet it with none).
    await expectAccessible(page);
    await review.getByRole('button', { name: /^Hide/ }).click();
    await expectToast(page, 'Review hidden');
    await review.getByText('Hidden', { exact: true }).waitFor();
    const publicReviews = (await (await fetch(`${baseUrl()}/api/shop/review/all`)).json()) as {
      data: Array<{ reviewMessage: string }>;
    };
    expect(publicReviews.data.some((r) => r.reviewMessage === SHOP_REVIEW)).toBe(false);

    // Delete asks first.
    const productReview = page.getByRole('listitem').filter({ hasText: PRODUCT_REVIEW });
    await productReview.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this review?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await productReview.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete review' }).click();
    await expectToast(page, 'Review deleted');
    await productReview.waitFor({ state: 'detached' });

    const mobile = await signedIn(ADMIN.email, ADMIN.password, 'mobile');
    await mobile.goto('/admin/dashboard');
    await mobile.getByTestId('totals-today').waitFor();
    await mobile.getByRole('img', { name: /Revenue and orders/ }).waitFor();
    await shot(mobile, 'admin-dashboard');
  });
});
