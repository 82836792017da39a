// npm test: prepares what a fresh machine lacks, then runs every tier, the fast one first — unit and
// API (PostgreSQL, with the PGlite compatibility set) — then the browser suite with the operations
// suites (processes, nginx, restarts, backups) beside it, and ends with the ten slowest files and one
// line of totals (docs/testing.md).
//
//   npm test                                                everything
//   npm test -- --unit <files…> --e2e <files…> --ops <files…>  only those files (any list may be left out)
import { spawn } from 'node:child_process';
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

/**
 * The order of the run: a stage's tiers run at once. The browser tier leaves a quarter of the machine
 * idle (pages waiting on timers, animations and their server) and the operations tier half of it
 * (processes starting, databases restarting), so the second runs beside the first, its output held
 * back and printed after the browser's (decision 0010).
 */
const STAGES = [['unit'], ['e2e', 'ops']];
const { files, picked } = parseArgs(process.argv.slice(2));

console.log(`Node.js ${process.version} (${process.execPath})`);
ensureSystemPackages();

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-test-run-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const reports = [];
let ok = true;
for (const stage of STAGES) {
  const keys = stage.filter((key) => !picked || files[key].length);
  if (!keys.length) continue;
  // The first tier prints as it runs; the others' output is held back until it is done.
  const runs = keys.map((key, i) => runTier(key, i === 0 ? null : path.join(work, `${key}.log`)));
  for (const run of runs) {
    const { key, status, seconds, log } = await run;
    const tier = TIERS[key];
    if (log) {
      console.log(`\n── ${tier.name} tests (ran beside the ${TIERS[keys[0]].name} tests) ──`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
    }
    console.log(`── ${tier.name} tests: ${seconds} s ──`);
    const counts = readJson(path.join(work, `${key}-counts.json`));
    if (counts) for (const k of Object.keys(totals)) totals[k] += counts[k] ?? 0;
    reports.push(path.join(work, `${key}-report.json`));
    // A runner that ends without its summary (a process that exited early, even with 0) has failed.
    if (!counts) {
      totals.failed++;
      console.log(`The ${tier.name} run ended without reporting its tests.`);
    }
    if (status !== 0 || !counts) {
      ok = false;
      console.log(`\nThe ${tier.name} run failed (exit ${status}).`);
    }
  }
  if (!ok) {
    console.log('The rest is not run.');
    break;
  }
}

printSlowest(reports, 10);
fs.rmSync(work, { recursive: true, force: true });
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(ok && totals.failed === 0 ? 0 : 1);

/** Runs one tier; its output goes to the terminal, or to `log` (read once it ends). */
function runTier(key, log) {
  const [bin, ...args] = TIERS[key].command;
  const started = Date.now();
  if (!log) console.log(`\n── ${TIERS[key].name} tests ──`);
  const out = log ? fs.openSync(log, 'w') : 'inherit';
  const child = spawn(bin, [...args, ...files[key]], {
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      RESHAM_TEST_COUNTS_FILE: path.join(work, `${key}-counts.json`),
      RESHAM_TEST_REPORT: path.join(work, `${key}-report.json`),
    },
  });
  return new Promise((resolve) => {
    let ended = false;
    const done = (status) => {
      if (ended) return;
      ended = true;
      if (typeof out === 'number') fs.closeSync(out);
      resolve({ key, status, seconds: ((Date.now() - started) / 1000).toFixed(0), log });
    };
    child.on('error', () => done('spawn error'));
    child.on('exit', (code, signal) => done(code ?? signal));
  });
}

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
