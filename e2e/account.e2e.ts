// Accounts a shopper can get back into and keep private, in Chromium at 375 and 1280 px: forgotten
// password by emailed link (read from the server's outbox), email verification, change password, sign
// out everywhere, download my data, delete my account (old session gone, the email can sign up again).
import fs from 'node:fs';
import { MESSAGES } from '@resham/shared';
import type { Browser, Page } from '@playwright/test';
import {
  baseUrl,
  expectAccessible,
  newPage,
  pathname,
  registerViaApi,
  settle,
  shot,
  signIn,
  signInViaApi,
  VIEWPORTS,
  watchErrors,
  type ViewportName,
} from './support/browser';
import { linkToken } from './support/outbox';
import { expect, test } from './support/test';

let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

async function openSecurityTab(page: Page) {
  await page.goto('/shop/account');
  await settle(page);
  await page.getByRole('tab', { name: /Privacy & security/ }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Change password' }).isVisible()).toBe(true);
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`at ${VIEWPORTS[viewport].width} px`, () => {
    test('gets a shopper back in: forgot password → email → reset → sign in with the new password', async () => {
      const shopper = await registerViaApi('Lakshmi Narayanan');
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);

      await page.goto('/auth/login');
      await settle(page);
      await shot(page, 'account-login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect.poll(() => pathname(page)).toBe('/auth/forgot-password');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Forgot your password?' }).isVisible())
        .toBe(true);
      await expectAccessible(page);
      await shot(page, 'account-forgot');
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toBe(MESSAGES.auth.resetRequested);
      await shot(page, 'account-forgot-sent');

      const token = await linkToken(shopper.email, '/auth/reset-password');
      await page.goto(`/auth/reset-password?token=${token}`);
      await settle(page);
      await expectAccessible(page);
      await shot(page, 'account-reset');
      await page.getByLabel('New password').fill('password123');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect.poll(() => page.getByText(MESSAGES.validation.passwordCommon).isVisible()).toBe(true);
      await page.getByLabel('New password').fill('kanjivaram weave 9');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect.poll(() => pathname(page)).toBe('/auth/login');
      await expect.poll(() => page.getByText(MESSAGES.auth.passwordReset).first().isVisible()).toBe(true);

      // the same link a second time says it is spent
      await page.goto(`/auth/reset-password?token=${token}`);
      await page.getByLabel('New password').fill('another weave 10');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: MESSAGES.auth.resetLinkInvalid }).isVisible())
        .toBe(true);
      await shot(page, 'account-reset-spent');

      await signIn(page, shopper.email, shopper.password);
      await expect
        .poll(() => page.getByText(MESSAGES.auth.invalidCredentials).first().isVisible())
        .toBe(true);
      await signIn(page, shopper.email, 'kanjivaram weave 9');
      await expect.poll(() => pathname(page)).toBe('/shop/home');

      // not yet verified: the account page asks, shopping does not wait
      await page.goto('/shop/account');
      await settle(page);
      // a reset proves the address, so this account is verified already: check with a fresh one below
      expect(await page.getByText('Please verify your email address').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('says in the privacy policy what is kept, for how long, and how to ask', async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/shop/privacy-policy');
      await settle(page);
      for (const text of [
        'Download my data',
        'Sign out everywhere else',
        'Delete my account',
        '6 years',
        '30 minutes',
      ])
        await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
      await shot(page, 'account-privacy-policy');
      await context.close();
    });

    test('asks a new account to verify its email, and the link does', async () => {
      const shopper = await registerViaApi('Meenakshi Iyer');
      const { context, page } = await newPage(browser, viewport);
      await signInViaApi(context, shopper.email, shopper.password);
      await page.goto('/shop/account');
      await settle(page);
      await expect.poll(() => page.getByText('Please verify your email address').isVisible()).toBe(true);
      await expectAccessible(page);
      await shot(page, 'account-verify-banner');

      const token = await linkToken(shopper.email, '/auth/verify-email');
      await page.goto(`/auth/verify-email?token=${token}`);
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toBe(MESSAGES.auth.emailVerified);
      await shot(page, 'account-verified');
      await page.getByRole('link', { name: 'Go to my account' }).click();
      await expect.poll(() => pathname(page)).toBe('/shop/account');
      await settle(page);
      expect(await page.getByText('Please verify your email address').count()).toBe(0);

      // the link works once
      await page.goto(`/auth/verify-email?token=${token}`);
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toBe(MESSAGES.auth.verifyLinkInvalid);
      await context.close();
    });

    test('changes the password and signs out the other devices, keeping this one', async () => {
      const shopper = await registerViaApi('Revathi Subramaniam');
      const { context, page } = await newPage(browser, viewport);
      const other = await browser.newContext({ baseURL: baseUrl() });
      await signInViaApi(context, shopper.email, shopper.password);
      await signInViaApi(other, shopper.email, shopper.password);

      await openSecurityTab(page);
      await expectAccessible(page);
      await shot(page, 'account-security');
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect
        .poll(() => page.getByText(MESSAGES.auth.loggedOutEverywhere).first().isVisible())
        .toBe(true);
      expect((await other.request.get('/api/auth/check-auth')).status()).toBe(401);
      expect((await context.request.get('/api/auth/check-auth')).status()).toBe(200);

      await signInViaApi(other, shopper.email, shopper.password);
      await page.getByLabel('Current password').fill(shopper.password);
      await page.getByLabel('New password').fill('pochampally ikat 4');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect.poll(() => page.getByText(MESSAGES.auth.passwordChanged).first().isVisible()).toBe(true);
      expect((await other.request.get('/api/auth/check-auth')).status()).toBe(401);
      expect((await context.request.get('/api/auth/check-auth')).status()).toBe(200);
      await other.close();
      await context.close();
    });

    test('downloads my data and deletes my account: the old session is gone and the email can register again', async () => {
      const shopper = await registerViaApi('Deepa Raghavan');
      const { context, page } = await newPage(browser, viewport);
      const laptop = await browser.newContext({ baseURL: baseUrl() });
      await signInViaApi(context, shopper.email, shopper.password);
      await signInViaApi(laptop, shopper.email, shopper.password);
      await openSecurityTab(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^resham-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = await download.path();
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        profile: { email: string };
        orders: unknown[];
      };
      expect(data.profile.email).toBe(shopper.email);
      expect(data.orders).toEqual([]);

      await page.getByLabel('Your password').fill('not my password');
      await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
      await page.getByRole('button', { name: 'Yes, delete my account' }).click();
      await expect.poll(() => page.getByText(MESSAGES.account.passwordWrong).first().isVisible()).toBe(true);
      // The dialog closes on the error; while it fades out its "Yes, delete my account" is still there.
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);

      await page.getByLabel('Your password').fill(shopper.password);
      await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
      await expect.poll(() => page.getByRole('alertdialog').isVisible()).toBe(true);
      await shot(page, 'account-delete-dialog');
      await page.getByRole('button', { name: 'Yes, delete my account' }).click();
      await expect.poll(() => pathname(page)).toBe('/shop/home');
      await expect.poll(() => page.getByText(MESSAGES.account.deleted).first().isVisible()).toBe(true);
      await shot(page, 'account-deleted');

      // the other device's session is gone
      expect((await laptop.request.get('/api/auth/check-auth')).status()).toBe(401);
      const laptopPage = await laptop.newPage();
      await laptopPage.goto('/shop/account');
      await expect.poll(() => pathname(laptopPage)).toBe('/auth/login');
      await laptop.close();

      // the address is free again
      await page.goto('/auth/register');
      await settle(page);
      await page.getByLabel(/user name/i).fill('Deepa R');
      await page.getByLabel(/email/i).fill(shopper.email);
      await page.getByLabel(/password/i).fill('a fresh start 22');
      await page.getByRole('button', { name: /sign up|register|create/i }).click();
      // A new account is signed in at once (a taken address would have gone on to the sign-in page).
      await expect.poll(() => pathname(page)).toBe('/shop/home');
      await settle(page);
      await page.getByRole('button', { name: 'Account menu for Deepa R' }).waitFor({ state: 'attached' });
      await context.close();
    });
  });
}
