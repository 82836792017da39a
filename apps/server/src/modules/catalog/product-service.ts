import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import {
  CATALOG_MESSAGES as M,
  productBasePrices,
  productInputSchema,
  rupeesToPaise,
  SAREE_DETAIL_NAMES,
  type DetailValues,
  type ProductWithDetails,
} from '@resham/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import type { CatalogChange } from '../../lib/catalog-tags';
import { HttpError, notFound } from '../../lib/errors';
import { changedFields, recordActivity, type Actor } from '../activity/record';
import type { MediaService } from '../media/service';
import { resolveCategoryNames } from './category-service';
import { listed } from './listed';
import { detailColumnsOf } from './saree-detail-columns';
import { selectProductsWithNames, searchTextOf, toApiProductWithDetails } from './product-mapper';

type ProductInput = z.output<typeof productInputSchema>;

const live = isNull(products.deletedAt);
/** The admin grid's page size when only `page` is given. */
export const ADMIN_PAGE_SIZE = 24;

export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly media: MediaService,
    private readonly changes: CatalogChanges,
  ) {}

  /** The row's columns from the form. Without images (an edit that keeps them) `images` is left out. */
  private async toRow(input: ProductInput) {
    const { category, subcategory } = await resolveCategoryNames(this.db, input.category, input.subcategory);
    if (input.images.length && !(await this.media.allExist(input.images))) {
      throw new HttpError(400, M.imageNotOurs);
    }
    // The schema refused prices that cannot be stored; this keeps the types honest.
    const prices = productBasePrices(input);
    if ('issues' in prices) throw new HttpError(400, prices.issues[0]!.message, { issues: prices.issues });
    return {
      title: input.title,
      description: input.description,
      categoryId: category.id,
      subcategoryId: subcategory?.id ?? null,
      pricePaise: rupeesToPaise(prices.price),
      salePricePaise: rupeesToPaise(prices.salePrice),
      totalStock: input.totalStock,
      youtubeLink: input.youtubeLink,
      ...(input.images.length ? { images: input.images } : {}),
      // What the saree is made of: a field not sent is kept.
      ...detailColumnsOf(input),
      searchText: searchTextOf(input.title, input.description, category.name, subcategory?.name ?? null),
    };
  }

  async create(input: ProductInput, actor: Actor): Promise<ProductWithDetails> {
    const values = await this.toRow(input);
    const created = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...values, images: input.images })
        .returning({ id: products.id });
      const made = await readProduct(tx, row!.id);
      await recordActivity(tx, { actor, kind: 'product.create', subject: row!.id, after: audited(made) });
      return made;
    });
    this.changes.changed({ topic: 'product', id: created._id });
    return created;
  }

  /**
   * Saves an edit. With `expectedStock` (the figure the form loaded) the write is conditional on the
   * stock still being that figure, in the same statement: units sold or reserved since are never
   * overwritten; the caller gets 409 with the current figure instead. An empty image list keeps the
   * product's images. The activity entry (the fields that changed) commits with the write.
   */
  async update(
    id: string,
    input: ProductInput,
    expectedStock: number | undefined,
    actor: Actor,
  ): Promise<ProductWithDetails> {
    const values = await this.toRow(input);
    const { before, after } = await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), live))
        .for('update');
      if (!locked) throw notFound(M.productNotFound);
      const before = await readProduct(tx, id);
      const [row] = await tx
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(products.id, id),
            live,
            expectedStock === undefined ? undefined : eq(products.totalStock, expectedStock),
          ),
        )
        .returning({ id: products.id });
      if (!row)
        throw new HttpError(409, M.stockChanged(before.totalStock), { currentStock: before.totalStock });
      const saved = await readProduct(tx, id);
      const diff = changedFields(audited(before), audited(saved));
      if (diff.changed.length)
        await recordActivity(tx, { actor, kind: 'product.update', subject: id, ...diff });
      return { before, after: saved };
    });
    this.changes.changed(edited(before, after));
    return after;
  }

  async remove(id: string, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        // A deleted product also leaves the home page's featured list.
        .set({ deletedAt: new Date(), featuredRank: null })
        .where(and(eq(products.id, id), live))
        .returning({ id: products.id, title: products.title });
      if (!row) throw notFound(M.productNotFound);
      await recordActivity(tx, { actor, kind: 'product.delete', subject: id, before: { title: row.title } });
    });
    this.changes.changed({ topic: 'product', id });
  }

  /** The fabrics, colours and weaves live products use, most used first (at most 100 of each). */
  async detailValues(): Promise<DetailValues> {
    const used = (column: typeof products.fabric | typeof products.colour | typeof products.weave) =>
      this.db
        .select({ value: column, n: count() })
        .from(products)
        .where(and(live, isNotNull(column)))
        .groupBy(column)
        .orderBy(desc(count()), asc(column))
        .limit(100)
        .then((rows) => rows.map((r) => r.value!));
    const [fabric, colour, weave] = await Promise.all([
      used(products.fabric),
      used(products.colour),
      used(products.weave),
    ]);
    return { fabric, colour, weave };
  }

  /** A product as shoppers see it; with `drafts`, also one without a photo yet (the admin's). */
  async get(id: string, { drafts = false } = {}): Promise<ProductWithDetails> {
    return readProduct(this.db, id, drafts ? live : listed);
  }

  /**
   * The admin grid: optional text filter on title or category, newest first. Paged when `page` or
   * `pageSize` is given (our admin grid); without either, every product (the spec's client reads one
   * list).
   */
  async adminPage(opts: { q?: string; page?: number; pageSize?: number }) {
    const paged = opts.page !== undefined || opts.pageSize !== undefined;
    const page = opts.page ?? 1;
    const pageSize = opts.pageSize ?? ADMIN_PAGE_SIZE;
    const where = opts.q
      ? and(
          live,
          or(
            ilike(products.title, `%${escapeLike(opts.q)}%`),
            ilike(categories.name, `%${escapeLike(opts.q)}%`),
          ),
        )
      : live;
    const query = selectProductsWithNames(this.db)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.id));
    const [rows, [total]] = await Promise.all([
      paged ? query.limit(pageSize).offset((page - 1) * pageSize) : query,
      this.db
        .select({ n: count() })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where),
    ]);
    const data = rows.map(toApiProductWithDetails);
    if (!paged) return { data, total: total!.n, page: 1, pageSize: total!.n };
    return { data, total: total!.n, page, pageSize };
  }
}

async function readProduct(db: Db, id: string, visible: SQL = live): Promise<ProductWithDetails> {
  const [row] = await selectProductsWithNames(db)
    .where(and(eq(products.id, id), visible))
    .limit(1);
  if (!row) throw notFound(M.productNotFound);
  return toApiProductWithDetails(row);
}

/**
 * What an edit changed for the storefront: the product, or only its stock (a restock of a product
 * still in stock shows nowhere; lib/catalog-tags.ts).
 */
function edited(before: ProductWithDetails, after: ProductWithDetails): CatalogChange {
  const { totalStock: was, ...rest } = before;
  const { totalStock: now, ...restAfter } = after;
  return JSON.stringify(rest) === JSON.stringify(restAfter)
    ? { topic: 'stock', id: after._id, before: was, after: now }
    : { topic: 'product', id: after._id };
}

/** The fields of a product the activity log shows before → after. */
const AUDITED = [
  'title',
  'description',
  'category',
  'subcategory',
  'price',
  'salePrice',
  'totalStock',
  'youtubeLink',
  'images',
  ...SAREE_DETAIL_NAMES,
] as const satisfies ReadonlyArray<keyof ProductWithDetails>;

function audited(p: ProductWithDetails) {
  return Object.fromEntries(AUDITED.map((name) => [name, p[name]]));
}

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
