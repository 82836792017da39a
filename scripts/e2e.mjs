// Runs the browser tests (@playwright/test in Debian's Chromium) against the built app: each worker
// serves its own copy of a seeded DATA_DIR (e2e/support). Arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { ensureSystemPackages, SYSTEM_PACKAGES } from './test-support/system-packages.mjs';

// Debian's headless Chromium (CHROMIUM_PATH points at another): installed here when missing and possible.
ensureSystemPackages(SYSTEM_PACKAGES.filter((p) => p.name === 'chromium-headless-shell'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
