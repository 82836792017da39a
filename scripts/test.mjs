// npm test: prepares what a fresh machine lacks, then runs every tier, the fast ones first — unit and
// API (PostgreSQL, with the PGlite compatibility set), then the browser suite, then the operations
// suites (processes, nginx, restarts, backups) — and ends with the ten slowest files and one line of
// totals (docs/testing.md).
//
//   npm test                                                everything
//   npm test -- --unit <files…> --e2e <files…> --ops <files…>  only those files (any list may be left out)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemPackages } from './test-support/system-packages.mjs';
import { printSlowest } from './test-support/slowest-files.mjs';

const TIERS = {
  unit: { name: 'unit and API', command: ['npx', 'vitest', 'run'] },
  e2e: { name: 'browser', command: ['node', 'scripts/e2e.mjs'] },
  ops: { name: 'operations', command: ['npx', 'vitest', 'run', '--config', 'vitest.ops.config.ts'] },
};

const { files, picked } = parseArgs(process.argv.slice(2));

console.log(`Node.js ${process.version} (${process.execPath})`);
ensureSystemPackages();

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-test-run-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const reports = [];
let ok = true;
for (const [key, tier] of Object.entries(TIERS)) {
  if (picked && !files[key].length) continue;
  const countsFile = path.join(work, `${key}-counts.json`);
  const report = path.join(work, `${key}-report.json`);
  const started = Date.now();
  console.log(`\n── ${tier.name} tests ──`);
  const [bin, ...args] = tier.command;
  const result = spawnSync(bin, [...args, ...files[key]], {
    stdio: 'inherit',
    env: { ...process.env, RESHAM_TEST_COUNTS_FILE: countsFile, RESHAM_TEST_REPORT: report },
  });
  console.log(`── ${tier.name} tests: ${((Date.now() - started) / 1000).toFixed(0)} s ──`);
  const counts = readJson(countsFile);
  if (counts) for (const k of Object.keys(totals)) totals[k] += counts[k] ?? 0;
  reports.push(report);
  // A runner that ends without its summary (a process that exited early, even with 0) has failed.
  if (!counts) {
    totals.failed++;
    console.log(`The ${tier.name} run ended without reporting its tests.`);
  }
  if (result.status !== 0 || !counts) {
    ok = false;
    console.log(
      `\nThe ${tier.name} run failed (exit ${result.status ?? result.signal}); the rest is not run.`,
    );
    break;
  }
}

printSlowest(reports, 10);
fs.rmSync(work, { recursive: true, force: true });
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(ok && totals.failed === 0 ? 0 : 1);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function parseArgs(argv) {
  const files = { unit: [], e2e: [], ops: [] };
  let list = null;
  for (const arg of argv) {
    const tier = arg.startsWith('--') ? arg.slice(2) : null;
    if (tier && tier in files) list = files[tier];
    else if (list) list.push(arg);
    else {
      console.error(
        `Unknown argument ${arg}. Usage: npm test [-- --unit <files…>] [--e2e <files…>] [--ops <files…>]`,
      );
      process.exit(2);
    }
  }
  return { files, picked: list !== null };
}
