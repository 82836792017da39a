// Compiles the server once into apps/server/dist/server (esbuild: one bundle, npm packages left as
// imports), so production starts with plain `node` instead of compiling TypeScript on every start.
// The output sits two folders below apps/server, like the sources (src/lib, src/db), so the paths the
// server finds relative to its own files (the migrations, the web app's build) hold in both.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
export const SERVER_OUT = path.join(server, 'dist/server');

/** `outDir` must also sit two folders below apps/server (a test builds into a folder of its own). */
export async function buildServer(outDir = SERVER_OUT) {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8'));
  // Our shared package is TypeScript source: it is compiled in. Every other package stays an import.
  const external = Object.keys(dependencies).filter((name) => name !== '@resham/shared');
  fs.rmSync(outDir, { recursive: true, force: true });
  // Loaded only to build: `npm start` imports this file just to check whether the build is current.
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: {
      main: path.join(server, 'src/main.ts'),
      'create-admin': path.join(server, 'src/cli/create-admin.ts'),
    },
    outdir: outDir,
    bundle: true,
    splitting: true, // the demo catalogue (loaded only to seed) stays in a chunk of its own
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  fs.cpSync(path.join(server, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  // The embedded database's thread: a file of its own, found beside the bundle's chunks as in src/db.
  fs.copyFileSync(path.join(server, 'src/db/pglite-worker.mjs'), path.join(outDir, 'pglite-worker.mjs'));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
