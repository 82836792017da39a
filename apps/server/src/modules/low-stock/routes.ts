import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOW_STOCK_MESSAGES, lowStockThresholdBodySchema, messageResponseSchema } from '@resham/shared';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { replies } from '../../lib/responses';

/** The admin's per-product low-stock threshold (null: back to LOW_STOCK_THRESHOLD). */
export async function lowStockRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/admin/products/:id/low-stock-threshold',
    {
      config: { access: 'admin' },
      schema: {
        params: z.object({ id: z.uuid(LOW_STOCK_MESSAGES.notFound) }),
        body: lowStockThresholdBodySchema,
        response: replies({ 200: messageResponseSchema }),
      },
    },
    async (req) => {
      const [row] = await db
        .update(products)
        .set({ lowStockThreshold: req.body.threshold })
        .where(and(eq(products.id, req.params.id), isNull(products.deletedAt)))
        .returning({ id: products.id });
      if (!row) throw notFound(LOW_STOCK_MESSAGES.notFound);
      return { success: true as const, message: LOW_STOCK_MESSAGES.saved };
    },
  );
}
