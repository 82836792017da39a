import { inArray } from 'drizzle-orm';
import { MEDIA_URL_PATTERN } from '@resham/shared';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import type { ObjectStorage } from '../../lib/storage';
import { mediaUrl, processImage, type ProcessedImage } from './image-pipeline';

export class MediaService {
  constructor(
    private readonly db: Db,
    readonly storage: ObjectStorage,
  ) {}

  /** Verifies, converts and stores one image; returns its canonical URL. */
  async store(input: Buffer): Promise<{ url: string; width: number; height: number }> {
    return this.storeProcessed(await processImage(input));
  }

  /** Stores the variants of an image that went through the pipeline already. */
  async storeProcessed(image: ProcessedImage): Promise<{ url: string; width: number; height: number }> {
    await Promise.all(image.variants.map((v) => this.storage.put(v.key, v.data)));
    await this.db.insert(media).values({
      id: image.id,
      width: image.width,
      height: image.height,
      bytes: image.variants.reduce((n, v) => n + v.data.length, 0),
    });
    return { url: mediaUrl(image.id), width: image.width, height: image.height };
  }

  /** True when every URL names an image uploaded to this shop. */
  async allExist(urls: string[]): Promise<boolean> {
    const ids = [...new Set(urls.map((u) => MEDIA_URL_PATTERN.exec(u)?.[1]))];
    if (ids.some((id) => id === undefined)) return false;
    if (ids.length === 0) return true;
    const rows = await this.db
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.id, ids as string[]));
    return rows.length === ids.length;
  }
}
