// Issue 34 at 375 px: a guest buys without an account — the checkout's form, paying online in the
// simulated gateway or on delivery with an emailed code — and opens her order by the link in her
// confirmation email (/shop/order/<token>): the order, its invoice, cancelling before dispatch, the
// credit note; a link that opens nothing offers to email the link again.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import {
  COD_MESSAGES,
  CREDIT_NOTE_MESSAGES,
  formatOrderNumber,
  GUEST_MESSAGES,
  SHOPPER_CANCEL_MESSAGES,
  SHOPPER_CANCEL_REASON_LABELS,
  type Product,
} from '@resham/shared';
import {
  ARTIFACTS,
  expectAccessible,
  fetchProducts,
  newPage,
  settle,
  shot,
  uniqueEmail,
  watchErrors,
} from './support/browser';
import { PAY_BUTTON } from './support/checkout-names';
import { guestCodeFor, linkToken, orderLinkToken } from './support/outbox';
import { expect, test } from './support/test';

let product: Product;
/** One that cash on delivery may pay for (COD_MAX_RUPEES: 10,000 with GST and shipping). */
let affordable: Product;

test.beforeAll(async () => {
  const products = await fetchProducts();
  product = products.find((p) => p.totalStock >= 10)!;
  affordable = products.find((p) => p.totalStock >= 10 && (p.salePrice || p.price) < 8000)!;
});

/** The saree's page, Add to cart as a guest, and the header's count says so. */
async function addAsGuest(page: Page, saree: Product) {
  await page.goto(`/shop/product/${saree._id}`);
  await settle(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await page.getByRole('banner').getByText('Cart, 1 item', { exact: true }).waitFor({ state: 'attached' });
}

/** From the cart drawer to the guest checkout, her details and address typed, then Continue. */
async function checkOutAsGuest(page: Page, email: string, { createAccount = false } = {}) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, / })
    .click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/shop/checkout');
  const form = page.getByRole('region', { name: 'Your details and delivery address' });
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  // Nothing typed: each field says what it needs.
  await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Your name').fill('Lakshmi Narayanan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Address').fill('12, Gandhi Road, RS Puram');
  await form.getByLabel('Pincode').fill('641002');
  await expect(form.getByLabel('State')).toHaveValue('Tamil Nadu');
  await form.getByLabel('City').fill('Coimbatore');
  await form.getByLabel('Phone').fill('98430 12345');
  if (createAccount) await form.getByLabel('Create an account with these details').check();
  await shot(page, 'guest-checkout-form', { fullPage: true });
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByText(`Lakshmi Narayanan · ${email} · 9843012345`).waitFor();
}

/** A downloaded PDF beside the screenshots, and its text. */
async function pdfText(download: Download, name: string) {
  const file = path.join(ARTIFACTS, `${name}-375.pdf`);
  await download.saveAs(file);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
}

test('a guest checks out and pays online, opens the emailed link, downloads the invoice and cancels (375 px)', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, 'mobile');
  const errors = watchErrors(page);
  const email = uniqueEmail('guest');

  // She adds the saree as a guest.
  await addAsGuest(page, product);

  // She checks out without an account: her details and address in one form, then the total and Pay.
  await checkOutAsGuest(page, email);
  const pay = page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: PAY_BUTTON });
  await expect(pay).toBeInViewport();
  await shot(page, 'guest-checkout-pay');
  await expectAccessible(page);
  await pay.click();
  await page
    .getByRole('dialog', { name: 'Resham Silks' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();

  // Paid, her browser opens the order's own page.
  await page.waitForURL((url) => /^\/shop\/order\/[\w-]{43}$/.test(url.pathname));
  await page.getByRole('status').filter({ hasText: 'Your payment is received' }).waitFor();
  await page.getByText(product.title).first().waitFor();
  await page.getByRole('banner').getByText('Cart, 0 items', { exact: true }).waitFor({ state: 'attached' });
  const token = await orderLinkToken(email);

  // The link opens her order: number, status, the saree, the invoice. Nothing asks her to sign in.
  await page.goto(`/shop/order/${token}`);
  await settle(page);
  const details = await (await context.request.get(`/api/shop/order/guest/${token}`)).json();
  const number = formatOrderNumber(details.data.orderNumber);
  await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
  await page.getByText(product.title).first().waitFor();
  await page.getByText('Paid', { exact: true }).first().waitFor();
  await shot(page, 'guest-order-page', { fullPage: true });
  await expectAccessible(page);
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Invoice' }).click(),
  ]);
  const invoiceText = await pdfText(invoice, 'guest-order-invoice');
  expect(invoiceText).toContain(details.data.invoiceNumber);
  expect(invoiceText).toContain(product.title.split(' ')[0]);

  // She cancels before dispatch: a reason, then the page says the order was cancelled.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByText(SHOPPER_CANCEL_MESSAGES.reasonRequired).waitFor();
  await page
    .getByLabel('Why are you cancelling?')
    .selectOption({ label: SHOPPER_CANCEL_REASON_LABELS['changed-mind'] });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('status').filter({ hasText: GUEST_MESSAGES.orderCancelled }).waitFor();
  // The invoice and its credit note stay hers to download; nothing else of the order is shown.
  expect(await page.getByText(product.title).count()).toBe(0);
  const [creditNote] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: CREDIT_NOTE_MESSAGES.button }).click(),
  ]);
  expect(await pdfText(creditNote, 'guest-order-credit-note')).toContain(details.data.invoiceNumber);
  await shot(page, 'guest-order-cancelled');

  // A link that opens nothing offers to email hers again, with the same words whatever she types.
  await page.goto(`/shop/order/${'x'.repeat(43)}`);
  await settle(page);
  await page.getByRole('heading', { level: 1, name: 'Find your order' }).waitFor();
  await page.getByText(GUEST_MESSAGES.linkInvalid).waitFor();
  const form = page.getByRole('form', { name: 'Find your order' });
  await form.getByRole('button', { name: 'Email me the order link' }).click();
  await expect.poll(() => form.getByLabel('Order number').getAttribute('aria-invalid')).toBe('true');
  await form.getByLabel('Order number').fill(number);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Email me the order link' }).click();
  await page.getByRole('status').filter({ hasText: GUEST_MESSAGES.lookupSent }).waitFor();
  await shot(page, 'guest-order-lookup');
  await expectAccessible(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('a guest pays on delivery: the code emailed to her confirms the order (375 px)', async ({ browser }) => {
  const { context, page } = await newPage(browser, 'mobile');
  const errors = watchErrors(page);
  const email = uniqueEmail('guest-cod');
  await addAsGuest(page, affordable);
  await checkOutAsGuest(page, email, { createAccount: true });

  const order = page.getByRole('region', { name: 'Your order' });
  await order.getByRole('radio', { name: new RegExp(COD_MESSAGES.cashOnDelivery) }).check();
  const place = order.getByRole('button', { name: COD_MESSAGES.placeCodOrder });
  // Without the code the order is refused, in the server's words.
  await place.click();
  await page.getByText(GUEST_MESSAGES.codeNeeded).first().waitFor();
  await order.getByRole('button', { name: 'Email me the code' }).click();
  await order.getByText(GUEST_MESSAGES.codeSent).waitFor();
  await order.getByLabel('Code from the email').fill(await guestCodeFor(email));
  await shot(page, 'guest-checkout-cod-code');
  await expectAccessible(page);
  await place.click();

  await page.waitForURL((url) => /^\/shop\/order\/[\w-]{43}$/.test(url.pathname));
  await page.getByRole('status').filter({ hasText: 'you pay when it arrives' }).waitFor();
  await page.getByText(affordable.title).first().waitFor();
  // She asked for an account: its set-password link is in her inbox.
  expect(await linkToken(email, '/auth/reset-password')).toMatch(/^[\w-]{43}$/);
  // The emailed link opens the same order.
  const token = await orderLinkToken(email);
  await page.goto(`/shop/order/${token}`);
  await settle(page);
  await page.getByText(affordable.title).first().waitFor();
  await page.getByText(COD_MESSAGES.cashOnDelivery).first().waitFor();
  await shot(page, 'guest-order-cod', { fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});
