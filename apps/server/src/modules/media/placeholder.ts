import { loadSharp } from './image-pipeline';

/** Width of the stand-in image: a few hundred bytes, inlined in the banner list. */
export const PLACEHOLDER_WIDTH = 24;

/**
 * A tiny WebP of an image as a data: URI (the shop's CSP allows data: images), which the page shows
 * blurred and stretched the moment it renders, while the real image is still downloading on a slow
 * connection. Made from the smallest stored variant.
 */
export async function placeholderOf(image: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const data = await sharp(image)
    .resize({ width: PLACEHOLDER_WIDTH })
    .webp({ quality: 50, effort: 4 })
    .toBuffer();
  return `data:image/webp;base64,${data.toString('base64')}`;
}
