import { defineConfig } from '@playwright/test';

// The browser tier (npm run test:e2e): the production build in Debian's Chromium, each worker with a
// shop of its own (e2e/support/test.ts). docs/testing.md says what belongs here and what in Node.
const report = process.env.RESHAM_TEST_REPORT;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'e2e/test-results',
  globalSetup: './e2e/support/global-setup.ts',
  // The files of one worker run one after another; two workers keep both cores busy while pages wait.
  workers: Number(process.env.E2E_WORKERS) || 2,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
