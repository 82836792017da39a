import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityPageResponseSchema, activityQuerySchema } from '@resham/shared';
import type { Db } from '../../db/client';
import { replies } from '../../lib/responses';
import { listActivity } from './service';

/** GET /api/admin/activity: the staff activity log, newest first, filtered. Read-only: no route edits it. */
export async function activityRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/activity',
    {
      config: { access: 'admin' },
      schema: { querystring: activityQuerySchema, response: replies({ 200: activityPageResponseSchema }) },
    },
    async (req) => ({ success: true as const, ...(await listActivity(db, req.query)) }),
  );
}
