// The Debian packages the test run needs beyond npm, and how it gets them on a fresh machine.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The browser the tests drive: Debian's headless shell (Chromium without the desktop browser around
 * it: no tab strip or other browser UI to run and draw beside every page; decision 0008).
 * CHROMIUM_PATH points at another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** Each package: what needs it, and how to tell it is there. */
export const SYSTEM_PACKAGES = [
  {
    name: 'chromium-headless-shell',
    why: 'the browser tests (headless Chromium)',
    present: () => fs.existsSync(CHROMIUM_PATH),
  },
  {
    name: 'poppler-utils',
    why: 'reading and drawing the invoice PDFs (pdftotext, pdftoppm)',
    present: () => onPath('pdftotext') && onPath('pdftoppm'),
  },
  {
    name: 'nginx',
    why: 'the deployment test (nginx in front of two app processes)',
    present: () => fs.existsSync(process.env.NGINX_PATH || '/usr/sbin/nginx'),
  },
  {
    name: 'postgresql-client',
    why: 'the backup test (pg_dump, pg_restore)',
    present: () => onPath('pg_dump') && onPath('pg_restore'),
  },
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs what is missing from Debian when it can (root and apt-get), saying what and why; otherwise
 * stops the run with the exact command to type.
 */
export function ensureSystemPackages(packages = SYSTEM_PACKAGES) {
  const missing = packages.filter((p) => !p.present());
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name);
  const command = `apt-get update && apt-get install -y ${names.join(' ')}`;
  for (const p of missing) console.log(`The tests need ${p.name}, for ${p.why}; it is not installed.`);
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !onPath('apt-get')) {
    console.error(
      `\nCannot install ${names.join(', ')} here (${isRoot ? 'no apt-get' : 'not root'}). Run:\n  sudo ${command}\nthen npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${names.join(' ')} from Debian (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const stillMissing = missing.filter((p) => !p.present()).map((p) => p.name);
  if (stillMissing.length) {
    console.error(`apt-get finished, but ${stillMissing.join(', ')} is still missing. Run: ${command}`);
    process.exit(1);
  }
  console.log(`Installed ${names.join(', ')}.`);
}
