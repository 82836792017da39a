import { randomBytes } from 'node:crypto';
import type Sharp from 'sharp';
import { CATALOG_MESSAGES, MEDIA_WIDTHS } from '@resham/shared';
import { HttpError } from '../../lib/errors';
import { lazyDefault } from '../../lib/lazy-module';

export const loadSharp = lazyDefault<typeof Sharp>(() => import('sharp'));

/** Decompression-bomb guard: at most 40 megapixels decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export interface ProcessedImage {
  id: string;
  width: number;
  height: number;
  variants: { key: string; width: number; data: Buffer }[];
}

/**
 * Accepts a file only if it decodes as a JPEG, PNG, WebP or AVIF image (never SVG or anything else,
 * whatever its name or declared type), then writes WebP variants at each width, with orientation
 * applied and all metadata (EXIF, GPS, ICC comments) dropped.
 */
export async function processImage(
  input: Buffer,
  /** libwebp's effort 0–6: CPU spent per byte saved. The demo seed trades a few per cent of bytes for time. */
  { effort = 4 }: { effort?: number } = {},
): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof Sharp>['metadata']>>;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new HttpError(400, CATALOG_MESSAGES.uploadNotImage);
  }
  const isAvif = meta.format === 'heif' && meta.compression === 'av1';
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || (meta.format === 'heif' && !isAvif)) {
    throw new HttpError(400, CATALOG_MESSAGES.uploadNotImage);
  }
  if (!meta.width || !meta.height) throw new HttpError(400, CATALOG_MESSAGES.uploadNotImage);
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new HttpError(400, CATALOG_MESSAGES.uploadTooManyPixels);

  const id = randomBytes(16).toString('hex');
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const variants = await Promise.all(
      MEDIA_WIDTHS.map(async (width) => ({
        key: `${id}-${width}.webp`,
        width,
        data: await base
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort })
          .toBuffer(),
      })),
    );
    const oriented = (meta.orientation ?? 1) >= 5;
    return {
      id,
      width: oriented ? meta.height : meta.width,
      height: oriented ? meta.width : meta.height,
      variants,
    };
  } catch {
    throw new HttpError(400, CATALOG_MESSAGES.uploadNotImage);
  }
}

export const mediaUrl = (id: string, width = 800) => `/media/${id}-${width}.webp`;
