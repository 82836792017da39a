import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { hydrationProblems, newPage, signInViaApi, useShop, watchErrors, type ViewportName } from './browser';
import { ADMIN, startShopFromSnapshot, type RunningShop } from './shop-server';

export { expect };

/** Who a session is for: a guest, the shop's owner, or a shopper's credentials. */
export type Who = 'guest' | 'admin' | { email: string; password: string };

export interface OpenSession {
  context: BrowserContext;
  page: Page;
  /** Page errors, console errors (a CSP violation is one) and 5xx answers seen so far. */
  errors: string[];
}

export interface Sessions {
  /**
   * A fresh context (own cookies) signed in through the API for `who` (the forms have tests of their
   * own), with reduced motion; closed after the test, which fails if any of its pages saw an error.
   */
  open(who: Who, viewport?: ViewportName, options?: BrowserContextOptions): Promise<OpenSession>;
}

/**
 * The browser tests' `test`: every worker serves its own shop (a copy of the run's seeded snapshot, on
 * a port of its own) before any of its files run, so workers never see each other's orders; every test
 * fails on a React hydration error or warning on any page it visited (see watchHydration); `sessions`
 * opens signed-in (or guest) contexts.
 */
export const test = base.extend<{ hydrationCheck: void; sessions: Sessions }, { shop: RunningShop }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const snapshot = process.env.RESHAM_E2E_SNAPSHOT;
      if (!snapshot)
        throw new Error('RESHAM_E2E_SNAPSHOT is not set: run the browser tests with npm run test:e2e.');
      const shop = await startShopFromSnapshot(snapshot);
      useShop(shop);
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  hydrationCheck: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      hydrationProblems.splice(0);
      await use();
      expect(hydrationProblems.splice(0), 'React hydration errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
  sessions: async ({ browser }, use) => {
    const opened: OpenSession[] = [];
    await use({
      async open(who, viewport = 'desktop', options = {}) {
        const { context, page } = await newPage(browser, viewport, { reducedMotion: 'reduce', ...options });
        const session = { context, page, errors: watchErrors(page) };
        opened.push(session);
        if (who === 'admin') await signInViaApi(context, ADMIN.email, ADMIN.password);
        else if (who !== 'guest') await signInViaApi(context, who.email, who.password);
        return session;
      },
    });
    const errors = opened.flatMap((s) => s.errors);
    await Promise.all(opened.map((s) => s.context.close().catch(() => undefined)));
    expect(errors, 'page errors, console errors and 5xx answers').toEqual([]);
  },
});

export { ADMIN };
