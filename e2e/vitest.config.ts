import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/hydration-check.ts'],
    testTimeout: 60_000,
    hookTimeout: 360_000,
    // A page that is right a little late (a sign-in's password hashing on a busy CI machine) still
    // passes; vitest's default of 1 s turns load into failures.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // One shop server for the run; spec files run one after another against it.
    fileParallelism: false,
  },
});
