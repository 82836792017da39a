// Builds the web app and the compiled server when either is missing or older than any of its sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_OUT } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
// npm scripts run on the Node.js that npm install brought (node_modules/.bin/node): say which.
console.log(`Node.js ${process.version}`);
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const newest = (paths) => Math.max(...paths.map((s) => newestMtime(path.join(root, s))));

// The browser's build and the server's renderer of the storefront (vite build --ssr) come together.
const web = Math.min(builtAt(distIndex), builtAt(path.join(root, 'apps/web/dist/.ssr/entry-server.js')));
if (web === 0 || newest(sources) > web) {
  console.log(web === 0 ? 'Building the web app…' : 'Web sources changed; rebuilding the web app…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}

const server = builtAt(path.join(SERVER_OUT, 'main.js'));
if (server === 0 || newest(['apps/server/src', 'apps/server/package.json', 'packages/shared/src']) > server) {
  console.log(server === 0 ? 'Compiling the server…' : 'Server sources changed; recompiling the server…');
  await buildServer();
}
