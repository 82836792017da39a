// npm run test:fresh — the README's test command as a newcomer runs it: a fresh clone of this repository's
// committed HEAD in a temporary folder, `npm install`, then `npm test` with no TEST_DATABASE_URL and the
// local PostgreSQL at 127.0.0.1:5432 out of reach (RESHAM_LOCAL_PG_URL points at a closed port), with this
// checkout's node_modules off PATH. It proves the run brings its own Node.js and PostgreSQL.
//
// By default `npm test` there runs the suites that need something from outside npm (PostgreSQL, nginx,
// pg_dump, poppler, Chromium); TEST_FRESH_ALL=1 runs all of them (as long as `npm test` itself).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SUITES = [
  '--unit',
  'apps/server/test/background-jobs.test.ts',
  'apps/server/test/catalog-changes.test.ts',
  'apps/server/src/modules/invoice/render-invoice.test.ts',
  'apps/server/src/modules/order/invoice-number.test.ts',
  '--e2e',
  'e2e/order-number.e2e.ts',
  '--ops',
  'apps/server/test/deployment.ops.test.ts',
  'apps/server/test/backup.ops.test.ts',
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-fresh-'));
const clone = path.join(dir, 'resham');
// Nothing of this checkout's: no node_modules/.bin (its Node.js 24) on PATH, no database variables.
const PATH = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((entry) => !path.resolve(entry).startsWith(root))
  .join(path.delimiter);
const env = { ...process.env, PATH, RESHAM_LOCAL_PG_URL: 'postgres://postgres@127.0.0.1:1/postgres' };
for (const name of Object.keys(env))
  if (name === 'TEST_DATABASE_URL' || name === 'DATABASE_URL' || name.startsWith('npm_')) delete env[name];

const run = (command, args) => {
  console.log(`\n[test:fresh] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: clone, env, stdio: 'inherit' });
  return result.status ?? 1;
};

let status = 1;
try {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone], { stdio: 'inherit' });
  console.log(
    `[test:fresh] a fresh clone of ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()} in ${clone}`,
  );
  console.log(
    `[test:fresh] the machine's Node.js: ${execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim()}`,
  );
  status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status === 0)
    status = run('npm', process.env.TEST_FRESH_ALL === '1' ? ['test'] : ['test', '--', ...SUITES]);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`\n[test:fresh] ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
process.exit(status);
