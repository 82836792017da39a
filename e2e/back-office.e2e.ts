// Issue 24 §2, §4, §5 in a real browser at 1280 and 375 px: the owner exports the catalogue, uploads an
// edited sheet, reads the preview (rows to create, update with the fields that change, rows with errors
// and why), fixes it and applies it; reads the activity log filtered by kind; sets up two-step sign-in
// with the QR code (the test computes the codes as an authenticator app would) and signs in with a code.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { totpCode } from '../apps/server/src/modules/auth/totp';
import { newPage, settle, shot, signInViaApi, watchErrors, type ViewportName } from './support/browser';
import { ADMIN, expect, test } from './support/test';

const VIEWPORTS: ViewportName[] = ['desktop', 'mobile'];
const stamp = Date.now().toString(36);
let browser: Browser;
let open: Array<{ context: BrowserContext; errors: string[] }> = [];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});
test.afterEach(async () => {
  for (const { context, errors } of open) {
    await context.close();
    expect(errors).toEqual([]);
  }
  open = [];
});

async function adminSession(viewport: ViewportName, signedIn = true) {
  const { context, page } = await newPage(browser, viewport, { reducedMotion: 'reduce' });
  open.push({ context, errors: watchErrors(page) });
  if (signedIn) {
    const admin = ADMIN;
    await signInViaApi(context, admin.email, admin.password);
  }
  return { context, page };
}

const step = () => Math.floor(Date.now() / 30_000);
async function awayFromStepEdge() {
  const into = Date.now() % 30_000;
  if (into > 26_000) await new Promise((r) => setTimeout(r, 30_000 - into + 200));
}

/** A CSV field, quoted when it needs to be. */
const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (rows: string[][]) => rows.map((r) => r.map(field).join(',')).join('\r\n');

async function upload(page: Page, name: string, text: string) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await page.getByRole('region', { name: 'Import preview' }).waitFor();
}

test.describe('the owner’s back office', () => {
  // The activity log lists the import the test before it applied: in order, and a failed step skips the rest.
  test.describe.configure({ mode: 'serial' });

  for (const viewport of VIEWPORTS) {
    test(`imports a catalogue sheet: preview with errors, fix, apply [${viewport}]`, async () => {
      const { context, page } = await adminSession(viewport);
      const exported = await (await context.request.get('/api/admin/products/export')).text();
      const [header, first] = exported.replace(/^\uFEFF/, '').split('\r\n');
      const columns = header!.split(',');
      const firstCells = first!.split(',');
      const at = (name: string) => columns.indexOf(name);
      const category = firstCells[at('category')]!;
      const row = (sku: string, title: string, price: string) => {
        const cells = Array(columns.length).fill('') as string[];
        cells[at('sku')] = sku;
        cells[at('title')] = title;
        cells[at('description')] = 'Handwoven pure silk, zari border.';
        cells[at('category')] = category;
        cells[at('price')] = price;
        cells[at('stock')] = '3';
        return cells;
      };
      const good = [row(`E2E-${stamp}-${viewport}-1`, `Sheet Saree ${stamp} ${viewport} One`, '12500')];
      const bad = row(`E2E-${stamp}-${viewport}-2`, '=HYPERLINK("http://evil.example","Click")', '9000');
      const badPrice = row(`E2E-${stamp}-${viewport}-3`, `Sheet Saree ${stamp} ${viewport} Three`, 'lots');

      await page.goto('/admin/import');
      await settle(page);
      await upload(page, 'products.csv', csv([columns, ...good, bad, badPrice]));
      const preview = page.getByRole('region', { name: 'Import preview' });
      const visibleText = (text: RegExp | string) => preview.getByText(text).locator('visible=true').first();
      await expect.poll(() => preview.getByRole('status').innerText()).toMatch(/2 rows have errors/);
      await visibleText(/is a spreadsheet formula/).waitFor();
      await visibleText(/price: Price must be greater than 0/).waitFor();
      expect(await page.getByRole('button', { name: 'Apply import' }).isDisabled()).toBe(true);
      await shot(page, `back-office-import-preview-errors-${viewport}`);

      // Fixed: the formula row is dropped, the price corrected; a price change for an existing product.
      badPrice[at('price')] = '9500';
      const existing = [...firstCells];
      const oldPrice = existing[at('price')]!;
      existing[at('price')] = (Number(oldPrice) + 100).toFixed(2);
      await upload(page, 'products-fixed.csv', csv([columns, ...good, badPrice, existing]));
      await expect
        .poll(() => preview.getByRole('status').innerText())
        .toMatch(/Ready: 2 to create, 1 to update/);
      await visibleText(oldPrice).waitFor();
      await shot(page, `back-office-import-preview-${viewport}`);
      await page.getByRole('button', { name: 'Apply import' }).click();
      await expect
        .poll(() => preview.getByRole('status').innerText())
        .toBe('Imported: 2 created, 1 updated.');
      const list = await (
        await context.request.get(`/api/admin/products/get?q=${encodeURIComponent(`${stamp} ${viewport}`)}`)
      ).json();
      expect((list as { data: { title: string }[] }).data.map((p) => p.title).sort()).toEqual([
        `Sheet Saree ${stamp} ${viewport} One`,
        `Sheet Saree ${stamp} ${viewport} Three`,
      ]);
      // Imported without photos, they are drafts: the admin's grid says so; the shop shows neither.
      await page.goto(`/admin/products?q=${encodeURIComponent(`Sheet Saree ${stamp} ${viewport} One`)}`);
      await settle(page);
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `Sheet Saree ${stamp} ${viewport} One` }) })
        .getByText('Draft: add a photo')
        .waitFor();
      const listing = (await (await context.request.get('/api/shop/products/get')).json()) as {
        data: { title: string }[];
      };
      expect(listing.data.map((p) => p.title)).not.toContain(`Sheet Saree ${stamp} ${viewport} One`);
      // Leave the shop's prices as other specs expect them.
      existing[at('price')] = oldPrice;
      const restore = await context.request.post('/api/admin/products/import?apply=true', {
        headers: { 'content-type': 'text/csv' },
        data: csv([columns, existing]),
      });
      expect(restore.status()).toBe(200);
    });

    test(`lists the activity, filtered by kind [${viewport}]`, async () => {
      const { page } = await adminSession(viewport);
      await page.goto('/admin/activity');
      await settle(page);
      // A table at 1280 px, one card per entry at 375 px.
      const entries =
        viewport === 'desktop'
          ? page.getByRole('table', { name: 'Activity' }).locator('tbody tr')
          : page.getByRole('list', { name: 'Activity entries' }).locator(':scope > li');
      await entries.first().waitFor();
      await page.getByLabel('Kind').selectOption('import');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect
        .poll(async () => (await entries.allInnerTexts()).every((t) => /\bimport\b/.test(t)))
        .toBe(true);
      await entries.getByText('products-fixed.csv').first().waitFor();
      // Each entry says what happened in words, its kind beside it.
      await entries.getByText('Imported a product sheet').first().waitFor();
      await page.getByLabel('Kind').selectOption('product');
      await page.getByRole('button', { name: 'Filter' }).click();
      await entries.getByText('Through: the spreadsheet import').first().waitFor();
      await shot(page, `back-office-activity-${viewport}`);
    });

    test(`sets up two-step sign-in with the QR code and signs in with a code [${viewport}]`, async () => {
      const admin = ADMIN;
      const { page } = await adminSession(viewport);
      await page.goto('/admin/two-factor');
      await settle(page);
      await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
      const qr = page.getByRole('img', { name: /QR code/ });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      const secret = (await page.getByLabel('Set-up key').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await shot(page, `back-office-2fa-qr-${viewport}`);
      await awayFromStepEdge();
      await page.getByLabel(/Enter the 6-digit code/).fill(totpCode(secret, step()));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' });
      await codes.waitFor();
      const recovery = await codes.getByRole('listitem').allInnerTexts();
      expect(recovery).toHaveLength(10);
      await shot(page, `back-office-2fa-enrolled-${viewport}`);

      try {
        // Sign in again: password, then a code.
        const fresh = await adminSession(viewport, false);
        await fresh.page.goto('/auth/login');
        await settle(fresh.page);
        await fresh.page.getByLabel('Email').fill(admin.email);
        await fresh.page.getByLabel('Password').fill(admin.password);
        await fresh.page.getByRole('button', { name: 'Sign In' }).click();
        const codeField = fresh.page.getByLabel('Code');
        await codeField.waitFor();
        await shot(fresh.page, `back-office-2fa-code-step-${viewport}`);
        await awayFromStepEdge();
        await codeField.fill(totpCode(secret, step() + 1));
        await fresh.page.getByRole('button', { name: 'Verify' }).click();
        await fresh.page.waitForURL('**/admin/dashboard');
        await settle(fresh.page);
        await shot(fresh.page, `back-office-2fa-signed-in-${viewport}`);
      } finally {
        // The suite's admin signs in with its password alone in the other specs.
        const off = await page
          .context()
          .request.post('/api/auth/2fa/disable', { data: { code: recovery[0] } });
        expect(off.status()).toBe(200);
      }
    });
  }
});
