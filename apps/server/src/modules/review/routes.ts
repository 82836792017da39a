import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_MESSAGES as R, reviewInputSchema } from '@resham/shared';
import type { Db } from '../../db/client';
import { assertSelf } from '../../lib/access';
import {
  addReview,
  adminListReviews,
  deleteReview,
  listProductReviews,
  listShopReviews,
  setReviewHidden,
} from './service';

const reviewId = z.object({ id: z.uuid(R.notFound) });

export async function reviewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/shop/review/all', { config: { access: 'public' } }, async () => ({
    success: true,
    data: await listShopReviews(db),
  }));
  r.post(
    '/api/shop/review/add',
    { config: { access: 'customer' }, schema: { body: reviewInputSchema } },
    async (req, reply) => {
      // The author is the session user, whatever userName the body carries.
      const user = assertSelf(req, req.body.userId);
      await addReview(db, { id: user.id, userName: user.userName }, req.body);
      return reply.status(201).send({ success: true, message: R.added });
    },
  );
  r.get('/api/shop/review/:productId', { config: { access: 'public' } }, async (req) => {
    const productId = (req.params as { productId: string }).productId;
    if (!z.uuid().safeParse(productId).success) return { success: true, data: [] };
    return { success: true, data: await listProductReviews(db, productId) };
  });

  const admin = { access: 'admin' } as const;
  r.get('/api/admin/reviews', { config: admin }, async () => ({
    success: true,
    data: await adminListReviews(db),
  }));
  r.put(
    '/api/admin/reviews/:id',
    { config: admin, schema: { params: reviewId, body: z.object({ hidden: z.boolean() }) } },
    async (req) => {
      await setReviewHidden(db, req.params.id, req.body.hidden);
      return { success: true, message: req.body.hidden ? 'Review hidden' : 'Review shown' };
    },
  );
  r.delete('/api/admin/reviews/:id', { config: admin, schema: { params: reviewId } }, async (req) => {
    await deleteReview(db, req.params.id);
    return { success: true, message: 'Review deleted' };
  });
}
