// Runs the browser tests (headless Chromium via playwright-core) against the built app on a fresh DATA_DIR.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
