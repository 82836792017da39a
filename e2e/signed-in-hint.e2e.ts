// Issue 9 §3: a guest's app makes no session check (no 401 in its console), thanks to a readable,
// non-secret "signed in" hint cookie the server sets at sign-in and clears at sign-out and when the
// session behind it is gone. The hint decides nothing: a hint without a session is a guest after one
// check, and the hint is cleared so the next load skips the check.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { baseUrl, newPage, registerViaApi, settle, signInViaApi, watchErrors } from './support/browser';
import { expect, test } from './support/test';

const HINT = 'resham_signed_in';

let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** Counts the page's session checks and any 401 answer. */
function watchSessionCalls(page: Page) {
  const seen = { checks: 0, unauthorized: 0 };
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/check-auth')) seen.checks++;
  });
  page.on('response', (r) => {
    if (r.status() === 401) seen.unauthorized++;
  });
  return seen;
}

const hintOf = async (context: BrowserContext) =>
  (await context.cookies(baseUrl())).find((c) => c.name === HINT);

test.describe('signed-in hint', () => {
  test('a guest loads home, listing and search without a session check or a 401', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const problems = watchErrors(page);
    const seen = watchSessionCalls(page);
    try {
      for (const path of ['/shop/home', '/shop/listing', '/shop/search']) {
        await page.goto(path);
        await settle(page);
      }
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect(seen).toEqual({ checks: 0, unauthorized: 0 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('sign-in sets the hint (readable, no secret); the app then checks the session and shows the account', async () => {
    const account = await registerViaApi('Hint Holder');
    const { context, page } = await newPage(browser, 'desktop');
    try {
      await signInViaApi(context, account.email, account.password);
      const hint = await hintOf(context);
      expect(hint).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/' });
      const session = (await context.cookies(baseUrl())).find((c) => c.name === 'resham_session')!;
      expect(session.httpOnly).toBe(true);
      expect(hint!.value).not.toContain(session.value);

      const seen = watchSessionCalls(page);
      await page.goto('/shop/home');
      await settle(page);
      await page.getByRole('button', { name: `Account menu for ${account.userName}` }).waitFor();
      expect(seen.checks).toBe(1);
      // The page's scripts can read the hint, never the session.
      expect(await page.evaluate(() => document.cookie)).toBe(`${HINT}=1`);

      // Signing out clears it: the next load is a guest's, without a check.
      const out = await context.request.post('/api/auth/logout');
      expect(out.ok()).toBe(true);
      expect(await hintOf(context)).toBeUndefined();
      await page.reload();
      await settle(page);
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect(seen.checks).toBe(1);
    } finally {
      await context.close();
    }
  });

  test('a hint without a live session: a guest after one check, and the hint is gone', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const problems = watchErrors(page);
    try {
      await context.addCookies([{ name: HINT, value: '1', url: baseUrl(), sameSite: 'Lax' }]);
      const seen = watchSessionCalls(page);
      await page.goto('/shop/home');
      await settle(page);
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect(seen).toEqual({ checks: 1, unauthorized: 1 });
      expect(await hintOf(context)).toBeUndefined();
      // The shop works as for any guest, and the next load makes no check.
      await page.goto('/shop/listing');
      await settle(page);
      await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
      expect(seen.checks).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
