// The slowest test files of a run, from the JSON reports of Vitest (testResults[].startTime/endTime)
// and of Playwright (suites[].specs[].tests[].results[].duration), so the next slowdown shows the day
// it comes.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** [file, seconds] for each file of one report; [] when the report is missing or unreadable. */
export function fileDurations(reportFile) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return [];
  }
  if (Array.isArray(report.testResults))
    return report.testResults.map((r) => [path.relative(root, r.name), (r.endTime - r.startTime) / 1000]);
  const perFile = new Map();
  const visit = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          perFile.set(here, (perFile.get(here) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  const testDir = report.config?.rootDir ?? root;
  return [...perFile].map(([file, seconds]) => [path.relative(root, path.resolve(testDir, file)), seconds]);
}

export function printSlowest(reportFiles, count) {
  const rows = reportFiles
    .flatMap(fileDurations)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
  if (!rows.length) return;
  console.log(`\nThe ${rows.length} slowest test files:`);
  for (const [file, seconds] of rows) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
}
