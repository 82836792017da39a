import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOW_STOCK_MESSAGES,
  lowStockThresholdBodySchema,
  lowStockThresholdResponseSchema,
  lowStockThresholdsQuerySchema,
  lowStockThresholdsResponseSchema,
  messageResponseSchema,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { currentUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { ok, replies } from '../../lib/responses';
import { recordActivity } from '../activity/record';
import { lowStockThresholds } from './low-stock-list';

/** The admin's per-product low-stock threshold (null: back to LOW_STOCK_THRESHOLD). */
export async function lowStockRoutes(
  app: FastifyInstance,
  { db, defaultThreshold }: { db: Db; defaultThreshold: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.uuid(LOW_STOCK_MESSAGES.notFound) });
  const live = (id: string) => and(eq(products.id, id), isNull(products.deletedAt));

  // Admin → Products flags low stock by the dashboard's rule: each product's alert, for a page of them.
  r.get(
    '/api/admin/products/low-stock-thresholds',
    {
      config: { access: 'admin' },
      schema: {
        querystring: lowStockThresholdsQuerySchema,
        response: replies({ 200: lowStockThresholdsResponseSchema }),
      },
    },
    async (req) =>
      ok({ defaultThreshold, thresholds: await lowStockThresholds(db, req.query.ids, defaultThreshold) }),
  );

  r.get(
    '/api/admin/products/:id/low-stock-threshold',
    {
      config: { access: 'admin' },
      schema: { params, response: replies({ 200: lowStockThresholdResponseSchema }) },
    },
    async (req) => {
      const [row] = await db
        .select({ threshold: products.lowStockThreshold })
        .from(products)
        .where(live(req.params.id));
      if (!row) throw notFound(LOW_STOCK_MESSAGES.notFound);
      return ok({ threshold: row.threshold, defaultThreshold });
    },
  );

  r.put(
    '/api/admin/products/:id/low-stock-threshold',
    {
      config: { access: 'admin' },
      schema: {
        params,
        body: lowStockThresholdBodySchema,
        response: replies({ 200: messageResponseSchema }),
      },
    },
    async (req) => {
      // An admin write: recorded in the activity log in the same transaction (before → after).
      await db.transaction(async (tx) => {
        const [was] = await tx
          .select({ title: products.title, threshold: products.lowStockThreshold })
          .from(products)
          .where(live(req.params.id))
          .for('update');
        if (!was) throw notFound(LOW_STOCK_MESSAGES.notFound);
        await tx
          .update(products)
          .set({ lowStockThreshold: req.body.threshold })
          .where(eq(products.id, req.params.id));
        await recordActivity(tx, {
          actor: currentUser(req),
          kind: 'product.low-stock',
          subject: was.title,
          before: { lowStockThreshold: was.threshold },
          after: { lowStockThreshold: req.body.threshold },
        });
      });
      return { success: true as const, message: LOW_STOCK_MESSAGES.saved };
    },
  );
}
