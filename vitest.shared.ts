import { defineConfig } from 'vitest/config';

interface TierOptions {
  exclude?: string[];
  /** false: the files of one worker share its loaded modules (a file must leave no global behind). */
  isolate?: boolean;
  maxWorkers?: number;
}

/**
 * What the unit/API tier and the operations tier share: the PostgreSQL and migrated templates of the
 * global setup, the run's closing line, and, under npm test (RESHAM_TEST_REPORT), Vitest's JSON report
 * from which scripts/test.mjs prints the slowest files.
 */
export function vitestTier(
  include: string[],
  { exclude = [], isolate = true, maxWorkers = 2 }: TierOptions = {},
) {
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
      isolate,
      maxWorkers,
    },
  });
}
