import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageResponseSchema,
  REVIEW_MESSAGES as R,
  reviewInputSchema,
  reviewListResponseSchema,
} from '@resham/shared';
import type { Db } from '../../db/client';
import type { CatalogChanges } from '../../lib/catalog-changes';
import { assertSelf, currentUser } from '../../lib/access';
import { ok, replies } from '../../lib/responses';
import {
  addReview,
  adminListReviews,
  deleteReview,
  listProductReviews,
  listShopReviews,
  setReviewHidden,
} from './service';

const reviewId = z.object({ id: z.uuid(R.notFound) });

export async function reviewRoutes(
  app: FastifyInstance,
  { db, changes }: { db: Db; changes: CatalogChanges },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reviewList = { response: replies({ 200: reviewListResponseSchema }) };
  const message = replies({ 200: messageResponseSchema });

  r.get('/api/shop/review/all', { config: { access: 'public' }, schema: reviewList }, async () =>
    ok(await listShopReviews(db)),
  );
  r.post(
    '/api/shop/review/add',
    {
      config: { access: 'customer' },
      schema: { body: reviewInputSchema, response: replies({ 201: messageResponseSchema }) },
    },
    async (req, reply) => {
      // The author is the session user, whatever userName the body carries.
      const user = assertSelf(req, req.body.userId);
      await addReview(db, changes, { id: user.id, userName: user.userName }, req.body);
      return reply.status(201).send({ success: true, message: R.added });
    },
  );
  r.get('/api/shop/review/:productId', { config: { access: 'public' }, schema: reviewList }, async (req) => {
    const productId = (req.params as { productId: string }).productId;
    if (!z.uuid().safeParse(productId).success) return ok([]);
    return ok(await listProductReviews(db, productId));
  });

  const admin = { access: 'admin' } as const;
  r.get('/api/admin/reviews', { config: admin, schema: reviewList }, async () =>
    ok(await adminListReviews(db)),
  );
  r.put(
    '/api/admin/reviews/:id',
    {
      config: admin,
      schema: { params: reviewId, body: z.object({ hidden: z.boolean() }), response: message },
    },
    async (req) => {
      await setReviewHidden(db, changes, req.params.id, req.body.hidden, currentUser(req));
      return { success: true, message: req.body.hidden ? R.hidden : R.shown };
    },
  );
  r.delete(
    '/api/admin/reviews/:id',
    { config: admin, schema: { params: reviewId, response: message } },
    async (req) => {
      await deleteReview(db, changes, req.params.id, currentUser(req));
      return { success: true, message: R.deleted };
    },
  );
}
