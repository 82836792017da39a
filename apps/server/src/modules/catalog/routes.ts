import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerInputSchema,
  CATALOG_MESSAGES as M,
  categoryInputSchema,
  parseSort,
  productEditSchema,
  productInputSchema,
  subcategoryCreateSchema,
  subcategoryRenameSchema,
} from '@resham/shared';
import type { Db } from '../../db/client';
import type { ResponseCache } from '../../lib/response-cache';
import type { MediaService } from '../media/service';
import { addBanner, deleteBanner, listBanners } from './banner-service';
import * as categoriesService from './category-service';
import type { ProductService } from './product-service';

const idParams = z.object({ id: z.uuid(M.productNotFound) });
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 50);

export interface CatalogRoutesOptions {
  db: Db;
  media: MediaService;
  products: ProductService;
  cache: ResponseCache;
}

export async function catalogRoutes(
  app: FastifyInstance,
  { db, media, products, cache }: CatalogRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** A public read served from the response cache, keyed by its URL. */
  const cached = async (req: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>) =>
    reply.type('application/json; charset=utf-8').send(await cache.get(req.url, produce));
  const admin = { access: 'admin' } as const;
  const open = { access: 'public' } as const;

  // Categories and subcategories
  r.get('/api/common/categories', { config: open }, (req, reply) =>
    cached(req, reply, async () => ({ success: true, ...(await categoriesService.listCategories(db)) })),
  );
  r.post(
    '/api/common/categories',
    { config: admin, schema: { body: categoryInputSchema } },
    async (req, reply) => {
      const data = await categoriesService.createCategory(db, req.body.name);
      return reply.status(201).send({ success: true, message: 'Category added', data });
    },
  );
  r.put(
    '/api/common/categories/:id',
    {
      config: admin,
      schema: { params: z.object({ id: z.uuid(M.categoryNotFound) }), body: categoryInputSchema },
    },
    async (req) => ({
      success: true,
      message: 'Category renamed',
      data: await categoriesService.renameCategory(db, req.params.id, req.body.name),
    }),
  );
  r.delete(
    '/api/common/categories/:id',
    { config: admin, schema: { params: z.object({ id: z.uuid(M.categoryNotFound) }) } },
    async (req) => {
      await categoriesService.deleteCategory(db, req.params.id);
      return { success: true, message: 'Category deleted' };
    },
  );
  r.post(
    '/api/common/subcategories',
    { config: admin, schema: { body: subcategoryCreateSchema } },
    async (req, reply) => {
      const data = await categoriesService.createSubcategory(db, req.body.categoryId, req.body.name);
      return reply.status(201).send({ success: true, message: 'Subcategory added', data });
    },
  );
  r.put(
    '/api/common/subcategories/:id',
    {
      config: admin,
      schema: { params: z.object({ id: z.uuid(M.subcategoryNotFound) }), body: subcategoryRenameSchema },
    },
    async (req) => ({
      success: true,
      message: 'Subcategory renamed',
      data: await categoriesService.renameSubcategory(db, req.params.id, req.body.name),
    }),
  );
  r.delete(
    '/api/common/subcategories/:id',
    { config: admin, schema: { params: z.object({ id: z.uuid(M.subcategoryNotFound) }) } },
    async (req) => {
      await categoriesService.deleteSubcategory(db, req.params.id);
      return { success: true, message: 'Subcategory deleted' };
    },
  );

  // Banners
  r.get('/api/common/feature/get', { config: open }, (req, reply) =>
    cached(req, reply, async () => ({ success: true, data: await listBanners(db) })),
  );
  r.post(
    '/api/common/feature/add',
    { config: admin, schema: { body: bannerInputSchema } },
    async (req, reply) => {
      const data = await addBanner(db, media, req.body);
      return reply.status(201).send({ success: true, message: M.bannerAdded, data });
    },
  );
  r.delete(
    '/api/common/feature/delete/:id',
    { config: admin, schema: { params: z.object({ id: z.uuid(M.bannerNotFound) }) } },
    async (req) => {
      await deleteBanner(db, req.params.id);
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
          page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).catch(24).default(24),
        }),
      },
    },
    async (req) => ({ success: true, ...(await products.adminPage(req.query)) }),
  );
  r.post(
    '/api/admin/products/add',
    { config: admin, schema: { body: productInputSchema } },
    async (req, reply) => {
      const data = await products.create(req.body);
      return reply.status(201).send({ success: true, message: M.productAdded, data });
    },
  );
  r.put(
    '/api/admin/products/edit/:id',
    { config: admin, schema: { params: idParams, body: productEditSchema } },
    async (req) => ({
      success: true,
      message: M.productUpdated,
      data: await products.update(req.params.id, req.body, req.body.expectedStock),
    }),
  );
  r.delete('/api/admin/products/delete/:id', { config: admin, schema: { params: idParams } }, async (req) => {
    await products.remove(req.params.id);
    return { success: true, message: M.productDeleted };
  });

  // Shop
  r.get(
    '/api/shop/products/get',
    {
      config: open,
      schema: {
        querystring: z.object({
          category: z.string().max(2000).optional(),
          subcategory: z.string().max(2000).optional(),
          sortBy: z.string().max(40).optional(),
        }),
      },
    },
    (req, reply) =>
      cached(req, reply, async () => ({
        success: true,
        data: await products.list({
          categories: list(req.query.category),
          subcategories: list(req.query.subcategory),
          sort: parseSort(req.query.sortBy),
        }),
      })),
  );
  r.get('/api/shop/products/featured', { config: open }, (req, reply) =>
    cached(req, reply, async () => ({ success: true, data: await products.featured() })),
  );
  r.get('/api/shop/products/get/:id', { config: open }, async (req, reply) => {
    const id = (req.params as { id: string }).id;
    if (!z.uuid().safeParse(id).success)
      return reply.status(404).send({ success: false, message: M.productNotFound });
    return cached(req, reply, async () => ({ success: true, data: await products.get(id) }));
  });
  r.get('/api/shop/search/:keyword', { config: open }, (req, reply) =>
    cached(req, reply, async () => ({
      success: true,
      data: await products.search((req.params as { keyword: string }).keyword),
    })),
  );
}
