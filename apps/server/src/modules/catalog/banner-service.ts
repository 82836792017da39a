import { asc, eq } from 'drizzle-orm';
import { CATALOG_MESSAGES as M, type Banner, type bannerInputSchema } from '@resham/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import type { MediaService } from '../media/service';

const toApi = (b: typeof banners.$inferSelect): Banner => ({
  _id: b.id,
  id: b.id,
  imageDesktop: b.imageDesktop,
  imageMobile: b.imageMobile,
  alt: b.alt,
});

export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.createdAt));
  return rows.map(toApi);
}

export async function addBanner(db: Db, media: MediaService, input: z.output<typeof bannerInputSchema>) {
  if (!(await media.allExist([input.imageDesktop, input.imageMobile])))
    throw new HttpError(400, M.imageNotOurs);
  const [row] = await db.insert(banners).values(input).returning();
  return toApi(row!);
}

export async function deleteBanner(db: Db, id: string) {
  const [row] = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  if (!row) throw notFound(M.bannerNotFound);
}
