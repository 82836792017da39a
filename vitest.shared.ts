import { defineConfig } from 'vitest/config';

/**
 * What the unit/API tier and the operations tier share: the PostgreSQL and migrated templates of the
 * global setup, the run's closing line, and, under npm test (RESHAM_TEST_REPORT), Vitest's JSON report
 * from which scripts/test.mjs prints the slowest files.
 */
export function vitestTier(include: string[], exclude: string[] = []) {
  const report = process.env.RESHAM_TEST_REPORT;
  return defineConfig({
    test: {
      reporters: [
        'default',
        './scripts/summary-reporter.ts',
        ...(report ? [['json', { outputFile: report }] as [string, object]] : []),
      ],
      globalSetup: ['./scripts/test-support/vitest-database.ts'],
      include,
      exclude: ['**/node_modules/**', ...exclude],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
      maxWorkers: 2,
    },
  });
}
