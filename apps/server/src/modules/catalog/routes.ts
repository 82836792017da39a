import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerInputSchema,
  bannerListResponseSchema,
  bannerSavedResponseSchema,
  CATALOG_MESSAGES as M,
  categoryInputSchema,
  FEATURED_MESSAGES,
  featuredInputSchema,
  featuredListResponseSchema,
  featuredSavedResponseSchema,
  categorySavedResponseSchema,
  categoryTreeResponseSchema,
  messageResponseSchema,
  productEditSchema,
  productInputSchema,
  productListResponseSchema,
  productPageResponseSchema,
  productResponseSchema,
  productSavedResponseSchema,
  detailValuesResponseSchema,
  subcategoryCreateSchema,
  subcategoryRenameSchema,
  subcategorySavedResponseSchema,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { currentUser } from '../../lib/access';
import type { CatalogChanges } from '../../lib/catalog-changes';
import { TAGS } from '../../lib/catalog-tags';
import { sendCached, type ResponseCache } from '../../lib/response-cache';
import { ok, replies } from '../../lib/responses';
import type { MediaService } from '../media/service';
import { addBanner, deleteBanner, listBanners } from './banner-service';
import * as categoriesService from './category-service';
import { homeFeatured, markedFeatured, setFeatured } from './featured-service';
import { notFound } from '../../lib/errors';
import { similarProducts } from './similar-products';
import { listingRoutes } from './listing-routes';
import { ADMIN_PAGE_SIZE, type ProductService } from './product-service';

const idParams = z.object({ id: z.uuid(M.productNotFound) });
export interface CatalogRoutesOptions {
  db: Db;
  media: MediaService;
  products: ProductService;
  cache: ResponseCache;
  changes: CatalogChanges;
}

export async function catalogRoutes(
  app: FastifyInstance,
  { db, media, products, cache, changes }: CatalogRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /**
   * A public read served from the response cache. The key is built from the validated parameters,
   * never the raw URL, so `?v=2` or `utm_` tags cannot push every shopper onto the uncached path.
   * The cache holds the JSON bytes, which Fastify sends as they are (a Buffer skips the route's
   * serializer), so the answer goes through the route's response schema here, when it is made: the
   * same fields and the same loud failure as a serialized answer, once per cache fill. `tags` name
   * what the answer shows (lib/catalog-tags.ts): the changes that clear it (`own`: it alone, not a
   * page made from it).
   */
  const cached = async <S extends z.ZodType>(
    key: string,
    tags: readonly string[],
    reply: FastifyReply,
    schema: S,
    produce: () => Promise<NoInfer<z.output<S>>>,
    own: readonly string[] = [],
  ) => sendCached(reply, cache, key, tags, async () => JSON.stringify(schema.encode(await produce())), own);
  const admin = { access: 'admin' } as const;
  const open = { access: 'public' } as const;

  // Categories and subcategories
  r.get(
    '/api/common/categories',
    { config: open, schema: { response: replies({ 200: categoryTreeResponseSchema }) } },
    (_req, reply) =>
      cached('categories', [TAGS.categories], reply, categoryTreeResponseSchema, async () => ({
        success: true as const,
        ...(await categoriesService.listCategories(db)),
      })),
  );
  r.post(
    '/api/common/categories',
    {
      config: admin,
      schema: { body: categoryInputSchema, response: replies({ 201: categorySavedResponseSchema }) },
    },
    async (req, reply) => {
      const data = await categoriesService.createCategory(db, changes, req.body.name, currentUser(req));
      return reply.status(201).send({ success: true, message: M.categoryAdded, data });
    },
  );
  r.put(
    '/api/common/categories/:id',
    {
      config: admin,
      schema: {
        params: z.object({ id: z.uuid(M.categoryNotFound) }),
        body: categoryInputSchema,
        response: replies({ 200: categorySavedResponseSchema }),
      },
    },
    async (req) => ({
      success: true,
      message: M.categoryRenamed,
      data: await categoriesService.renameCategory(
        db,
        changes,
        req.params.id,
        req.body.name,
        currentUser(req),
      ),
    }),
  );
  r.delete(
    '/api/common/categories/:id',
    {
      config: admin,
      schema: {
        params: z.object({ id: z.uuid(M.categoryNotFound) }),
        response: replies({ 200: messageResponseSchema }),
      },
    },
    async (req) => {
      await categoriesService.deleteCategory(db, changes, req.params.id, currentUser(req));
      return { success: true, message: M.categoryDeleted };
    },
  );
  r.post(
    '/api/common/subcategories',
    {
      config: admin,
      schema: { body: subcategoryCreateSchema, response: replies({ 201: subcategorySavedResponseSchema }) },
    },
    async (req, reply) => {
      const data = await categoriesService.createSubcategory(
        db,
        changes,
        req.body.categoryId,
        req.body.name,
        currentUser(req),
      );
      return reply.status(201).send({ success: true, message: M.subcategoryAdded, data });
    },
  );
  r.put(
    '/api/common/subcategories/:id',
    {
      config: admin,
      schema: {
        params: z.object({ id: z.uuid(M.subcategoryNotFound) }),
        body: subcategoryRenameSchema,
        response: replies({ 200: subcategorySavedResponseSchema }),
      },
    },
    async (req) => ({
      success: true,
      message: M.subcategoryRenamed,
      data: await categoriesService.renameSubcategory(
        db,
        changes,
        req.params.id,
        req.body.name,
        currentUser(req),
      ),
    }),
  );
  r.delete(
    '/api/common/subcategories/:id',
    {
      config: admin,
      schema: {
        params: z.object({ id: z.uuid(M.subcategoryNotFound) }),
        response: replies({ 200: messageResponseSchema }),
      },
    },
    async (req) => {
      await categoriesService.deleteSubcategory(db, changes, req.params.id, currentUser(req));
      return { success: true, message: M.subcategoryDeleted };
    },
  );

  // Banners
  r.get(
    '/api/common/feature/get',
    { config: open, schema: { response: replies({ 200: bannerListResponseSchema }) } },
    (_req, reply) =>
      cached('banners', [TAGS.banners], reply, bannerListResponseSchema, async () =>
        ok(await listBanners(db, media)),
      ),
  );
  r.post(
    '/api/common/feature/add',
    {
      config: admin,
      schema: { body: bannerInputSchema, response: replies({ 201: bannerSavedResponseSchema }) },
    },
    async (req, reply) => {
      const data = await addBanner(db, changes, media, req.body, currentUser(req));
      return reply.status(201).send({ success: true, message: M.bannerAdded, data });
    },
  );
  r.delete(
    '/api/common/feature/delete/:id',
    {
      config: admin,
      schema: {
        params: z.object({ id: z.uuid(M.bannerNotFound) }),
        response: replies({ 200: messageResponseSchema }),
      },
    },
    async (req) => {
      await deleteBanner(db, changes, req.params.id, currentUser(req));
      return { success: true, message: M.bannerDeleted };
    },
  );

  // Admin products
  r.get(
    '/api/admin/products/get',
    {
      config: admin,
      schema: {
        querystring: z.object({
          q: z.string().trim().max(100).optional(),
          // Without either, every product (spec §7); with one, that page of the grid.
          page: z.coerce.number().int().min(1).max(10_000).catch(1).optional(),
          pageSize: z.coerce.number().int().min(1).max(200).catch(ADMIN_PAGE_SIZE).optional(),
        }),
        response: replies({ 200: productPageResponseSchema }),
      },
    },
    async (req) => ({ success: true as const, ...(await products.adminPage(req.query)) }),
  );
  // The edit drawer's product: drafts (no photo yet, which the shop hides) included; never cached.
  r.get(
    '/api/admin/products/get/:id',
    { config: admin, schema: { params: idParams, response: replies({ 200: productResponseSchema }) } },
    async (req) => ok(await products.get(req.params.id, { drafts: true })),
  );
  // The product drawer's suggestions: the fabrics, colours and weaves the catalogue already uses.
  r.get(
    '/api/admin/products/detail-values',
    { config: admin, schema: { response: replies({ 200: detailValuesResponseSchema }) } },
    async () => ({ success: true as const, data: await products.detailValues() }),
  );
  r.post(
    '/api/admin/products/add',
    {
      config: admin,
      schema: { body: productInputSchema, response: replies({ 201: productSavedResponseSchema }) },
    },
    async (req, reply) => {
      const data = await products.create(req.body, currentUser(req));
      return reply.status(201).send({ success: true, message: M.productAdded, data });
    },
  );
  r.put(
    '/api/admin/products/edit/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: productEditSchema,
        response: replies({ 200: productSavedResponseSchema }),
      },
    },
    async (req) => ({
      success: true,
      message: M.productUpdated,
      data: await products.update(req.params.id, req.body, req.body.expectedStock, currentUser(req)),
    }),
  );
  // The home page's featured products, chosen and ordered by the owner (a save clears the cached home
  // page and featured list: featured-service.ts).
  r.get(
    '/api/admin/products/featured',
    { config: admin, schema: { response: replies({ 200: featuredListResponseSchema }) } },
    async () => ok(await markedFeatured(db)),
  );
  r.put(
    '/api/admin/products/featured',
    {
      config: admin,
      schema: { body: featuredInputSchema, response: replies({ 200: featuredSavedResponseSchema }) },
    },
    async (req) => {
      const data = await setFeatured(db, changes, req.body.productIds, currentUser(req));
      const message = data.length ? FEATURED_MESSAGES.saved : FEATURED_MESSAGES.cleared;
      return { success: true, message, data };
    },
  );
  r.delete(
    '/api/admin/products/delete/:id',
    { config: admin, schema: { params: idParams, response: replies({ 200: messageResponseSchema }) } },
    async (req) => {
      await products.remove(req.params.id, currentUser(req));
      return { success: true, message: M.productDeleted };
    },
  );

  // Shop
  await listingRoutes(app, { db, cache });
  r.get(
    '/api/shop/products/featured',
    { config: open, schema: { response: replies({ 200: productListResponseSchema }) } },
    (_req, reply) =>
      // A list of products (any product's change shows in it) that the owner's choice also changes.
      cached('featured', [TAGS.products, TAGS.featured], reply, productListResponseSchema, async () =>
        ok(await homeFeatured(db)),
      ),
  );
  // Issue 36: up to 8 other products in stock most like this one (similar-products.ts). A list of
  // products: any product's change may change it.
  r.get(
    '/api/shop/products/similar/:id',
    {
      config: open,
      schema: { params: idParams, response: replies({ 200: productListResponseSchema }) },
    },
    (req, reply) =>
      cached(
        `similar:${req.params.id.toLowerCase()}`,
        [TAGS.products],
        reply,
        productListResponseSchema,
        async () => {
          const similar = await similarProducts(db, req.params.id);
          if (!similar) throw notFound(M.productNotFound);
          return ok(similar);
        },
      ),
  );
  r.get(
    '/api/shop/products/get/:id',
    { config: open, schema: { response: replies({ 200: productResponseSchema }) } },
    async (req, reply) => {
      const id = (req.params as { id: string }).id;
      if (!z.uuid().safeParse(id).success)
        return reply.status(404).send({ success: false, message: M.productNotFound });
      const tags = [TAGS.product(id), TAGS.everyProduct];
      return cached(
        `product:${id.toLowerCase()}`,
        tags,
        reply,
        productResponseSchema,
        async () => ok(await products.get(id)),
        [TAGS.stockFigure(id)],
      );
    },
  );
}
