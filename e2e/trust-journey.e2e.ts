// Issue 35 at 375 px, as a shopper goes: the product page promises delivery dates for her pincode;
// the cart's toast leaves the sheet's Checkout clear; checkout has her one address chosen, says
// 'Pay ₹X' and the same dates; the confirmation repeats them; a cancel yields an invoice marked
// cancelled with its credit note, and the credit note itself.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Download, Locator } from '@playwright/test';
import { MESSAGES, type Product } from '@resham/shared';
import {
  ARTIFACTS,
  fetchProducts,
  newPage,
  registerViaApi,
  settle,
  shot,
  signInViaApi,
  watchErrors,
} from './support/browser';
import { DELIVER_HERE, PAY_BUTTON } from './support/checkout-names';
import { expect, test } from './support/test';

let browser: Browser;
let products: Product[];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  products = await fetchProducts();
});

/** The text of a downloaded PDF (drawn to a PNG beside the screenshots, to be looked at). */
async function pdfText(download: Download, name: string) {
  const file = path.join(ARTIFACTS, `${name}.pdf`);
  await download.saveAs(file);
  execFileSync('pdftoppm', ['-r', '110', '-png', '-singlefile', file, file.replace(/\.pdf$/, '')]);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
}

async function overlaps(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** 'Delivery by Tue, 2 Dec – Fri, 5 Dec' → 'Tue, 2 Dec – Fri, 5 Dec'. */
const datesIn = (text: string | null) => /Delivery by (.+?)(?: ·|$)/.exec(text ?? '')?.[1]?.trim();

test('a shopper at 375 px: delivery dates, one address chosen, Pay ₹X, the dates again, a credit note', async () => {
  const { context, page } = await newPage(browser, 'mobile', { hasTouch: true });
  const errors = watchErrors(page);
  const shopper = await registerViaApi('Kavya Subramaniam');
  await signInViaApi(context, shopper.email, shopper.password);
  const added = await context.request.post('/api/shop/address/add', {
    data: {
      address: '7 Avinashi Road, Peelamedu',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      country: 'India',
      pincode: '641004',
      phone: '9443012345',
      isGift: false,
      notes: '',
    },
  });
  expect(added.status()).toBe(201);
  const saree = products.find((p) => p.totalStock >= 10 && p.price < 5000)!;

  // The product page: her pincode, and the dates it promises.
  await page.goto(`/shop/product/${saree._id}`);
  await settle(page);
  const check = page.getByRole('form', { name: 'Check delivery' });
  await check.getByLabel('Delivery pincode').fill('641004');
  await check.getByRole('button', { name: 'Check' }).click();
  const promise = page.getByText(/^Delivery by .+ · Cash on delivery available$/);
  await promise.waitFor();
  const dates = datesIn(await promise.textContent())!;
  expect(dates).toBeTruthy();
  await shot(page, 'trust-product-delivery');

  // Add to cart; the toast never covers the sheet's Checkout.
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart/ })
    .tap();
  const toast = page.locator('li[data-state="open"]').filter({ hasText: MESSAGES.toast.addedToCart });
  await toast.waitFor();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, 1 item$/ })
    .tap();
  const sheet = page.getByRole('dialog', { name: 'Your Cart' });
  await sheet.waitFor();
  const toCheckout = sheet.getByRole('button', { name: 'Checkout' });
  await toCheckout.waitFor();
  if (await toast.isVisible()) expect(await overlaps(toast, toCheckout)).toBe(false);
  await shot(page, 'trust-cart-sheet');
  await toCheckout.tap();

  // Checkout: her one address is chosen, the button says what she pays, the dates are the same.
  await page.waitForURL('**/shop/checkout');
  await settle(page);
  const address = page.getByRole('list', { name: 'Saved addresses' }).getByRole('article');
  await address.first().waitFor();
  expect(await address.count()).toBe(1);
  expect(await address.getByRole('radio', { name: DELIVER_HERE }).isChecked()).toBe(true);
  const order = page.getByRole('region', { name: 'Your order' });
  const pay = order.getByRole('button', { name: PAY_BUTTON });
  await expect.poll(() => pay.textContent()).toMatch(/^Pay ₹[\d,]+\.\d{2}$/);
  const payLabel = (await pay.textContent())!;
  await order.getByText('UPI, cards and net banking accepted').waitFor();
  await expect.poll(async () => (await order.textContent()) ?? '').toContain(dates);
  await pay.scrollIntoViewIfNeeded();
  await shot(page, 'trust-checkout');

  // The payment window takes the same figure; the confirmation repeats the dates.
  await pay.tap();
  const paymentSheet = page.getByRole('dialog', { name: 'Resham Silks' });
  await paymentSheet.waitFor();
  await paymentSheet.getByRole('button', { name: payLabel }).tap();
  await page.waitForURL('**/shop/payment-success?orderId=*');
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await page.getByText(`Delivery by ${dates}`).waitFor();
  await shot(page, 'trust-confirmation');

  // A cancel: the invoice is marked, and the credit note is hers to download.
  await page.goto('/shop/account');
  await settle(page);
  await page.getByRole('button', { name: 'View Details' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await dialog.waitFor();
  const cancel = dialog.getByRole('button', { name: 'Cancel order' });
  await cancel.scrollIntoViewIfNeeded();
  await dialog.getByLabel('Why are you cancelling?').selectOption('changed-mind');
  await cancel.tap();
  await dialog.locator('dt:text-is("Payment Status") + dd').getByText('Refunded').waitFor();
  const creditNote = dialog.getByRole('button', { name: 'Credit note' });
  await creditNote.waitFor();
  const number = (await dialog.locator('dt:text-is("Credit note") + dd').textContent())!.trim();
  expect(number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
  await shot(page, 'trust-cancelled-credit-note');

  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Invoice' }).tap(),
  ]);
  const invoiceText = await pdfText(invoice, 'trust-invoice-cancelled');
  expect(invoiceText).toContain('CANCELLED');
  expect(invoiceText).toContain(number);
  const [note] = await Promise.all([page.waitForEvent('download'), creditNote.tap()]);
  expect(note.suggestedFilename()).toBe(`credit-note-${orderId}.pdf`);
  const noteText = await pdfText(note, 'trust-credit-note');
  expect(noteText).toContain('CREDIT NOTE');
  expect(noteText).toContain(number);
  expect(errors).toEqual([]);
  await context.close();
});
