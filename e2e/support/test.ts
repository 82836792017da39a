import { test as base, expect } from '@playwright/test';
import { hydrationProblems, useShop } from './browser';
import { ADMIN, startShopFromSnapshot, type RunningShop } from './shop-server';

export { expect };

/**
 * The browser tests' `test`: every worker serves its own shop (a copy of the run's seeded snapshot, on
 * a port of its own) before any of its files run, so workers never see each other's orders; every test
 * fails on a React hydration error or warning on any page it visited (see watchHydration).
 */
export const test = base.extend<{ hydrationCheck: void }, { shop: RunningShop }>({
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
});

export { ADMIN };
