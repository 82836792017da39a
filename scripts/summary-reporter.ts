import fs from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Ends a Vitest run with the plain line CI reads: 'N passed, N failed' (', N skipped' when any), after
 * naming each file that could not run at all and why. With RESHAM_TEST_COUNTS_FILE set (npm test), also
 * writes the counts there, for the line of totals that ends the whole run.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const couldNotRun: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && ![...module.children.allTests()].length) {
        failed++;
        const reason = module.errors()[0]?.message ?? 'no test ran';
        couldNotRun.push(`${module.relativeModuleId}: ${reason.split('\n')[0]}`);
      }
    }
    for (const error of unhandledErrors) {
      failed++;
      couldNotRun.push(`(run) ${String(error.message ?? error).split('\n')[0]}`);
    }
    if (couldNotRun.length) console.log(`\nCould not run:\n${couldNotRun.map((l) => `  ${l}`).join('\n')}`);
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    const countsFile = process.env.RESHAM_TEST_COUNTS_FILE;
    if (countsFile) fs.writeFileSync(countsFile, JSON.stringify({ passed, failed, skipped }));
  }
}
