// Gzipped size of the JavaScript a guest downloads for /shop/home before any interaction:
// the entry and its modulepreloads, plus the lazy route modules matched on load
// (the home page; the shop layout is in the entry) and their static imports.
// Usage: node scripts/shell-size.mjs [dist] [route]   (route: a shop page path, default /shop/home)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const route = process.argv[3] ?? '/shop/home';
const page = /^\/shop\/([a-z-]+)$/.exec(route)?.[1];
if (!page) throw new Error(`route must look like /shop/listing, not ${route}`);
const ROUTE_MODULES = [`src/pages/shop/${page}.tsx`];

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
collect(entry);
for (const key of ROUTE_MODULES) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
  collect(key);
}

let total = 0;
const rows = [...files].map((file) => {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  return { file, gz };
});
for (const { file, gz } of rows.sort((a, b) => b.gz - a.gz))
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for ${route} (guest, before interaction)`,
);
