import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeSeededSnapshot, root } from './shop-server';

/**
 * Builds what `npm start` serves when its sources changed (or, with E2E_WEB_DIST, into a folder of one's
 * own: several people testing on one machine), then seeds the snapshot every worker's shop is copied
 * from (RESHAM_E2E_SNAPSHOT, which the workers inherit). Returns the teardown.
 */
export default async function globalSetup() {
  const env = { ...process.env, NODE_ENV: 'production' };
  const webDist = process.env.E2E_WEB_DIST;
  if (webDist) {
    const out = path.resolve(webDist);
    const vite = (args: string[]) =>
      execFileSync('npx', ['vite', 'build', ...args], {
        cwd: path.join(root, 'apps/web'),
        env,
        stdio: 'inherit',
      });
    vite(['--outDir', out, '--emptyOutDir']);
    vite(['--ssr', 'src/entry-server.tsx', '--outDir', path.join(out, '.ssr')]);
    execFileSync('node', ['scripts/precompress.mjs', out], { cwd: root, stdio: 'inherit' });
    execFileSync('node', ['scripts/build-server.mjs'], { cwd: root, env, stdio: 'inherit' });
  } else execFileSync('node', ['scripts/build-if-needed.mjs'], { cwd: root, env, stdio: 'inherit' });
  const snapshot = await makeSeededSnapshot();
  process.env.RESHAM_E2E_SNAPSHOT = snapshot;
  return () => fs.rmSync(snapshot, { recursive: true, force: true });
}
