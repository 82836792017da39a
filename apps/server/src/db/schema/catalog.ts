import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_ci_idx').on(sql`lower(${t.name})`)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subcategories_name_ci_idx').on(t.categoryId, sql`lower(${t.name})`)],
);

/** Uploaded images; product and banner image URLs must name one of these. */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** A ~24 px wide WebP of the image as a data: URI, shown blurred while the image loads (null: not made yet). */
  placeholder: text('placeholder'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id').references(() => subcategories.id, { onDelete: 'restrict' }),
    pricePaise: integer('price_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull().default(0),
    /**
     * What the shopper pays per unit: the sale price when above 0, else the price. The SQL mirror of
     * effectiveUnitPricePaise in packages/shared/src/pricing.ts (the one place the rule lives), kept as a
     * generated column so the catalogue can sort and order creation can price under the row lock.
     */
    effectivePricePaise: integer('effective_price_paise')
      .notNull()
      .generatedAlwaysAs(sql`case when sale_price_paise > 0 then sale_price_paise else price_paise end`),
    totalStock: integer('total_stock').notNull(),
    averageReview: real('average_review').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    youtubeLink: text('youtube_link'),
    images: text('images').array().notNull(),
    /** Title, description, category and subcategory names: kept by the service, searched by full text and trigrams. */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', search_text)`),
    /**
     * The title as the A–Z and Z–A sorts order it (lower case), kept so that a listing compares kept
     * values: lower() at query time cost ~6 µs a row under a non-C locale, paid for every row a page
     * merged or aggregated (half a millisecond on a page of 24).
     */
    titleKey: text('title_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: orders and carts keep pointing at a product that left the catalogue. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Place among the home page's featured products (1–8), chosen by the admin; null when not featured. */
    featuredRank: smallint('featured_rank'),
    /**
     * The product as the listing and search send it (productSchema's JSON text, category names
     * included), written by the database on every insert and update of the product and on a rename of
     * its category or subcategory (migration product_cards), so a listing joins prepared texts instead
     * of building every object on every request. Never written by the app.
     */
    cardJson: text('card_json'),
    /** The owner's own stock-keeping code (spreadsheet import key); unique among live products, ignoring case. */
    sku: text('sku'),
    /** HSN code for this product, over its category's default (spreadsheet import). */
    hsn: text('hsn'),
    /** Low-stock alert at or below this many units; null: LOW_STOCK_THRESHOLD (2 by default). */
    lowStockThreshold: integer('low_stock_threshold'),
    // What a saree is made of (issue 36, packages/shared/src/saree-details.ts); null: not given.
    fabric: text('fabric'),
    colour: text('colour'),
    weave: text('weave'),
    occasion: text('occasion')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Length in centimetres (the API speaks metres, to the centimetre). */
    lengthCm: integer('length_cm'),
    blousePiece: boolean('blouse_piece'),
    zari: text('zari', { enum: ['pure', 'tested', 'none'] }),
    care: text('care'),
    silkMark: boolean('silk_mark'),
  },
  (t) => [
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check(
      'products_sale_price_valid',
      sql`${t.salePricePaise} >= 0 and ${t.salePricePaise} < ${t.pricePaise}`,
    ),
    check('products_stock_not_negative', sql`${t.totalStock} >= 0`),
    check('products_low_stock_threshold_range', sql`${t.lowStockThreshold} between 0 and 1000000`),
    check('products_featured_rank_range', sql`${t.featuredRank} between 1 and 8`),
    check('products_length_cm_range', sql`${t.lengthCm} between 50 and 1200`),
    check('products_zari_kind', sql`${t.zari} in ('pure', 'tested', 'none')`),
    uniqueIndex('products_featured_rank_idx')
      .on(t.featuredRank)
      .where(sql`featured_rank is not null and deleted_at is null`),
    uniqueIndex('products_sku_idx')
      .on(sql`lower(${t.sku})`)
      .where(sql`sku is not null and deleted_at is null`),
    index('products_subcategory_idx')
      .on(t.subcategoryId)
      .where(sql`deleted_at is null`),
    // One index per listing sort, in its exact columns and directions with the id tie-break (listing-json.ts),
    // so a page is read in order from the index whatever the catalogue's size.
    index('products_price_asc_idx')
      .on(t.effectivePricePaise.asc(), t.title.asc(), t.id.asc())
      .where(sql`deleted_at is null`),
    index('products_price_desc_idx')
      .on(t.effectivePricePaise.desc(), t.title.asc(), t.id.asc())
      .where(sql`deleted_at is null`),
    index('products_title_asc_idx')
      .on(t.titleKey.asc(), t.id.asc())
      .where(sql`deleted_at is null`),
    index('products_title_desc_idx')
      .on(t.titleKey.desc(), t.id.asc())
      .where(sql`deleted_at is null`),
    // The same four within one category (category first), for a filtered page: each chosen category's
    // first rows in order, merged (listing-json.ts), instead of walking the whole catalogue's order.
    index('products_category_price_asc_idx')
      .on(t.categoryId, t.effectivePricePaise.asc(), t.title.asc(), t.id.asc())
      .where(sql`deleted_at is null`),
    index('products_category_price_desc_idx')
      .on(t.categoryId, t.effectivePricePaise.desc(), t.title.asc(), t.id.asc())
      .where(sql`deleted_at is null`),
    index('products_category_title_asc_idx')
      .on(t.categoryId, t.titleKey.asc(), t.id.asc())
      .where(sql`deleted_at is null`),
    index('products_category_title_desc_idx')
      .on(t.categoryId, t.titleKey.desc(), t.id.asc())
      .where(sql`deleted_at is null`),
    // The newest sort (issue 36), the default: over the catalogue and within one category.
    index('products_created_desc_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`deleted_at is null`),
    index('products_category_created_desc_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`deleted_at is null`),
    // The occasion filter (any of the chosen): array overlap.
    index('products_occasion_idx')
      .using('gin', t.occasion)
      .where(sql`deleted_at is null`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // Similar products (issue 36): what shares a product's weave, fabric or colour, found by the word.
    index('products_weave_idx')
      .on(sql`lower(${t.weave})`)
      .where(sql`deleted_at is null and weave is not null`),
    index('products_fabric_idx')
      .on(sql`lower(${t.fabric})`)
      .where(sql`deleted_at is null and fabric is not null`),
    index('products_colour_idx')
      .on(sql`lower(${t.colour})`)
      .where(sql`deleted_at is null and colour is not null`),
  ],
);

/**
 * What the facets count (issue 36), for each listed product: its collections, price and details, kept
 * by a trigger on products (migration listing_filters). The facets of a listing read these narrow rows
 * instead of the products' own, which carry their cards: a facet count read every product's page.
 */
export const productFacets = pgTable(
  'product_facets',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').notNull(),
    subcategoryId: uuid('subcategory_id'),
    effectivePricePaise: integer('effective_price_paise').notNull(),
    fabric: text('fabric'),
    colour: text('colour'),
    weave: text('weave'),
    occasion: text('occasion').array().notNull(),
  },
  (t) => [index('product_facets_category_idx').on(t.categoryId)],
);

/**
 * Every word (3+ letters, lower case) of every title a product has had: the vocabulary a misspelt
 * search word is corrected against (trigram similarity, indexed). Kept by a trigger on products
 * (migration search_words); words are only added, and a word no product holds any more matches nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  imageDesktop: text('image_desktop').notNull(),
  imageMobile: text('image_mobile').notNull(),
  alt: text('alt').notNull().default(''),
  /** A storefront page the banner leads to (a collection, a product), or none. */
  link: text('link'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many live products each (category, subcategory) pair holds: a paged listing's total is a sum of
 * a few of these rows, where counting the products themselves read every matching index entry per
 * request (0.5 ms of a 0.9 ms first page on 5,000 products). Kept by triggers on products
 * (migration listing_counts); a product without a subcategory counts under a null subcategory.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    categoryId: uuid('category_id').notNull(),
    subcategoryId: uuid('subcategory_id'),
    live: integer('live').notNull(),
  },
  (t) => [unique('product_counts_key').on(t.categoryId, t.subcategoryId).nullsNotDistinct()],
);
