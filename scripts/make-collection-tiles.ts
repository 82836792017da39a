/**
 * Renders the 15 'Our Collections' tile images into apps/web/public/collections/:
 * {slug}.webp (800 × 1000) and {slug}-400.webp (400 × 500), WebP quality 75.
 *
 *   node --import tsx scripts/make-collection-tiles.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_CATEGORIES } from '../apps/server/src/modules/catalog/demo/demo-data';
import { renderCollectionTile } from '../apps/server/src/modules/catalog/demo/render-image';

const MAX_BYTES = 80 * 1024;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/web/public/collections');

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const started = performance.now();
  const written = await Promise.all(
    DEMO_CATEGORIES.map(async (category) => {
      const png = await renderCollectionTile(category);
      const files: Array<{ file: string; bytes: number }> = [];
      for (const [width, suffix] of [
        [800, ''],
        [400, '-400'],
      ] as const) {
        const webp = await sharp(png).resize({ width }).webp({ quality: 75, effort: 6 }).toBuffer();
        const file = join(outDir, `${category.slug}${suffix}.webp`);
        await writeFile(file, webp);
        files.push({ file, bytes: webp.length });
      }
      return files;
    }),
  );
  let tooBig = 0;
  for (const { file, bytes } of written.flat()) {
    if (bytes > MAX_BYTES) tooBig++;
    console.log(`${relative(root, file).padEnd(66)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
  }
  console.log(
    `${DEMO_CATEGORIES.length * 2} tiles in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (tooBig > 0) {
    console.error(`${tooBig} tile(s) over ${MAX_BYTES / 1024} KB`);
    process.exitCode = 1;
  }
}

await main();
