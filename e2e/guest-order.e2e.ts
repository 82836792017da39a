// Issue 34 at 375 px: a guest's order opened by the link in her confirmation email (/shop/order/<token>)
// — the order, its invoice, cancelling before dispatch, the credit note — and a link that opens nothing,
// which offers to email the link again. The guest adds through the shop; her order is placed through the
// API the checkout calls (the guest checkout form is to come) and paid in the simulated gateway.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Download } from '@playwright/test';
import {
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
import { orderLinkToken } from './support/outbox';
import { expect, test } from './support/test';

let product: Product;

test.beforeAll(async () => {
  product = (await fetchProducts()).find((p) => p.totalStock >= 10)!;
});

/** A downloaded PDF beside the screenshots, and its text. */
async function pdfText(download: Download, name: string) {
  const file = path.join(ARTIFACTS, `${name}-375.pdf`);
  await download.saveAs(file);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
}

test('a guest opens her order from the emailed link, downloads the invoice and cancels (375 px)', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, 'mobile');
  const errors = watchErrors(page);
  const email = uniqueEmail('guest');

  // She adds the saree as a guest.
  await page.goto(`/shop/product/${product._id}`);
  await settle(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await page.getByRole('banner').getByText('Cart, 1 item', { exact: true }).waitFor({ state: 'attached' });

  // Her order, placed and paid as the checkout does (her cart's and her order's cookies in this browser).
  const post = async (url: string, data: object) => {
    const res = await context.request.post(url, { data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const created = await post('/api/shop/order/create', {
    guest: { name: 'Lakshmi Narayanan', email, phone: '+91 98430 12345' },
    addressInfo: {
      address: '12, Gandhi Road, RS Puram',
      country: 'India',
      state: 'Tamil Nadu',
      city: 'Coimbatore',
      pincode: '641002',
      notes: '',
      isGift: false,
      giftMessage: '',
    },
    paymentMethod: 'razorpay',
  });
  const paid = await post('/api/payments/simulated/pay', { order_id: created.razorpayOrder.id });
  await post('/api/shop/order/verify-razorpay', { ...paid, orderId: created.orderId });
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
