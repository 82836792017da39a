import { asc, eq } from 'drizzle-orm';
import { CATALOG_MESSAGES as M, type Banner, type bannerInputSchema } from '@resham/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import { HttpError, notFound } from '../../lib/errors';
import { recordActivity, type Actor } from '../activity/record';
import type { MediaService } from '../media/service';

type BannerRow = typeof banners.$inferSelect;

/** The banners with the tiny placeholders of their images (made once, when first needed). */
async function toApi(media: MediaService, rows: BannerRow[]): Promise<Banner[]> {
  const placeholders = await media.placeholders(rows.flatMap((b) => [b.imageDesktop, b.imageMobile]));
  return rows.map((b) => ({
    _id: b.id,
    id: b.id,
    imageDesktop: b.imageDesktop,
    imageMobile: b.imageMobile,
    alt: b.alt,
    link: b.link,
    placeholderDesktop: placeholders.get(b.imageDesktop) ?? null,
    placeholderMobile: placeholders.get(b.imageMobile) ?? null,
  }));
}

export async function listBanners(db: Db, media: MediaService): Promise<Banner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.createdAt));
  return toApi(media, rows);
}

export async function addBanner(
  db: Db,
  changes: CatalogChanges,
  media: MediaService,
  input: z.output<typeof bannerInputSchema>,
  actor: Actor,
) {
  if (!(await media.allExist([input.imageDesktop, input.imageMobile])))
    throw new HttpError(400, M.imageNotOurs);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(banners).values(input).returning();
    await recordActivity(tx, { actor, kind: 'banner.create', subject: created!.id, after: input });
    return created!;
  });
  changes.changed('banners');
  return (await toApi(media, [row]))[0]!;
}

export async function deleteBanner(db: Db, changes: CatalogChanges, id: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!row) throw notFound(M.bannerNotFound);
    const { imageDesktop, imageMobile, alt, link } = row;
    await recordActivity(tx, {
      actor,
      kind: 'banner.delete',
      subject: id,
      before: { imageDesktop, imageMobile, alt, link },
    });
  });
  changes.changed('banners');
}
