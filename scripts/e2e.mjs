// Runs the browser tests (headless Chromium via playwright-core) against the built app on a fresh DATA_DIR.
import { spawnSync } from 'node:child_process';
import { ensureSystemPackages, SYSTEM_PACKAGES } from './test-support/system-packages.mjs';

// Debian's Chromium (CHROMIUM_PATH points at another): installed here when missing and possible.
ensureSystemPackages(SYSTEM_PACKAGES.filter((p) => p.name === 'chromium'));
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
