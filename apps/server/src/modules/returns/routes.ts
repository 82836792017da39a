import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReturnSchema,
  LIMITS,
  ORDER_MESSAGES,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_STATUSES,
  returnRequestSchema,
  returnSchema,
  returnUpdateSchema,
} from '@resham/shared';
import { currentUser } from '../../lib/access';
import { replies } from '../../lib/responses';
import type { MediaService } from '../media/service';
import { storeUploadedImages } from '../media/uploaded-images';
import type { ShopperReturns } from './shopper-returns';
import type { StaffReturns } from './staff-returns';

const oneReturn = z.object({ success: z.literal(true), message: z.string(), data: returnSchema });
const oneAdminReturn = z.object({ success: z.literal(true), message: z.string(), data: adminReturnSchema });

/** Returns and exchanges (issue 37): the shopper's request and list, her photos, and staff's steps. */
export async function returnRoutes(
  app: FastifyInstance,
  opts: { shopper: ShopperReturns; staff: StaffReturns; media: MediaService },
) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: RETURN_LIMITS.photosMax, fields: 5, parts: 10 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { access: 'customer' } as const;
  const admin = { access: 'admin' } as const;
  const orderParams = z.object({ orderId: z.uuid(ORDER_MESSAGES.notFound) });

  r.post(
    '/api/shop/order/return/:orderId',
    {
      config: customer,
      schema: { params: orderParams, body: returnRequestSchema, response: replies({ 201: oneReturn }) },
    },
    async (req, reply) => {
      const data = await opts.shopper.request(currentUser(req).id, req.params.orderId, req.body);
      return reply.status(201).send({ success: true, message: RETURN_MESSAGES.requested, data });
    },
  );

  r.get(
    '/api/shop/order/returns/:orderId',
    {
      config: customer,
      schema: {
        params: orderParams,
        response: replies({ 200: z.object({ success: z.literal(true), data: z.array(returnSchema) }) }),
      },
    },
    async (req) => ({
      success: true as const,
      data: await opts.shopper.list(currentUser(req).id, req.params.orderId),
    }),
  );

  // Photos of what is wrong, through the media pipeline (re-encoded, stripped of metadata): multipart
  // field my_file, up to RETURN_LIMITS.photosMax. The request may then name them, and only its owner's.
  r.post(
    '/api/shop/order/return-photos',
    {
      config: customer,
      schema: {
        response: replies({
          200: z.object({ success: z.literal(true), results: z.array(z.object({ url: z.string() })) }),
        }),
      },
    },
    async (req) => {
      const user = currentUser(req);
      const stored = await storeUploadedImages(req, opts.media, RETURN_MESSAGES.photosTooMany);
      const urls = stored.map((image) => image.url);
      await opts.shopper.keepUploads(user.id, urls);
      return { success: true as const, results: urls.map((url) => ({ url })) };
    },
  );

  r.get(
    '/api/admin/returns',
    {
      config: admin,
      schema: {
        querystring: z.object({
          status: z
            .enum(RETURN_STATUSES, { error: `status must be one of: ${RETURN_STATUSES.join(', ')}` })
            .optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: replies({
          200: z.object({ success: z.literal(true), data: z.array(adminReturnSchema), total: z.number() }),
        }),
      },
    },
    async (req) => {
      const { returns, total } = await opts.staff.list(req.query);
      return { success: true as const, data: returns, total };
    },
  );

  r.put(
    '/api/admin/returns/:id',
    {
      config: admin,
      schema: {
        params: z.object({ id: z.uuid(RETURN_MESSAGES.notFound) }),
        body: returnUpdateSchema,
        response: replies({ 200: oneAdminReturn }),
      },
    },
    async (req) => {
      const user = currentUser(req);
      const data = await opts.staff.move(req.params.id, req.body, user);
      return { success: true as const, message: `Return ${data.status}`, data };
    },
  );
}
