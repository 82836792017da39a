import { count, sql } from 'drizzle-orm';
import { rupeesToPaise } from '@resham/shared';
import type { Db } from '../../../db/client';
import { banners, categories, products, subcategories } from '../../../db/schema';
import type { MediaService } from '../../media/service';
import { catalogueIsEmpty } from './catalogue-is-empty';
import { detailColumnsOf, NO_DETAILS } from '../saree-detail-columns';
import { searchTextOf } from '../product-mapper';
import { demoDetails } from './demo-details';
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './demo-data';
import { DemoImageCache } from './image-cache';
import { renderBannerImage, renderProductImage } from './render-image';

interface Logger {
  info(obj: object, msg: string): void;
}

/** Runs `work` over `items` with at most `limit` at a time, keeping order. */
async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!, i);
      }
    }),
  );
  return results;
}

const imagesPerProduct = (p: DemoProduct) => (p.featured ? 3 : 2);

/**
 * On first start with an empty catalogue: the categories of the 15 collection tiles, about 60 products
 * with images drawn here (SVG weaves rendered by sharp, then stored through the normal upload pipeline),
 * and 3 banners. Nothing is fetched from the internet. Returns false when the catalogue was not empty.
 */
export async function seedDemoCatalogue(db: Db, media: MediaService, log: Logger): Promise<boolean> {
  if (!(await catalogueIsEmpty(db))) return false;
  const started = Date.now();

  const cache = new DemoImageCache();
  const image = async (key: string, render: () => Promise<Buffer>) =>
    (await media.storeProcessed(await cache.get(key, render))).url;
  const productImages = await mapLimit(DEMO_PRODUCTS, 2, async (p, i) =>
    Promise.all(
      Array.from({ length: imagesPerProduct(p) }, (_, variant) =>
        image(`product-${i}-${variant}`, () =>
          renderProductImage({ palette: p.palette, motif: p.motif, variant, title: p.title }),
        ),
      ),
    ),
  );
  const bannerImages = await mapLimit(DEMO_BANNERS, 2, async (b, i) => ({
    alt: b.alt,
    imageDesktop: await image(`banner-${i}-desktop`, () => renderBannerImage({ ...b, mobile: false })),
    imageMobile: await image(`banner-${i}-mobile`, () => renderBannerImage({ ...b, mobile: true })),
  }));

  await db.transaction(async (tx) => {
    // Another process may have seeded meanwhile.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('resham-demo-seed'))`);
    const [again] = await tx.select({ n: count() }).from(categories);
    if (again!.n > 0) return;
    const categoryIds = new Map<string, string>();
    const subcategoryIds = new Map<string, string>();
    for (const c of DEMO_CATEGORIES) {
      const [row] = await tx.insert(categories).values({ name: c.name }).returning({ id: categories.id });
      categoryIds.set(c.name, row!.id);
      for (const s of c.subcategories) {
        const [sub] = await tx
          .insert(subcategories)
          .values({ categoryId: row!.id, name: s })
          .returning({ id: subcategories.id });
        subcategoryIds.set(`${c.name}/${s}`, sub!.id);
      }
    }
    // Featured products go in last, so they are the newest: the home page's 'Feature Products'.
    const ordered = DEMO_PRODUCTS.map((p, i) => ({ p, images: productImages[i]! })).sort(
      (a, b) => Number(Boolean(a.p.featured)) - Number(Boolean(b.p.featured)),
    );
    const base = Date.now() - ordered.length * 60_000;
    await tx.insert(products).values(
      ordered.map(({ p, images }, i) => ({
        title: p.title,
        description: p.description,
        categoryId: categoryIds.get(p.category)!,
        subcategoryId: p.subcategory ? subcategoryIds.get(`${p.category}/${p.subcategory}`)! : null,
        pricePaise: rupeesToPaise(p.priceRupees),
        salePricePaise: rupeesToPaise(p.salePriceRupees),
        totalStock: p.totalStock,
        youtubeLink: p.youtubeLink ?? null,
        images,
        ...NO_DETAILS,
        ...detailColumnsOf(demoDetails(p)),
        searchText: searchTextOf(p.title, p.description, p.category, p.subcategory),
        createdAt: new Date(base + i * 60_000),
        updatedAt: new Date(base + i * 60_000),
      })),
    );
    await tx
      .insert(banners)
      .values(bannerImages.map((b, i) => ({ ...b, createdAt: new Date(base + i * 1000) })));
  });
  log.info({ products: DEMO_PRODUCTS.length, ms: Date.now() - started }, 'seeded the demo catalogue');
  return true;
}
