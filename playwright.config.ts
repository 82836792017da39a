import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/test-support/system-packages.mjs';

// The browser tier (npm run test:e2e): the production build in Debian's Chromium, each worker with a
// shop of its own (e2e/support/test.ts). docs/testing.md says what belongs here and what in Node.
const report = process.env.RESHAM_TEST_REPORT;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'e2e/test-results',
  globalSetup: './e2e/support/global-setup.ts',
  // The files of one worker run one after another. Three workers on two cores: a page waiting on its
  // server, a timer or an animation leaves a core idle, which the third fills (decision 0008).
  workers: Number(process.env.E2E_WORKERS) || 3,
  // A whole flow (sign-up, checkout, payment, invoice) on a loaded 2-core machine; a wait is 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./scripts/playwright-summary-reporter.ts'],
    ...(report ? [['json', { outputFile: report }] as ['json', { outputFile: string }]] : []),
  ],
  use: {
    browserName: 'chromium',
    locale: 'en-IN',
    // A failed test keeps its trace (every action with the DOM before and after) and a screenshot of
    // the moment it failed. The trace leaves out the screencast: a picture of every frame of every test,
    // passed or not, cost the tier about a tenth of its time (decision 0008).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        // Debian's wrapper turns GPU rasterization on; without a GPU that is SwiftShader in a GPU
        // process, which drew every frame at a cost above the pages' own (decision 0008).
        '--disable-gpu-rasterization',
        '--disable-gpu-compositing',
      ],
    },
  },
});
