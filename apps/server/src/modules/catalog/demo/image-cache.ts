import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_WIDTHS } from '@resham/shared';
import { processImage, type ProcessedImage } from '../../media/image-pipeline';

/**
 * Drawing and converting ~150 demo images takes a while, so the converted variants are kept in a cache
 * folder keyed by the demo sources: a second fresh DATA_DIR (tests, a newcomer's reset) seeds in seconds.
 */
/**
 * The fingerprint of the drawing code, taken when this module loads — the same moment the drawing code
 * itself was loaded — so images drawn by this process are never filed under a newer version's key.
 */
const SOURCE_FINGERPRINT = (() => {
  const hash = createHash('sha256');
  const sources = ['demo-data.ts', 'render-image.ts'].map((file) => path.join(import.meta.dirname, file));
  // In the compiled server the drawing code is part of this module's own file.
  const files = sources.every((file) => fs.existsSync(file)) ? sources : [fileURLToPath(import.meta.url)];
  for (const file of files) hash.update(fs.readFileSync(file));
  hash.update(MEDIA_WIDTHS.join(','));
  return hash.digest('hex').slice(0, 16);
})();

export class DemoImageCache {
  private readonly dir: string;

  constructor(root = process.env.DEMO_CACHE_DIR || path.join(os.tmpdir(), 'resham-demo-media')) {
    this.dir = path.join(root, SOURCE_FINGERPRINT);
  }

  /** The processed image for `key`, from the cache or made by `render` (and then cached). */
  async get(key: string, render: () => Promise<Buffer>): Promise<ProcessedImage> {
    const dir = path.join(this.dir, key);
    const id = randomBytes(16).toString('hex');
    try {
      const meta = JSON.parse(await fs.promises.readFile(path.join(dir, 'meta.json'), 'utf8')) as {
        width: number;
        height: number;
      };
      const variants = await Promise.all(
        MEDIA_WIDTHS.map(async (width) => ({
          key: `${id}-${width}.webp`,
          width,
          data: await fs.promises.readFile(path.join(dir, `${width}.webp`)),
        })),
      );
      return { id, width: meta.width, height: meta.height, variants };
    } catch {
      // not cached yet
    }
    // Effort 2 encodes the ~150 demo pictures in about half the time of uploads' 4, for ~4% more bytes.
    const image = await processImage(await render(), { effort: 2 });
    try {
      await fs.promises.mkdir(dir, { recursive: true });
      await Promise.all(
        image.variants.map((v) => writeAtomically(path.join(dir, `${v.width}.webp`), v.data)),
      );
      await writeAtomically(
        path.join(dir, 'meta.json'),
        JSON.stringify({ width: image.width, height: image.height }),
      );
    } catch {
      // a cache that cannot be written only costs time
    }
    return image;
  }
}

/** Another process may be reading the cache: never let it see a half-written file. */
async function writeAtomically(file: string, data: Buffer | string) {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}
