// Issue 24 §1 and §3 in a real browser at 1280 and 375 px: a shopper adds a business address with a
// GSTIN at checkout (a wrong check character is refused with the reason), pays, and the tax invoice
// prints the GSTIN; the owner opens Admin → Reports for the month (India time), sees the invoice under
// B2B and the month's totals, and downloads the sales register as CSV (BOM, the invoice's lines).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { GSTIN_MESSAGES, type Product } from '@resham/shared';
import {
  ARTIFACTS,
  expectAccessible,
  fetchProducts,
  newPage,
  registerViaApi,
  settle,
  shot,
  signInViaApi,
  waitForAnimations,
  watchErrors,
  type ViewportName,
} from './support/browser';
import { ADMIN, expect, test } from './support/test';
import { PAY_BUTTON } from './support/checkout-names';

let browser: Browser;
let products: Product[];
let open: Array<{ context: BrowserContext; errors: string[] }> = [];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  products = await fetchProducts();
});
test.afterEach(async () => {
  const sessions = open;
  open = [];
  const errors = sessions.flatMap((s) => s.errors);
  await Promise.all(sessions.map((s) => s.context.close().catch(() => undefined)));
  expect(errors).toEqual([]);
});

async function session(viewport: ViewportName) {
  const { context, page } = await newPage(browser, viewport, { reducedMotion: 'reduce' });
  open.push({ context, errors: watchErrors(page) });
  return { context, page };
}

const addressForm = (page: Page) => page.getByRole('region', { name: 'Add New Address' });
const payButton = (page: Page) =>
  page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: PAY_BUTTON });
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/** The first page of a PDF as a PNG in e2e/artifacts, and its text. */
function readPdf(pdf: Buffer, name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-gst-e2e-'));
  const file = path.join(dir, 'invoice.pdf');
  fs.writeFileSync(file, pdf);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    path.join(ARTIFACTS, name),
  ]);
  const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return text;
}

for (const viewport of ['desktop', 'mobile'] as ViewportName[])
  test.describe(`GST reports and B2B invoices [${viewport}]`, () => {
    test('a business buyer’s GSTIN goes from the address to the invoice and the month’s report', async () => {
      // 1. The shopper: a business address at checkout, a wrong GSTIN first.
      const shopper = await registerViaApi('Meera Kulkarni');
      const { context, page } = await session(viewport);
      const { user } = await signInViaApi(context, shopper.email, shopper.password);
      const product = products.find((p) => p.totalStock >= 5)!;
      const added = await context.request.post('/api/shop/cart/add', {
        data: { userId: user.id, productId: product._id, quantity: 1 },
      });
      expect(added.ok()).toBe(true);
      await page.goto('/shop/checkout');
      await settle(page);
      const form = addressForm(page);
      await form.waitFor();
      await form.getByLabel('Address', { exact: true }).fill('9, Linking Road, Bandra West');
      await form.getByLabel('State').selectOption('Maharashtra');
      await form.getByLabel('City').waitFor();
      await form.getByLabel('City').fill('Mumbai');
      await form.getByLabel('Pincode').fill('400050');
      await form.getByLabel('Phone').fill('98200 12345');
      await form.getByLabel('Business purchase (GST invoice with my GSTIN)').check();
      await form.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZW');
      await form.getByLabel('Business name').fill('Mumbai Weaves LLP');
      await form.getByRole('button', { name: 'Add Address' }).click();
      await form.getByText(GSTIN_MESSAGES.checksum).waitFor();
      await form.getByText(GSTIN_MESSAGES.checksum).scrollIntoViewIfNeeded();
      await shot(page, 'b2b-address-error');
      await expectAccessible(page);
      await form.getByLabel('GSTIN', { exact: true }).fill('27aapfu0939f1zv');
      await form.getByRole('button', { name: 'Add Address' }).click();
      const saved = page
        .getByRole('list', { name: 'Saved addresses' })
        .getByRole('article')
        .filter({ hasText: 'Linking Road' });
      await saved.waitFor();
      expect(await saved.textContent()).toContain('27AAPFU0939F1ZV · Mumbai Weaves LLP');
      await waitForAnimations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'b2b-address-saved');

      // 2. Pays; the invoice names the business and prints its GSTIN.
      await expect.poll(() => payButton(page).isDisabled()).toBe(false);
      const [created] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/shop/order/create')),
        payButton(page).click(),
      ]);
      const { orderId } = (await created.json()) as { orderId: string };
      const sheet = page.getByRole('dialog', { name: 'Resham Silks' });
      await sheet.waitFor();
      await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL(`**/shop/payment-success?orderId=${orderId}`);
      const pdf = await context.request.post(`/api/shop/order/invoice/${orderId}`, {
        data: { userId: user.id },
      });
      expect(pdf.status()).toBe(200);
      const width = page.viewportSize()!.width;
      const invoiceText = readPdf(await pdf.body(), `b2b-invoice-${width}`);
      expect(invoiceText).toContain('GSTIN: 27AAPFU0939F1ZV');
      expect(invoiceText).toContain('Mumbai Weaves LLP');
      const order = (await (await context.request.get(`/api/shop/order/details/${orderId}`)).json()).data as {
        invoiceNumber: string;
        totalAmount: number;
      };

      // 3. The owner: Admin → Reports for this month lists the invoice under B2B.
      const admin = ADMIN;
      const owner = await session(viewport);
      await signInViaApi(owner.context, admin.email, admin.password);
      await owner.page.goto(`/admin/reports?month=${thisMonth()}`);
      await settle(owner.page);
      const b2b = owner.page.getByRole('table', { name: 'B2B invoices' });
      const row = b2b.getByRole('row').filter({ hasText: order.invoiceNumber });
      await row.waitFor();
      expect(await row.textContent()).toContain('27AAPFU0939F1ZV');
      expect(await row.textContent()).toContain('Mumbai Weaves LLP');
      expect(await row.textContent()).toContain('27-Maharashtra');
      await owner.page.getByTestId('report-invoices').waitFor();
      expect(await owner.page.getByTestId('report-invoices').textContent()).toMatch(/\d+ invoices?/);
      await shot(owner.page, 'admin-reports');
      await expectAccessible(owner.page);

      // 4. The sales register downloads as a CSV that Excel reads as UTF-8.
      const [download] = await Promise.all([
        owner.page.waitForEvent('download'),
        owner.page.getByRole('link', { name: 'Sales register' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`gst-register-${thisMonth()}.csv`);
      const bytes = fs.readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes
        .toString('utf8')
        .split('\r\n')
        .filter((l) => l.includes(order.invoiceNumber));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('27AAPFU0939F1ZV');

      // 5. Another month: an empty report, said so.
      await owner.page.getByLabel('Month (India time)').fill('2021-02');
      await owner.page.getByText('No invoices to buyers with a GSTIN this month.').waitFor();
      expect(new URL(owner.page.url()).searchParams.get('month')).toBe('2021-02');
    });
  });
