import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { MEDIA_URL_PATTERN } from '@resham/shared';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import type { ObjectStorage } from '../../lib/storage';
import { mediaUrl, processImage, type ProcessedImage } from './image-pipeline';
import { placeholderOf } from './placeholder';

export class MediaService {
  constructor(
    private readonly db: Db,
    readonly storage: ObjectStorage,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Verifies, converts and stores one image; returns its canonical URL. */
  async store(input: Buffer): Promise<{ url: string; width: number; height: number }> {
    return this.storeProcessed(await processImage(input));
  }

  /** Stores the variants of an image that went through the pipeline already. */
  async storeProcessed(image: ProcessedImage): Promise<{ url: string; width: number; height: number }> {
    await Promise.all(image.variants.map((v) => this.storage.put(v.key, v.data)));
    const smallest = image.variants.reduce((a, b) => (b.width < a.width ? b : a));
    await this.db.insert(media).values({
      id: image.id,
      width: image.width,
      height: image.height,
      bytes: image.variants.reduce((n, v) => n + v.data.length, 0),
      placeholder: await placeholderOf(smallest.data),
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

  /**
   * The placeholder (data: URI) of each of our image URLs, by URL; made now and kept for images
   * uploaded before placeholders existed. A URL that is not ours, or whose file is gone, has none.
   */
  async placeholders(urls: string[]): Promise<Map<string, string>> {
    const idOf = (url: string) => MEDIA_URL_PATTERN.exec(url)?.[1];
    const ids = [...new Set(urls.map(idOf).filter((id): id is string => id !== undefined))];
    const found = new Map<string, string>();
    if (ids.length === 0) return found;
    const rows = await this.db
      .select({ id: media.id, placeholder: media.placeholder })
      .from(media)
      .where(inArray(media.id, ids));
    for (const row of rows) {
      let placeholder = row.placeholder;
      placeholder ??= await this.backfillPlaceholder(row.id);
      if (placeholder) found.set(row.id, placeholder);
    }
    const byUrl = new Map<string, string>();
    for (const url of urls) {
      const placeholder = found.get(idOf(url) ?? '');
      if (placeholder) byUrl.set(url, placeholder);
    }
    return byUrl;
  }

  /**
   * Makes and keeps the placeholder of an image stored before placeholders existed. A page is never
   * refused for it: a missing file or a storage or decoding failure leaves the image without one.
   */
  private async backfillPlaceholder(id: string): Promise<string | null> {
    try {
      const object = await this.storage.get(mediaUrl(id, 400).slice('/media/'.length));
      if (!object) return null;
      const placeholder = await placeholderOf(await toBuffer(object.stream));
      await this.db.update(media).set({ placeholder }).where(eq(media.id, id));
      return placeholder;
    } catch (err) {
      this.log?.warn({ err, mediaId: id }, 'could not make an image placeholder');
      return null;
    }
  }
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
