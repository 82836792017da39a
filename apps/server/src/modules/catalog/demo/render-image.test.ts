import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { COLLECTION_TILES, DEMO_BANNERS, DEMO_CATEGORIES, DEMO_PRODUCTS, slugify } from './demo-data';
import { renderBannerImage, renderCollectionTile, renderProductImage } from './render-image';

const TILE_NAMES = [
  'Kanchipuram Silk Sarees',
  'Kanchipuram Soft Silk Sarees',
  'Organza Sarees',
  'Cotton Sarees',
  'Silk Cotton Sarees',
  'Linen Sarees',
  'Tussar Silk Sarees',
  'Chanderi Sarees',
  'Dupattas',
  'Kalamkari Sarees',
  'Diverse Collections',
  'Bengal Khadi Sarees',
  'Customized Sarees',
  'Terracotta Jewellery',
  'Paintings',
];

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, format: (await sharp(png).metadata()).format };
}

describe('demo image renderers', () => {
  it('renders a 1200 × 1600 PNG for every kind of product and every variant', async () => {
    for (const motif of ['temple', 'checks', 'terracotta', 'painting']) {
      for (const variant of [0, 1, 2]) {
        const png = await renderProductImage({ palette: ['#7d1428', '#c99a2e', '#1d5a45'], motif, variant });
        const img = await decode(png);
        expect(img.format).toBe('png');
        expect([img.width, img.height]).toEqual([1200, 1600]);
      }
    }
  });

  it('renders desktop banners at 1920 × 600 and mobile banners at 768 × 600', async () => {
    const banner = DEMO_BANNERS[0]!;
    const desktop = await decode(await renderBannerImage({ ...banner, mobile: false }));
    const mobile = await decode(await renderBannerImage({ ...banner, mobile: true }));
    expect([desktop.width, desktop.height]).toEqual([1920, 600]);
    expect([mobile.width, mobile.height]).toEqual([768, 600]);
  });

  it('renders collection tiles at 800 × 1000', async () => {
    for (const name of ['Kanchipuram Silk Sarees', 'Terracotta Jewellery', 'Paintings']) {
      const category = DEMO_CATEGORIES.find((c) => c.name === name)!;
      const img = await decode(await renderCollectionTile(category));
      expect([img.width, img.height]).toEqual([800, 1000]);
    }
  });

  it('is deterministic, and different palettes give different pictures', async () => {
    const a1 = await renderProductImage({
      palette: ['#7d1428', '#c99a2e', '#1d5a45'],
      motif: 'mango',
      variant: 1,
    });
    const a2 = await renderProductImage({
      palette: ['#7d1428', '#c99a2e', '#1d5a45'],
      motif: 'mango',
      variant: 1,
    });
    const b = await renderProductImage({
      palette: ['#1d5a45', '#c99a2e', '#7d1428'],
      motif: 'mango',
      variant: 1,
    });
    const [da1, da2, db] = await Promise.all([decode(a1), decode(a2), decode(b)]);
    expect(da1.data.equals(da2.data)).toBe(true);
    expect(da1.data.equals(db.data)).toBe(false);
    // Not just a few pixels: the average colour differs clearly.
    const mean = async (png: Buffer) => (await sharp(png).stats()).channels.map((c) => c.mean);
    const [ma, mb] = await Promise.all([mean(a1), mean(b)]);
    expect(Math.max(...ma.map((v, i) => Math.abs(v - mb[i]!)))).toBeGreaterThan(10);

    const banner = DEMO_BANNERS[0]!;
    const red = await decode(await renderBannerImage({ ...banner, mobile: true }));
    const blue = await decode(
      await renderBannerImage({ ...banner, palette: ['#23408a', '#e0aa45', '#9e3a46'], mobile: true }),
    );
    expect(red.data.equals(blue.data)).toBe(false);
  });
});

describe('demo catalogue data', () => {
  it('has the 15 collection categories with their exact names, in the spec order', () => {
    expect(DEMO_CATEGORIES.map((c) => c.name)).toEqual(TILE_NAMES);
    expect(COLLECTION_TILES.map((t) => t.title)).toEqual(TILE_NAMES);
    expect(COLLECTION_TILES.filter((t) => t.video).map((t) => t.slug)).toEqual(['customized-sarees']);
    expect(COLLECTION_TILES[14]!.title).toBe('Paintings');
    for (const c of DEMO_CATEGORIES) {
      expect(c.slug).toBe(slugify(c.name));
      expect(c.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(c.subcategories.length).toBeLessThanOrEqual(4);
      expect(new Set(c.subcategories.map((s) => s.toLowerCase())).size).toBe(c.subcategories.length);
      expect(c.description.trim().length).toBeGreaterThan(20);
      expect(c.palette.length).toBeGreaterThanOrEqual(2);
      for (const hex of c.palette) expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(slugify('Kanchipuram Silk Sarees')).toBe('kanchipuram-silk-sarees');
  });

  it('has 55–65 products, at least 2 per category, within the catalogue rules', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(55);
    expect(DEMO_PRODUCTS.length).toBeLessThanOrEqual(65);
    const byName = new Map(DEMO_CATEGORIES.map((c) => [c.name, c]));
    for (const c of DEMO_CATEGORIES) {
      expect(DEMO_PRODUCTS.filter((p) => p.category === c.name).length, c.name).toBeGreaterThanOrEqual(2);
    }
    for (const p of DEMO_PRODUCTS) {
      const category = byName.get(p.category);
      expect(category, p.title).toBeDefined();
      if (p.subcategory !== null) expect(category!.subcategories, p.title).toContain(p.subcategory);
      expect(Number.isInteger(p.priceRupees)).toBe(true);
      expect(p.priceRupees, p.title).toBeGreaterThanOrEqual(1500);
      expect(p.priceRupees, p.title).toBeLessThanOrEqual(45000);
      expect(p.salePriceRupees, p.title).toBeGreaterThanOrEqual(0);
      if (p.salePriceRupees > 0) {
        expect(p.salePriceRupees, p.title).toBeLessThan(p.priceRupees);
        expect(p.salePriceRupees, p.title).toBeGreaterThanOrEqual(1500);
      }
      expect(Number.isInteger(p.totalStock) && p.totalStock >= 0, p.title).toBe(true);
      if (p.youtubeLink !== undefined) {
        expect(p.youtubeLink).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
      }
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, p.title).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.title).toBeLessThanOrEqual(4);
      expect(p.palette.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.title.toLowerCase())).size).toBe(DEMO_PRODUCTS.length);
  });

  it('has some products on sale, some low in stock, some out of stock, some with a video', () => {
    const onSale = DEMO_PRODUCTS.filter((p) => p.salePriceRupees > 0).length;
    const low = DEMO_PRODUCTS.filter((p) => p.totalStock >= 1 && p.totalStock <= 9).length;
    const out = DEMO_PRODUCTS.filter((p) => p.totalStock === 0).length;
    const videos = DEMO_PRODUCTS.filter((p) => p.youtubeLink).length;
    expect(onSale).toBeGreaterThanOrEqual(10);
    expect(onSale).toBeLessThanOrEqual(20);
    expect(low).toBeGreaterThanOrEqual(5);
    expect(out).toBeGreaterThanOrEqual(3);
    expect(videos).toBeGreaterThanOrEqual(3);
    expect(DEMO_PRODUCTS.filter((p) => p.featured).length).toBeGreaterThanOrEqual(4);
    expect(DEMO_PRODUCTS.filter((p) => p.subcategory === null).length).toBeGreaterThanOrEqual(1);
  });

  it('has 3 banners with alt text, headline and tagline', () => {
    expect(DEMO_BANNERS).toHaveLength(3);
    for (const b of DEMO_BANNERS) {
      expect(b.alt.trim().length).toBeGreaterThan(10);
      expect(b.headline.trim().length).toBeGreaterThan(3);
      expect(b.tagline.trim().length).toBeGreaterThan(10);
    }
  });
});
