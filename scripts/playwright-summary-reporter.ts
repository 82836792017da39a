import fs from 'node:fs';
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Ends a Playwright run with the plain line CI reads ('N passed, N failed', ', N skipped' when any),
 * as scripts/summary-reporter.ts does for Vitest; with RESHAM_TEST_COUNTS_FILE set (npm test), also
 * writes the counts there. A test that passed only on a retry counts as failed: none is configured.
 */
export default class PlaywrightSummaryReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onEnd(result: FullResult) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected') passed++;
      else if (outcome === 'skipped') skipped++;
      else failed++;
    }
    if (result.status !== 'passed' && failed === 0) failed++; // the run itself failed (setup, timeout)
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    const countsFile = process.env.RESHAM_TEST_COUNTS_FILE;
    if (countsFile) fs.writeFileSync(countsFile, JSON.stringify({ passed, failed, skipped }));
  }

  printsToStdio() {
    return false;
  }
}
