import { and, asc, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { CATALOG_MESSAGES as M, productInputSchema, rupeesToPaise, type Product } from '@resham/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import type { MediaService } from '../media/service';
import { resolveCategoryNames } from './category-service';
import { selectProductsWithNames, searchTextOf, toApiProduct } from './product-mapper';

type ProductInput = z.output<typeof productInputSchema>;

const live = isNull(products.deletedAt);
/** The admin grid's page size when only `page` is given. */
export const ADMIN_PAGE_SIZE = 24;

export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly media: MediaService,
  ) {}

  /** The row's columns from the form. Without images (an edit that keeps them) `images` is left out. */
  private async toRow(input: ProductInput) {
    const { category, subcategory } = await resolveCategoryNames(this.db, input.category, input.subcategory);
    if (input.images.length && !(await this.media.allExist(input.images))) {
      throw new HttpError(400, M.imageNotOurs);
    }
    return {
      title: input.title,
      description: input.description,
      categoryId: category.id,
      subcategoryId: subcategory?.id ?? null,
      pricePaise: rupeesToPaise(input.price),
      salePricePaise: rupeesToPaise(input.salePrice),
      totalStock: input.totalStock,
      youtubeLink: input.youtubeLink,
      ...(input.images.length ? { images: input.images } : {}),
      searchText: searchTextOf(input.title, input.description, category.name, subcategory?.name ?? null),
    };
  }

  async create(input: ProductInput): Promise<Product> {
    const [row] = await this.db
      .insert(products)
      .values({ ...(await this.toRow(input)), images: input.images })
      .returning({ id: products.id });
    return this.get(row!.id);
  }

  /**
   * Saves an edit. With `expectedStock` (the figure the form loaded) the write is conditional on the
   * stock still being that figure, in the same statement: units sold or reserved since are never
   * overwritten; the caller gets 409 with the current figure instead. An empty image list keeps the
   * product's images.
   */
  async update(id: string, input: ProductInput, expectedStock?: number): Promise<Product> {
    const values = await this.toRow(input);
    const [row] = await this.db
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
    if (!row) {
      const [current] = await this.db
        .select({ totalStock: products.totalStock })
        .from(products)
        .where(and(eq(products.id, id), live));
      if (!current) throw notFound(M.productNotFound);
      throw new HttpError(409, M.stockChanged(current.totalStock), { currentStock: current.totalStock });
    }
    return this.get(id);
  }

  async remove(id: string): Promise<void> {
    const [row] = await this.db
      .update(products)
      // A deleted product also leaves the home page's featured list.
      .set({ deletedAt: new Date(), featuredRank: null })
      .where(and(eq(products.id, id), live))
      .returning({ id: products.id });
    if (!row) throw notFound(M.productNotFound);
  }

  async get(id: string): Promise<Product> {
    const [row] = await selectProductsWithNames(this.db)
      .where(and(eq(products.id, id), live))
      .limit(1);
    if (!row) throw notFound(M.productNotFound);
    return toApiProduct(row);
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
    if (!paged) return { data: rows.map(toApiProduct), total: total!.n, page: 1, pageSize: total!.n };
    return { data: rows.map(toApiProduct), total: total!.n, page, pageSize };
  }
}

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
