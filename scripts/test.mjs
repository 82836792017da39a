// npm test: prepares what a fresh machine lacks, then runs every test — the unit and API suites (on the
// embedded database and on PostgreSQL), then the browser suite — and ends with one line of totals.
//
//   npm test                                   everything
//   npm test -- --unit <files…> --e2e <files…>  only those files (either list may be left out)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemPackages } from './test-support/system-packages.mjs';

const { unitFiles, e2eFiles, picked } = parseArgs(process.argv.slice(2));

console.log(`Node.js ${process.version} (${process.execPath})`);
ensureSystemPackages();

const totals = { passed: 0, failed: 0, skipped: 0 };
const runs = [];
if (!picked || unitFiles.length) runs.push(['unit and API', ['vitest', 'run', ...unitFiles]]);
if (!picked || e2eFiles.length) runs.push(['browser', ['node', 'scripts/e2e.mjs', ...e2eFiles]]);

let ok = true;
for (const [name, [command, ...args]] of runs) {
  const countsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'resham-test-counts-')), 'counts.json');
  const bin = command === 'vitest' ? 'npx' : command;
  const result = spawnSync(bin, command === 'vitest' ? [command, ...args] : args, {
    stdio: 'inherit',
    env: { ...process.env, RESHAM_TEST_COUNTS_FILE: countsFile },
  });
  const counts = readCounts(countsFile);
  if (counts) for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
  if (result.status !== 0) {
    ok = false;
    console.log(`\nThe ${name} run failed (exit ${result.status ?? result.signal}); the rest is not run.`);
    break;
  }
}

console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(ok && totals.failed === 0 ? 0 : 1);

function readCounts(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

function parseArgs(argv) {
  const unit = [];
  const e2e = [];
  let list = null;
  for (const arg of argv) {
    if (arg === '--unit') list = unit;
    else if (arg === '--e2e') list = e2e;
    else if (list) list.push(arg);
    else {
      console.error(`Unknown argument ${arg}. Usage: npm test [-- --unit <files…>] [--e2e <files…>]`);
      process.exit(2);
    }
  }
  return { unitFiles: unit, e2eFiles: e2e, picked: list !== null };
}
